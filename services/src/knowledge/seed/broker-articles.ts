import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** Getting started, the Add Loan wizard (channels, MISMO import, contacts, required fields) and the pipeline. */
export const BROKER_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-getting-started-with-the-portal',
    slug: 'getting-started-with-the-portal',
    title: 'Getting started with the broker portal',
    description: 'Your first sign-in, the top bar, the pipeline and the tabs of a loan: a short tour for loan officers and processors.',
    sourceType: 'html',
    tags: ['getting-started', 'pipeline', 'add-loan'],
    audiences: ['external'],
    priority: 100,
    relatedDocumentIds: ['kb-add-a-new-loan', 'kb-search-filter-and-sort-the-pipeline', 'kb-how-the-loan-workflow-works'],
    content: `
<h2>What the portal is for</h2>
<p>The portal is where your company's loan officers and loan processors send loans to the lender and follow them to closing. You create a loan by importing the MISMO 3.4 file exported from your loan origination system, work the loan through the lender's workflow, answer the underwriter's conditions with documents, and reach your account executive (AE) without leaving the loan.</p>
<h2>Your first sign-in</h2>
<ol>
<li>Sign in at <a href="/login">/login</a> with the email address your company registered with the lender. Your company administrator or your AE can tell you which address that is.</li>
<li>The portal opens your <a href="/pipeline">pipeline</a>. If the lender has published release notes you have not read, a window shows them first; closing it marks them read.</li>
<li>Open <strong>Account Settings</strong> from the profile menu (top right) and check your name, email and roles on the <a href="/settings/profile">Profile</a> page. Your roles (Loan Officer, Loan Processor or both) decide where you can be picked as a contact on a loan.</li>
<li>On <a href="/settings/preferences">Preferences</a>, turn on <strong>Email me loan alerts too</strong> if you want an email copy of condition and workflow alerts.</li>
</ol>
<h2>The top bar</h2>
<table>
<thead><tr><th>Item</th><th>What it does</th></tr></thead>
<tbody>
<tr><td>Logo</td><td>Back to your home page, the pipeline.</td></tr>
<tr><td>Resources and Training</td><td>Menus of guides, policies and training pages your lender publishes.</td></tr>
<tr><td>Add Loan</td><td>Opens the Add Loan wizard. It works only while your company's approval status is Active.</td></tr>
<tr><td>Contact Support</td><td>Loan Help (an email to your AE about the loan you are on) or Tech Help (a ticket for a portal problem).</td></tr>
<tr><td>Help</td><td>The help drawer: articles suggested for the page you are on, and a search of the knowledge base.</td></tr>
<tr><td>Bell</td><td>Your notifications, with the number of unread ones.</td></tr>
<tr><td>Profile menu</td><td>Account Settings, Contact Support and Sign Out.</td></tr>
</tbody>
</table>
<h2>Inside a loan</h2>
<p>Click a loan number in the pipeline to open the loan on its <strong>Workflow</strong> tab. Above every tab you see the loan's channel, amount, purpose, program, loan officer, processor, folder and last update, with its status and current workflow step as badges. The side menu lists the tabs the lender has opened on this loan: Summary, Workflow, Loan Information (URLA and State Specific Data), Conditions, Documents, Contacts and others. Some tabs appear only later: Credit once the workflow reaches its Credit step, AUS once it reaches its AUS step, and LE/CD Preview when the lender opens it for the loan.</p>
<h2>Working together</h2>
<p>The portal updates live: when your processor uploads a file, the lender adds a condition or someone saves the URLA, every open browser on that loan shows it within moments. You do not need to reload the page.</p>
<h2>Next steps</h2>
<ul>
<li><a href="/knowledge/html/add-a-new-loan">Add a new loan step by step</a></li>
<li><a href="/knowledge/html/how-the-loan-workflow-works">How the loan workflow steps work</a></li>
<li><a href="/knowledge/html/ask-your-account-executive-for-help">Ask your account executive for help on a loan</a></li>
</ul>
`,
  },
  {
    id: 'kb-add-a-new-loan',
    slug: 'add-a-new-loan',
    title: 'Add a new loan step by step',
    description: 'The Add Loan wizard from the channel to the created loan: every step, when it appears and what it needs.',
    sourceType: 'html',
    tags: ['add-loan', 'getting-started', 'channels'],
    audiences: [],
    priority: 95,
    relatedDocumentIds: ['kb-import-a-mismo-loan-file', 'kb-which-channel-should-i-choose', 'kb-pick-the-loan-contacts'],
    content: `
<h2>Before you start</h2>
<p>Export the loan from your loan origination system as a <strong>MISMO 3.4 XML</strong> file (one loan per file, at most 25 MB). Know which channel the loan goes through and who will work it as loan officer and processor.</p>
<h2>Open the wizard</h2>
<p>Click <strong>Add Loan</strong> in the top bar, or the add-a-loan button of an empty pipeline. The wizard opens in a window with a step indicator at the top. It lists only the steps that apply to this loan: Channel, Import, Eligibility, Disclosures, Contacts and Loan info.</p>
<h2>The steps</h2>
<ol>
<li><strong>Channel.</strong> Choose Brokered - Wholesale, Correspondent Non-Delegated or Correspondent Delegated. A channel your company is not approved for is greyed out with "Your organization is not approved for this channel." Tick <strong>Non-QM loan</strong> if the loan is for a Non-QM product. Click Next.</li>
<li><strong>Import.</strong> Drop the loan file on the area that reads "Drag and drop file here, or click to select file". The portal reads it and shows the borrower, loan amount, property and program, and lists any values it had to leave out. For a conventional loan you may pick a <strong>Program category</strong>: Standard conventional, Solar, Renovation or Buydown.</li>
<li><strong>Eligibility.</strong> Only when the lender has eligibility rules. The loan either continues, is moved to another pipeline (Eligibility Redirect) or cannot be uploaded here (Upload Blocked).</li>
<li><strong>Disclosures.</strong> Only for Correspondent Non-Delegated loans: five questions about who sends the disclosures and draws the closing documents.</li>
<li><strong>Contacts.</strong> Choose the loan officer and loan processor (or the submission contact of a delegated loan). You are preselected as loan officer. The button reads <strong>Create Loan</strong>.</li>
<li><strong>Loan info.</strong> Only when the lender's rules find required values missing. Fill them in and click Save; the loan is then created.</li>
</ol>
<p><strong>Back</strong> moves one step back and keeps everything you entered, so you can change the channel or replace the file without starting over.</p>
<h2>When the loan is created</h2>
<p>A message confirms "Loan created" with the new loan number, and the portal opens the loan's Workflow tab. Loan numbers are the two-digit year followed by seven digits (for example 260001001). The loan starts with the status <strong>Active</strong> and is filed in the folder of its channel: TPO Pending for wholesale, Corr Delegated or Corr Non-Delegated for correspondent loans.</p>
<p>Clicking Create Loan twice, or retrying after a refusal, never creates a second loan: one wizard session creates at most one loan.</p>
<h2>If the loan is not created</h2>
<ul>
<li>A list of required fields means the lender's rules need more data: see <a href="/knowledge/html/fix-loan-action-completion-errors">Fix Loan Action Completion Errors</a>.</li>
<li>Any other refusal appears as an error message with the reason, and the wizard keeps your answers. Correct what it names and try again, or send the message to your AE with Loan Help.</li>
</ul>
`,
  },
  {
    id: 'kb-import-a-mismo-loan-file',
    slug: 'import-a-mismo-loan-file',
    title: 'Import a MISMO 3.4 loan file',
    description: 'Which loan files the portal accepts, the size and format limits, and what is read from the file into the new loan.',
    sourceType: 'html',
    tags: ['mismo-import', 'add-loan'],
    audiences: [],
    priority: 95,
    relatedDocumentIds: ['kb-why-was-my-loan-file-refused', 'kb-add-a-new-loan', 'kb-add-or-remove-a-borrower-pair'],
    content: `
<h2>Which file to export</h2>
<p>The portal imports the <strong>MISMO version 3.4</strong> XML file, the same data set the agencies use for the redesigned URLA (ULAD). Most loan origination systems export it as "MISMO 3.4" or as the DU/LPA 3.4 file. The file's root element is <code>MESSAGE</code> in the MISMO namespace <code>http://www.mismo.org/residential/2009/schemas</code>, with the loan under <code>DEAL_SETS/DEAL_SET/DEALS/DEAL</code>.</p>
<p>Older formats are not accepted: the Fannie Mae 3.2 flat file (.fnm), MISMO 2.3.1 and 2.4 XML, PDFs of the 1003 and spreadsheets are refused. Re-export the loan as MISMO 3.4.</p>
<h2>Limits</h2>
<table>
<thead><tr><th>Check</th><th>Limit</th></tr></thead>
<tbody>
<tr><td>Files per import</td><td>Exactly one</td></tr>
<tr><td>File name</td><td>Ends in .xml</td></tr>
<tr><td>Size</td><td>Less than 25 MB (26,214,400 bytes); your lender may set a lower limit</td></tr>
<tr><td>Loans per file</td><td>One DEAL</td></tr>
<tr><td>Borrowers</td><td>At least one borrower, at most 4 borrower pairs</td></tr>
<tr><td>Text encoding</td><td>UTF-8, UTF-16, ISO-8859-1 (Windows-1252) or US-ASCII</td></tr>
</tbody>
</table>
<h2>How to import</h2>
<ol>
<li>In the Add Loan wizard, choose the channel and click Next.</li>
<li>Drag the file onto "Drag and drop file here, or click to select file", or click the area and pick the file.</li>
<li>The portal checks the name and size at once, then reads the file. A summary shows the borrower, loan amount, property and program.</li>
<li>To use another file, choose it again: it replaces the imported one.</li>
</ol>
<h2>What is read from the file</h2>
<ul>
<li><strong>Loan:</strong> program, purpose (purchase, cash-out or no-cash-out refinance), loan type, base and total loan amount, note rate, term, amortization, lien position, application date, estimated closing date, agency case number and the HMDA action taken.</li>
<li><strong>Property:</strong> address, occupancy, number of units, year built, property type, purchase price, appraised and estimated value.</li>
<li><strong>Borrowers:</strong> names, SSN, home, cell and work phones, email, date of birth, marital status, dependents, present and former residences, employers.</li>
<li><strong>Assets and liabilities</strong>, each with the borrower pair it belongs to (joint when it belongs to both).</li>
</ul>
<p>Borrowers who share assets and liabilities in the file (joint borrowers on one application) become one pair. Lender-specific custom fields are not part of MISMO and start empty.</p>
<h2>Values left out</h2>
<p>A value that does not fit its field, such as an eight-digit SSN or a rate written as text, is left out and the rest of the file still imports. The import step lists each value it left out: correct them later on the URLA tab, or fix them in your system and import again.</p>
<h2>Is my file kept if I close the wizard?</h2>
<p>A refused file leaves nothing behind. An imported file becomes a loan only when you click Create Loan; the imported data is held for about an hour, so if you come back later, import the file again.</p>
`,
  },
  {
    id: 'kb-why-was-my-loan-file-refused',
    slug: 'why-was-my-loan-file-refused',
    title: 'Why was my loan file refused?',
    description: 'Every message the MISMO import can show, what it means and how to fix the file.',
    sourceType: 'html',
    tags: ['mismo-import', 'add-loan', 'support'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-import-a-mismo-loan-file', 'kb-report-a-technical-problem', 'kb-add-a-new-loan'],
    content: `
<h2>Nothing is stored when a file is refused</h2>
<p>When the import refuses a file, no loan and no data are kept. Fix the file and drop it again; the wizard keeps the channel you chose.</p>
<h2>Messages and what to do</h2>
<table>
<thead><tr><th>Message</th><th>Why</th><th>What to do</th></tr></thead>
<tbody>
<tr><td>File must be an XML file</td><td>The name does not end in .xml, or the content is not XML (a PDF, an .fnm flat file, a spreadsheet renamed .xml).</td><td>Export the loan as MISMO 3.4 XML.</td></tr>
<tr><td>File size must be less than 25MB</td><td>The file is larger than the limit.</td><td>Export without embedded documents or images; attach documents on the Documents tab instead.</td></tr>
<tr><td>Select exactly one file</td><td>Several files were dropped at once.</td><td>Import one loan file at a time.</td></tr>
<tr><td>The file is empty.</td><td>The file has no content.</td><td>Export again; check the export finished.</td></tr>
<tr><td>The file is encoded as …</td><td>An encoding other than UTF-8, UTF-16 or ISO-8859-1.</td><td>Export as UTF-8.</td></tr>
<tr><td>The file declares a DOCTYPE or entities …</td><td>Loan files may not contain DOCTYPE or entity declarations, for security.</td><td>Export straight from your system; do not edit the XML by hand.</td></tr>
<tr><td>The file is not well-formed XML: … (line L, column C)</td><td>The file was cut off or edited; the message names the line and column.</td><td>Export again rather than repairing it.</td></tr>
<tr><td>The file is not a MISMO 3.4 loan file: …</td><td>The root is not a MISMO 3.4 MESSAGE with a DEAL, as in MISMO 2.3.1 or another vendor format.</td><td>Choose the MISMO 3.4 (ULAD) export.</td></tr>
<tr><td>The file holds N loans (DEAL elements) …</td><td>A bulk export with several loans.</td><td>Export one loan per file.</td></tr>
<tr><td>The loan file has no borrower …</td><td>No party has the Borrower role.</td><td>Add the borrower in your system and export again.</td></tr>
<tr><td>The loan file has N borrower pairs; a loan holds at most 4.</td><td>More than four borrower pairs.</td><td>Split the application or ask your AE how the lender handles it.</td></tr>
<tr><td>The upload could not be read …</td><td>The upload was damaged on the way.</td><td>Try again; if it repeats, report a technical issue.</td></tr>
</tbody>
</table>
<h2>The file imports, but values are missing</h2>
<p>Values that break their field's format are left out and listed on the import step, while the rest of the loan imports. Typical cases: an SSN without nine digits, a phone number without ten digits, a ZIP code that is not five or nine digits, a date that does not exist, a rate written in words. Fix them on the URLA tab after the loan is created.</p>
<h2>The import is refused for my company</h2>
<p>If your company's approval status is not Active, loan files cannot be imported and Add Loan is greyed out. Ask your account executive about your company's approval.</p>
<h2>Still stuck?</h2>
<p>Use <strong>Contact Support</strong> and choose <strong>Tech Help</strong>. Copy the exact message and say which system exported the file. Never paste a borrower's SSN or full file into a ticket.</p>
`,
  },
  {
    id: 'kb-which-channel-should-i-choose',
    slug: 'which-channel-should-i-choose',
    title: 'Which channel should I choose for a loan?',
    description:
      'Brokered wholesale, correspondent non-delegated and correspondent delegated: who does what, and the rules of each channel in the portal.',
    sourceType: 'html',
    tags: ['channels', 'add-loan'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-who-sends-the-disclosures-non-delegated', 'kb-pick-the-loan-contacts', 'kb-submit-a-non-qm-loan'],
    content: `
<h2>The three channels</h2>
<p>The first step of the Add Loan wizard asks how the loan comes to the lender. The choice decides which workflow the loan follows, which contacts it needs and which questions the wizard asks.</p>
<table>
<thead><tr><th></th><th>Brokered - Wholesale</th><th>Correspondent Non-Delegated</th><th>Correspondent Delegated</th></tr></thead>
<tbody>
<tr><td>Recorded on the loan as</td><td>Banked - Wholesale</td><td>Correspondent</td><td>Correspondent (delegated)</td></tr>
<tr><td>Who underwrites</td><td>The lender</td><td>The lender, before closing</td><td>Your company, under its delegated authority; the lender reviews the file before it buys the loan</td></tr>
<tr><td>Who closes and funds</td><td>The lender, in its name</td><td>Your company, in its name</td><td>Your company, in its name</td></tr>
<tr><td>Extra wizard step</td><td>None</td><td>Disclosures: five questions on who sends what</td><td>None</td></tr>
<tr><td>Contacts needed</td><td>Loan officer and loan processor</td><td>Loan officer and loan processor</td><td>The submission contact, when your lender uses one; otherwise officer and processor</td></tr>
<tr><td>Pipeline folder</td><td>TPO Pending</td><td>Corr Non-Delegated</td><td>Corr Delegated</td></tr>
</tbody>
</table>
<h2>Why a channel is greyed out</h2>
<p>Your company is approved by the lender for certain channels. Brokered - Wholesale needs the wholesale approval; the two correspondent channels need the correspondent approval with the matching delegated or non-delegated selection. A channel you are not approved for shows "Your organization is not approved for this channel." Your account executive can tell you how to apply for another channel.</p>
<h2>Workflows by channel</h2>
<p>Wholesale, non-delegated and delegated loans each follow their own workflow set up by the lender. Delegated loans usually skip the lender's AUS step because your company underwrites them, and come in for a purchase review instead. Wholesale and non-delegated loans also get the Appraisals tab.</p>
<h2>Choosing the wrong channel</h2>
<p>The channel cannot be changed on the loan afterwards. If you notice the mistake before clicking Create Loan, click Back to the Channel step; the imported file is kept. If the loan was already created, ask your AE through Loan Help how the lender wants it handled rather than creating a second loan.</p>
<h2>In the pipeline</h2>
<p>The pipeline shows the channel of every loan and filters by it: the Channel filter offers Banked - Wholesale and Correspondent, and the Folder filter separates delegated from non-delegated loans.</p>
`,
  },
  {
    id: 'kb-who-sends-the-disclosures-non-delegated',
    slug: 'who-sends-the-disclosures-non-delegated',
    title: 'Who sends the disclosures on a Correspondent Non-Delegated loan?',
    description: 'The five questions of the Disclosures step, what each answer means, and the disclosure preview option.',
    sourceType: 'html',
    tags: ['channels', 'disclosures', 'add-loan'],
    audiences: [],
    priority: 75,
    relatedDocumentIds: ['kb-which-channel-should-i-choose', 'kb-initial-disclosures-and-early-icd', 'kb-when-is-the-loan-estimate-due'],
    content: `
<h2>When the questions appear</h2>
<p>For a <strong>Correspondent Non-Delegated</strong> loan the Add Loan wizard adds a Disclosures step after the import. Each question is answered with either the lender (shown with the lender's company name, the default) or <strong>Correspondent</strong>, your company. The answers are recorded on the loan and tell both sides who owes the borrower each disclosure.</p>
<h2>The questions</h2>
<ol>
<li><strong>Who sends the initial disclosures and the LE?</strong> Whoever sends the initial package must get the Loan Estimate to the borrower within three business days of application.</li>
<li><strong>Who sends the COC and the revised LE?</strong> The party that handles changed circumstances and issues revised Loan Estimates.</li>
<li><strong>Who sends the initial and revised closing disclosures?</strong> The party responsible for the Closing Disclosure and its three-business-day review period.</li>
<li><strong>Who draws the closing documents?</strong> If you answer Correspondent to question 3, this one is set to Correspondent too, with the note "Set to Correspondent because the correspondent sends the closing disclosures." The Closing Disclosure and the closing package have to come from the same party.</li>
<li><strong>Who orders the FHA case number?</strong> Asked only for FHA and USDA (Farmers Home Administration) loans.</li>
</ol>
<h2>Disclosure preview</h2>
<p>Tick <strong>Require a disclosure preview before disclosures are sent</strong> when you want to review the disclosures before they go to the borrower. Where the lender opens it, the loan then offers the LE/CD Preview tab.</p>
<h2>Why the answers matter</h2>
<p>Under TRID the creditor is responsible for timely, accurate disclosures even when another party sends them. Agree the split with your account executive before you answer, especially for the Closing Disclosure, because it sets who schedules closing around the three-day review. Your lender's workflow may check that these answers are recorded before the Disclosures step is complete.</p>
<h2>Changing an answer</h2>
<p>While you are still in the wizard, click Back to the Disclosures step. After the loan is created, ask your AE through Loan Help; the answers are part of the loan's record.</p>
`,
  },
  {
    id: 'kb-submit-a-non-qm-loan',
    slug: 'submit-a-non-qm-loan',
    title: 'Submit a Non-QM loan',
    description: 'How to mark a loan as Non-QM in Add Loan, why the checkbox can be disabled, and what happens next.',
    sourceType: 'html',
    tags: ['non-qm', 'add-loan', 'channels'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-eligibility-redirect-or-upload-blocked', 'kb-which-channel-should-i-choose', 'kb-dti-ltv-and-cltv'],
    content: `
<h2>What counts as Non-QM</h2>
<p>A Non-QM loan does not meet the CFPB's Qualified Mortgage definition but is still underwritten to the ability-to-repay rule. Typical examples are bank-statement and asset-depletion loans for self-employed borrowers, DSCR loans for investors qualified on the property's rent, interest-only loans, and loans with points and fees above the QM cap. Your lender's product guides say which Non-QM programs it offers.</p>
<h2>Mark the loan as Non-QM</h2>
<ol>
<li>Open Add Loan and choose the channel.</li>
<li>Tick <strong>Non-QM loan</strong> ("Submit this loan for Non-QM products.").</li>
<li>Continue with the import and the other steps as usual.</li>
</ol>
<p>The Non-QM choice is recorded on the loan. If you open the wizard from a link that already names the channel and Non-QM, the box is ticked for you.</p>
<h2>Why the checkbox is disabled</h2>
<p>The lender decides for each channel whether it accepts Non-QM loans. When it does not, the box is disabled and its tooltip reads "Non-QM products are not available for {channel} channels.", with the channel's name. Choose another channel your company is approved for, or ask your AE where the lender accepts Non-QM loans.</p>
<h2>After the import: a Non-QM pipeline</h2>
<p>Some lenders originate Non-QM loans in a separate pipeline. In that case the Eligibility step shows an Eligibility Redirect after the import; Continue moves you there with the loan's data. See <a href="/knowledge/html/eligibility-redirect-or-upload-blocked">Eligibility Redirect or Upload Blocked after import</a>.</p>
<h2>DSCR loans with fewer tabs</h2>
<p>For some investor (DSCR) loans the lender restricts the loan file: the AUS, Pricing &amp; Lock, Fees and Workflow tabs do not show. This is expected; use the remaining tabs and contact your AE for pricing.</p>
<h2>Documentation tips</h2>
<ul>
<li>Bank-statement loans: upload 12 or 24 months of complete statements as PDFs, every page.</li>
<li>DSCR loans: the lease or market rent analysis and the appraisal's rent schedule.</li>
<li>Say in the loan's program name or a note to your AE which Non-QM program you are submitting for.</li>
</ul>
`,
  },
  {
    id: 'kb-eligibility-redirect-or-upload-blocked',
    slug: 'eligibility-redirect-or-upload-blocked',
    title: 'Eligibility Redirect or Upload Blocked after import',
    description:
      'What the Eligibility step of Add Loan means, why a loan is moved to another pipeline or refused, and what to do on an error.',
    sourceType: 'html',
    tags: ['add-loan', 'non-qm', 'mismo-import'],
    audiences: [],
    priority: 60,
    relatedDocumentIds: ['kb-submit-a-non-qm-loan', 'kb-add-a-new-loan', 'kb-ask-your-account-executive-for-help'],
    content: `
<h2>What the Eligibility step does</h2>
<p>Your lender can set eligibility rules that look at the imported loan (and the Non-QM choice) and decide where the loan is originated. When such rules exist, the wizard checks them as you leave the Import step, showing "Checking where this loan is originated…". When no rule matches, the wizard simply moves on to the next step and you may never notice it.</p>
<h2>Upload Blocked</h2>
<p>The title <strong>Upload Blocked</strong> means loans like this one cannot be uploaded to this portal. The lender's message explains why, or the default "Loans like this one cannot be uploaded here." Only <strong>Back</strong> is offered: go back to choose another channel, untick Non-QM, or import a corrected file. If you think the loan should be accepted, contact your AE.</p>
<h2>Eligibility Redirect</h2>
<p>The title <strong>Eligibility Redirect</strong> means the loan continues in another pipeline of the lender, for example its Non-QM portal. The message says where ("This loan continues in another pipeline." when the lender gave none). Click <strong>Continue</strong> to go there: the portal moves you with the loan's data, the channel and the Non-QM choice, so you do not import the file again. Click <strong>Back</strong> to change your choices instead.</p>
<p>Some redirects are seamless: the portal shows "Redirecting you to continue this loan…" with a spinner and moves you at once.</p>
<h2>When the redirect fails</h2>
<p>"An unexpected error occurred during redirect." means the move could not be prepared. Click <strong>Retry</strong>; if it fails again, click Back and try later, or report a technical issue with the time it happened.</p>
<h2>Why two similar loans went different ways</h2>
<p>A lender can apply a rule to a share of loans only, for example while it trials a new pipeline. Two similar loans can then take different paths. This is expected; your AE can tell you whether such a trial is running.</p>
`,
  },
  {
    id: 'kb-pick-the-loan-contacts',
    slug: 'pick-the-loan-contacts',
    title: 'Pick the loan officer, processor and submission contact',
    description: 'The Contacts step of Add Loan: who must be named for each channel, disabled users, and the Still needed message.',
    sourceType: 'html',
    tags: ['add-loan', 'contacts'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-change-the-loan-officer-or-processor', 'kb-which-channel-should-i-choose', 'kb-add-a-new-loan'],
    content: `
<h2>The roles</h2>
<table>
<thead><tr><th>Role</th><th>Who can be chosen</th><th>What they get</th></tr></thead>
<tbody>
<tr><td>Loan Officer</td><td>Users of your company with the loan officer role</td><td>Alerts on conditions, rejected documents and workflow steps; named in Loan Help emails</td></tr>
<tr><td>Loan Processor</td><td>Users with the loan processor role</td><td>The same alerts; usually works conditions and documents</td></tr>
<tr><td>Submission Contact</td><td>Users with either role</td><td>The person who submits a delegated loan; shown only when the lender uses this third contact</td></tr>
</tbody>
</table>
<h2>Who must be named</h2>
<ul>
<li><strong>Brokered - Wholesale and Correspondent Non-Delegated:</strong> both the loan officer and the loan processor.</li>
<li><strong>Correspondent Delegated:</strong> the submission contact, when your lender uses one ("Choose who submits this delegated loan. The loan officer and processor are optional."); otherwise the loan officer and processor.</li>
</ul>
<p>Until the required people are chosen, the button is disabled and the step says what is missing, for example "Still needed: Loan Processor".</p>
<h2>Choosing people</h2>
<p>Your company is preselected and you are preselected as loan officer. Pick from the lists; each shows your company's users with that role. A person whose account is disabled is listed as "Name (Disabled)" with the tooltip "This contact cannot log in". You may still choose them, for example to keep the officer who took the application, but they will not see the loan or its alerts. Prefer an active colleague.</p>
<h2>Someone is missing from the list</h2>
<p>The lists come from your company's users registered with the lender. A new colleague, or one without the right role, does not appear. Ask your company administrator or your AE to add the user or the role. If the lists cannot load you see "Unable to load external users" with Retry.</p>
<h2>Changing contacts later</h2>
<p>After the loan is created, change the officer, processor or submission contact on the loan's Contacts tab. See <a href="/knowledge/html/change-the-loan-officer-or-processor">Change the loan officer or loan processor on a loan</a>.</p>
`,
  },
  {
    id: 'kb-fix-loan-action-completion-errors',
    slug: 'fix-loan-action-completion-errors',
    title: 'Fix Loan Action Completion Errors when creating a loan',
    description: 'Why Add Loan asks for more fields after Create Loan, how to fill them, and what the completion errors mean.',
    sourceType: 'html',
    tags: ['add-loan', 'urla'],
    audiences: [],
    priority: 75,
    relatedDocumentIds: ['kb-add-a-new-loan', 'kb-why-is-save-disabled-on-the-urla', 'kb-import-a-mismo-loan-file'],
    content: `
<h2>Why the wizard asks for more</h2>
<p>When you click Create Loan, the lender's rules check the loan before it is created. If required values are missing, the loan is not created yet: the wizard opens the <strong>Loan info</strong> step with the fields to fill in. Nothing you entered earlier is lost.</p>
<h2>Fill in the required fields</h2>
<p>Each field is shown with its name and an input suited to it. Typical required values are the loan program, purpose, loan type and amount, the property address, and each borrower's first and last name; your lender decides the list.</p>
<ul>
<li>Phone numbers are grouped 3-3-4 and may carry an extension of up to four digits.</li>
<li>ZIP codes take five digits, optionally plus four.</li>
<li>SSNs are grouped 3-2-4.</li>
<li>Dates take MM/DD/YYYY (or pick the date); impossible dates and two-digit years are refused.</li>
<li>Amounts take digits with a decimal point; the number of decimals depends on the field.</li>
<li>Checkboxes store a tick; yes/no fields store yes, no or nothing.</li>
</ul>
<p><strong>Save</strong> opens once every field has a well-formed value. It sends the loan again with your values, and the loan is created. A retry never creates a second loan.</p>
<h2>Loan Action Completion Errors</h2>
<p>Messages under the heading <strong>Loan Action Completion Errors:</strong> are rules that filling a field here cannot satisfy, for example:</p>
<ul>
<li>a note rate outside the range the lender accepts;</li>
<li>a purchase without a purchase price;</li>
<li>a conventional loan amount above the conforming limit;</li>
<li>an SSN or ZIP code in the wrong format in the imported file.</li>
</ul>
<p>While any such message shows, Save stays disabled. Click Back, correct the loan in your origination system and import the file again, or change your choices (for example the program category). If you believe the rule should not apply, send the message to your AE with Loan Help.</p>
<h2>After the loan is created</h2>
<p>The same kind of rules keep checking the loan on the URLA and State Specific Data tabs. See <a href="/knowledge/html/why-is-save-disabled-on-the-urla">Why is Save disabled on the URLA?</a></p>
`,
  },
  {
    id: 'kb-why-is-add-loan-greyed-out',
    slug: 'why-is-add-loan-greyed-out',
    title: 'Why is the Add Loan button greyed out?',
    description: "Add Loan works only while your company's approval status is Active. What each status means and who to ask.",
    sourceType: 'html',
    tags: ['add-loan', 'getting-started'],
    audiences: ['external'],
    priority: 65,
    relatedDocumentIds: ['kb-add-a-new-loan', 'kb-which-channel-should-i-choose', 'kb-ask-your-account-executive-for-help'],
    content: `
<h2>The short answer</h2>
<p>The <strong>Add Loan</strong> button in the top bar, and the add-a-loan button of an empty pipeline, work only while your company's approval status with the lender is <strong>Active</strong>. Any other status disables them, and the portal also refuses loan-file imports for your company.</p>
<h2>Approval statuses</h2>
<table>
<thead><tr><th>Status</th><th>What it usually means</th><th>Can you add loans?</th></tr></thead>
<tbody>
<tr><td>Active</td><td>Your company is approved and in good standing.</td><td>Yes</td></tr>
<tr><td>Pending</td><td>Your company's application or annual recertification is being reviewed.</td><td>No</td></tr>
<tr><td>Suspended</td><td>The lender has paused new submissions, for example for an expired license, insurance or an audit finding.</td><td>No</td></tr>
<tr><td>Inactive</td><td>The relationship is closed or dormant. Your company's contacts can no longer sign in to the portal.</td><td>No</td></tr>
</tbody>
</table>
<p>While your company is Active, Pending or Suspended, loans already in your pipeline stay visible; you can keep answering conditions and uploading documents on them.</p>
<h2>What to do</h2>
<ol>
<li>Ask your company administrator whether the lender has requested documents, such as license renewals, errors-and-omissions insurance, financial statements or a signed broker agreement.</li>
<li>Contact your account executive. Loan Help is sent from a loan page and its Contacts tab shows the AE's name and email; if your company has no loan in the portal yet, email or call the AE directly.</li>
</ol>
<h2>Other things that look like a disabled Add Loan</h2>
<ul>
<li><strong>A channel is greyed out</strong> inside the wizard: your company is not approved for that channel. See <a href="/knowledge/html/which-channel-should-i-choose">Which channel should I choose?</a></li>
<li><strong>The Non-QM box is disabled:</strong> the lender does not accept Non-QM loans on that channel.</li>
<li><strong>No Add Loan button at all:</strong> lender staff accounts do not have it; it is for broker and correspondent users.</li>
<li><strong>"Unable to load organizations"</strong> in the wizard: the portal could not read your company; click Retry.</li>
</ul>
`,
  },
  {
    id: 'kb-search-filter-and-sort-the-pipeline',
    slug: 'search-filter-and-sort-the-pipeline',
    title: 'Find a loan in the pipeline: search, filters and sorting',
    description:
      'Search by loan number, borrower or address, filter by status, channel, folder, step and dates, sort columns and show closed loans.',
    sourceType: 'html',
    tags: ['pipeline', 'getting-started'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-getting-started-with-the-portal', 'kb-how-the-loan-workflow-works', 'kb-what-the-loan-summary-shows'],
    content: `
<h2>What the pipeline shows</h2>
<p>The <a href="/pipeline">pipeline</a> lists your company's loans, most recently updated first, 25 to a page. Each row shows:</p>
<table>
<thead><tr><th>Column</th><th>Contents</th></tr></thead>
<tbody>
<tr><td>Loan</td><td>The loan number (click it to open the loan) and the program</td></tr>
<tr><td>Borrower</td><td>The borrower's name, the property address and the purpose</td></tr>
<tr><td>Channel</td><td>Brokered - Wholesale, Correspondent Non-Delegated or Correspondent Delegated</td></tr>
<tr><td>Amount</td><td>The loan amount</td></tr>
<tr><td>Status</td><td>Active, Submitted, In Underwriting, Approved, Closed, Withdrawn or Denied</td></tr>
<tr><td>Step</td><td>The current workflow step, or "No workflow"</td></tr>
<tr><td>Updated</td><td>The date of the last change</td></tr>
</tbody>
</table>
<p>Lender staff also see an Organization column, because they cover several companies.</p>
<h2>Search</h2>
<p>Type in the <strong>Search</strong> box ("Loan number, borrower or property address"). The list refreshes a moment after you stop typing. Part of a name, street or number is enough.</p>
<h2>Filters</h2>
<ul>
<li><strong>Status</strong> and <strong>Channel</strong> (Banked - Wholesale or Correspondent).</li>
<li><strong>Folder</strong>: TPO Pending, Corr Delegated or Corr Non-Delegated.</li>
<li><strong>Step</strong>: loans standing at one workflow step, such as Conditions.</li>
<li><strong>Updated from</strong> and <strong>Updated to</strong>: the date range of the last change.</li>
<li><strong>Include closed loans</strong> ("Funded, withdrawn and denied"): closed loans are history and stay out of the list until you tick it or filter by a closed status.</li>
</ul>
<p><strong>Clear filters</strong> puts the list back to its default. When nothing matches you see "No loans match these filters".</p>
<h2>Sorting</h2>
<p>Click the header Loan, Borrower, Amount, Status or Updated to sort by it; click again to reverse. An arrow marks the sorted column.</p>
<h2>Bookmark a view</h2>
<p>Your search, filters, sort and page are kept in the page address. Bookmark it, share the link with a colleague, or use the browser's Back button: the same view comes back.</p>
<h2>Live updates</h2>
<p>New loans and changes by your colleagues or the lender appear without reloading the page.</p>
<h2>A loan is missing</h2>
<ul>
<li>Tick <strong>Include closed loans</strong>: funded, withdrawn and denied loans are hidden by default.</li>
<li>Clear the filters and the date range.</li>
<li>You see only your own company's loans. A loan of another company, or one that does not exist, opens as "Loan not found".</li>
</ul>
`,
  },
];
