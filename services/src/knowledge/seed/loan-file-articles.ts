import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** Working a loan file: workflow, summary, contacts, conditions and documents. */
export const LOAN_FILE_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-how-the-loan-workflow-works',
    slug: 'how-the-loan-workflow-works',
    title: 'How the loan workflow steps work',
    description: 'Read the Workflow tab: steps, tasks, what is missing, how the current step is decided and when it moves on.',
    sourceType: 'html',
    tags: ['loan-workflow', 'getting-started'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: [
      'kb-complete-a-workflow-task-with-documents',
      'kb-what-the-loan-summary-shows',
      'kb-notifications-and-loan-alerts',
    ],
    content: `
<h2>The Workflow tab</h2>
<p>A loan opens on its <strong>Workflow</strong> tab. The heading says where the loan stands, for example "Step 3 of 7: Credit". Below it every step is listed in order, with the current step open. Each step shows how many of its tasks are complete ("2 of 3 tasks complete") and a badge: <strong>Current step</strong>, <strong>Complete</strong> or <strong>Not started</strong>.</p>
<h2>Tasks</h2>
<p>Open a step to see its tasks. Each task has a state:</p>
<table>
<thead><tr><th>State</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>To do</td><td>Something is still missing; the list under the task says what, for example a field the lender needs or a document count such as "W2 (Income): 1 of 2".</td></tr>
<tr><td>Complete</td><td>Its rules pass and its documents are there.</td></tr>
<tr><td>Optional</td><td>It never holds the step back.</td></tr>
</tbody>
</table>
<p>A task's button takes you where it is done: <strong>Open URLA</strong>, <strong>Open Conditions</strong> and so on, or <strong>Upload</strong> for a missing document.</p>
<h2>How the current step is decided</h2>
<ul>
<li>A step is complete when its own completion rules pass, or, when it has none, when all its tasks are complete.</li>
<li>The current step is the first step that is shown and not complete. When every step is complete, the last step stays current.</li>
<li>Some steps and tasks appear only for certain loans: a homeowners insurance task only on purchases, for example.</li>
</ul>
<p>The portal recalculates the step after every upload, every saved change of the loan and every change the lender makes to its workflow. The step also shows in the pipeline's Step column and filter.</p>
<h2>Workflows by channel</h2>
<p>The lender sets up one workflow for wholesale loans, one for non-delegated and one for delegated correspondent loans. A typical wholesale workflow runs Registration, Disclosures, Credit, AUS, Submission, Conditions and Closing; delegated loans usually skip AUS and go through a purchase review. Your lender's steps may differ.</p>
<h2>Tabs that appear with the workflow</h2>
<p>The Credit tab appears once the loan reaches the Credit step, and the AUS tab once it reaches the AUS step.</p>
<h2>Alerts</h2>
<p>When the loan moves to another step, its loan officer and processor are notified (when the lender turns step alerts on).</p>
<h2>"No workflow is set up for this loan"</h2>
<p>The lender has not set up steps for this loan's channel yet. Work the loan through its tabs and ask your AE what the lender needs next.</p>
`,
  },
  {
    id: 'kb-complete-a-workflow-task-with-documents',
    slug: 'complete-a-workflow-task-with-documents',
    title: 'Complete a workflow task that needs documents',
    description: 'Upload the documents a task asks for, how they are counted, and why a task stays To do after an upload.',
    sourceType: 'html',
    tags: ['loan-workflow', 'documents'],
    audiences: [],
    priority: 75,
    relatedDocumentIds: ['kb-how-the-loan-workflow-works', 'kb-upload-documents-to-a-loan', 'kb-a-document-was-rejected'],
    content: `
<h2>Document tasks</h2>
<p>Many workflow tasks ask for documents, for example "Upload two months of bank statements" or "Upload the title commitment". Under the task each required document is listed by its key, its folder and its count: "BANKSTMT (Bank Statements): 1 of 2".</p>
<h2>Upload from the task</h2>
<ol>
<li>On the Workflow tab, click <strong>Upload</strong> beside the document.</li>
<li>The Documents tab opens with a note such as "Uploading W2 for the workflow": files uploaded here count for the task and are filed in its folder (the folder is created when it does not exist yet).</li>
<li>Drop or choose the files. Upload one file per document: two W-2s are two files.</li>
<li>Go back to the Workflow tab: the count and the task's state are already updated.</li>
</ol>
<p>To upload something unrelated instead, click <strong>Upload other files instead</strong>.</p>
<h2>How documents are counted</h2>
<ul>
<li>A file uploaded from the task counts for it.</li>
<li>A file whose title contains the key in square brackets also counts, for example "Pay stub March [PAYSTUB]". Renaming a file to add the key is a quick way to make an earlier upload count.</li>
<li>A task may need several files ("1 of 2") or accept any one of several documents ("Any one of these documents completes the task"), for example two W-2s or two tax returns.</li>
<li>An optional document never holds the task back.</li>
<li>A document the lender rejected stops counting.</li>
</ul>
<h2>Typical document keys</h2>
<table>
<thead><tr><th>Key</th><th>Document</th></tr></thead>
<tbody>
<tr><td>1003</td><td>The signed loan application</td></tr>
<tr><td>ITP</td><td>The signed intent to proceed</td></tr>
<tr><td>CREDIT</td><td>The credit report</td></tr>
<tr><td>W2, TAXRETURN</td><td>Income documents</td></tr>
<tr><td>BANKSTMT</td><td>Bank statements</td></tr>
<tr><td>AUS</td><td>DU or LPA findings</td></tr>
<tr><td>APPRAISAL, TITLE, HOI, FLOOD</td><td>Appraisal, title commitment, insurance binder, flood certificate</td></tr>
</tbody>
</table>
<p>Your lender chooses its own keys; the Workflow tab always shows the ones it uses.</p>
<h2>The task is still To do</h2>
<ul>
<li>Check the count: a task needing two files is not complete with one.</li>
<li>The task may also have rules, listed under it, such as a field to fill on the URLA.</li>
<li>A rejected document no longer counts: upload a corrected one.</li>
</ul>
`,
  },
  {
    id: 'kb-what-the-loan-summary-shows',
    slug: 'what-the-loan-summary-shows',
    title: 'What the loan Summary tab shows',
    description: 'Borrowers, property, terms, status, step, folder, open conditions, people and recent activity on one page.',
    sourceType: 'html',
    tags: ['loan-summary', 'loan-workflow'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-how-the-loan-workflow-works', 'kb-change-the-loan-officer-or-processor', 'kb-loan-conditions-explained'],
    content: `
<h2>One page for the whole loan</h2>
<p>The <strong>Summary</strong> tab gathers what you need to answer "where is this loan?" without opening every tab. Its heading carries the loan's status and current workflow step as badges.</p>
<h2>Sections</h2>
<table>
<thead><tr><th>Section</th><th>What it shows</th></tr></thead>
<tbody>
<tr><td>Borrowers</td><td>Each borrower pair ("Pair 1: …" when there are several)</td></tr>
<tr><td>Property</td><td>The subject property address, or "No address yet"</td></tr>
<tr><td>Loan terms</td><td>Amount, rate, term, purpose, program and the other key terms</td></tr>
<tr><td>Where it stands</td><td>Status, workflow step, folder, open conditions, channel and the key dates such as application and estimated closing date</td></tr>
<tr><td>People on this loan</td><td>Loan officer, loan processor, submission contact and account executive, with their emails</td></tr>
<tr><td>Recent activity</td><td>The latest twelve events, newest first</td></tr>
</tbody>
</table>
<h2>Recent activity</h2>
<p>Each event says what happened, its kind, when and who did it. Kinds are Created, Document, Workflow, Contacts, Condition, Lock, Archive, Loan data and Borrowers. For example a saved URLA change reads like "Taylor Brooks changed Borrower First Name from Ann to Anna", with SSNs masked.</p>
<h2>Loan statuses</h2>
<ul>
<li><strong>Active</strong>: created and being prepared.</li>
<li><strong>Submitted</strong>: sent to the lender for review.</li>
<li><strong>In Underwriting</strong>: an underwriter is reviewing it.</li>
<li><strong>Approved</strong>: approved, usually with conditions.</li>
<li><strong>Closed</strong>: funded and closed.</li>
<li><strong>Withdrawn</strong> and <strong>Denied</strong>: ended without closing.</li>
</ul>
<p>Closed, withdrawn and denied loans are history: the pipeline hides them unless you tick Include closed loans.</p>
<h2>The loan header</h2>
<p>Above every tab of the loan, a header repeats the channel, loan amount, purpose, program, loan officer, loan processor, folder and last update, so you always know which loan you are on.</p>
`,
  },
  {
    id: 'kb-change-the-loan-officer-or-processor',
    slug: 'change-the-loan-officer-or-processor',
    title: 'Change the loan officer or loan processor on a loan',
    description: "Reassign a loan's officer, processor or submission contact on the Contacts tab, and find the account executive.",
    sourceType: 'html',
    tags: ['contacts'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-pick-the-loan-contacts', 'kb-notifications-and-loan-alerts', 'kb-why-is-my-loan-read-only'],
    content: `
<h2>When to change contacts</h2>
<p>Change a loan's contacts when a processor goes on leave, a loan officer leaves your company, or the work is split differently. Only the people named on the loan get its alerts, so keep them current.</p>
<h2>Change them</h2>
<ol>
<li>Open the loan and choose the <strong>Contacts</strong> tab.</li>
<li>Pick the new person in <strong>Loan Officer</strong>, <strong>Loan Processor</strong> or <strong>Submission Contact</strong>. Each list shows your company's users with that role; "Nobody" leaves the role empty.</li>
<li>Click <strong>Save contacts</strong>. "Contacts saved: The change is recorded in the loan activity." confirms it. <strong>Discard changes</strong> puts the saved contacts back.</li>
</ol>
<p>The change takes effect at once: the new processor sees the loan's alerts from now on, and the Summary tab's activity records who changed what, for example "Loan Processor: Morgan Lee → Avery Chen".</p>
<h2>Rules</h2>
<ul>
<li>Wholesale and non-delegated loans always need a loan officer and a loan processor. Leaving one empty is refused with "This loan needs its Loan Officer and Loan Processor."</li>
<li>A delegated loan needs its submission contact when the lender uses one.</li>
<li>Only users of the loan's company can be chosen, each for a role they hold (the submission contact may hold either role).</li>
<li>Disabled users are listed as "(Disabled)" because they cannot log in; replace them with an active colleague.</li>
</ul>
<h2>Someone is missing from the list</h2>
<p>The person needs an account with the right role at your company. Ask your company administrator or your AE to add the user or the role, then come back to the tab.</p>
<h2>The account executive</h2>
<p>The tab also shows your company's account executive with name and email. The AE is assigned to your company by the lender, not chosen per loan; if "No account executive is assigned" shows, ask the lender who covers your company.</p>
<h2>Why the lists are disabled</h2>
<p>The contacts cannot be changed while the loan is read-only for you: a lender staff member holds its lock, it is archived, or it is locked by an adverse action.</p>
`,
  },
  {
    id: 'kb-loan-conditions-explained',
    slug: 'loan-conditions-explained',
    title: 'Loan conditions: categories and statuses',
    description:
      'What the Conditions tab shows, the Prior to Approval, Docs and Funding categories, and what Open, Submitted, Cleared and Waived mean.',
    sourceType: 'html',
    tags: ['conditions'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-answer-a-condition-with-a-pdf', 'kb-a-document-was-rejected', 'kb-notifications-and-loan-alerts'],
    content: `
<h2>What a condition is</h2>
<p>A condition is something the lender needs before it approves, draws documents or funds the loan: an updated pay stub, a letter of explanation, a gift letter, the insurance binder. The lender's staff add conditions during underwriting; you answer them with documents and comments.</p>
<h2>Categories</h2>
<p>The <strong>Conditions</strong> tab groups conditions under the lender's categories, in the lender's order. The usual ones are:</p>
<table>
<thead><tr><th>Category</th><th>Needed before</th><th>Examples</th></tr></thead>
<tbody>
<tr><td>Prior to Approval</td><td>The underwriter's approval</td><td>Income and asset documents, explanations of credit inquiries, VOE</td></tr>
<tr><td>Prior to Docs</td><td>Closing documents are drawn</td><td>Homeowners insurance binder, title commitment, appraisal items</td></tr>
<tr><td>Prior to Funding</td><td>The loan funds</td><td>Final verbal VOE, signed closing package items, payoff statements</td></tr>
</tbody>
</table>
<p>A condition under a category the lender no longer uses is shown under "Other".</p>
<h2>Statuses</h2>
<table>
<thead><tr><th>Status</th><th>Meaning</th><th>Who moves it</th></tr></thead>
<tbody>
<tr><td>Open</td><td>Needs something from you</td><td>The lender adds it open, or reopens it</td></tr>
<tr><td>Submitted</td><td>You answered it; the lender reviews</td><td>You (by uploading a document or clicking Mark submitted) or the lender</td></tr>
<tr><td>Cleared</td><td>The lender accepted the answer</td><td>The lender</td></tr>
<tr><td>Waived</td><td>The lender no longer needs it</td><td>The lender</td></tr>
</tbody>
</table>
<p>Open and Submitted conditions still count as open; the Summary tab shows how many are open.</p>
<h2>Reading a condition</h2>
<p>Each condition card shows its title, status, description, the lender staff member who reviews it (Owner), its due date, who added it, its documents and its comments. A condition still open after its due date is marked <strong>Overdue</strong>.</p>
<h2>Filter by status</h2>
<p>The counts at the top say how many conditions are in each status. Use the All, Open, Submitted, Cleared and Waived switch to show one status only; the choice is kept in the page address, so a bookmarked link opens the same view. Depending on the lender's settings, cleared and waived conditions may be hidden from broker users.</p>
<h2>Staying on top</h2>
<p>The loan officer and processor are notified when a condition is added, cleared, waived or reopened, and the tab updates live while open.</p>
`,
  },
  {
    id: 'kb-answer-a-condition-with-a-pdf',
    slug: 'answer-a-condition-with-a-pdf',
    title: 'Answer a condition with a PDF',
    description: 'Upload a document against a condition, mark it submitted, add comments, and prepare PDFs the underwriter can clear.',
    sourceType: 'html',
    tags: ['conditions', 'documents'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-loan-conditions-explained', 'kb-a-document-was-rejected', 'kb-upload-documents-to-a-loan'],
    content: `
<h2>Upload against the condition</h2>
<ol>
<li>Open the loan's <strong>Conditions</strong> tab and find the condition (filter by Open to see only what is needed).</li>
<li>Click <strong>Upload a document</strong> on the condition's card and choose the file.</li>
<li>The file is checked first against what your lender accepts, which the button's tooltip names: by default a PDF or an image (JPG, PNG, GIF, WebP, TIFF) of at most 25 MB. A file that does not pass is not sent and a message says why.</li>
<li>"Document uploaded: … answers …" confirms it. An open condition becomes <strong>Submitted</strong>, and the account executives covering your company are told.</li>
</ol>
<p>The file also appears on the Documents tab, so it is part of the loan file. Upload several files to one condition when needed, one at a time.</p>
<h2>Answer without a document</h2>
<p>When the answer is not a document (for example the lender already has the item), click <strong>Mark submitted</strong> and explain in a comment. Use <strong>Add a comment</strong> under the card for any note to the underwriter; everyone on the loan can read comments.</p>
<h2>Why a PDF</h2>
<p>Any allowed type is accepted, but a PDF is best for conditions:</p>
<ul>
<li>one file holds every page of the document, in order;</li>
<li>it opens in the portal's viewer and can be compared side by side with another PDF;</li>
<li>TIFF files cannot be shown in the browser and can only be downloaded.</li>
</ul>
<p>Word and Excel files are accepted only when your lender allows them (never with macros); otherwise print or save them as PDF first.</p>
<h2>Prepare a document the underwriter can clear</h2>
<ul>
<li>Send every page, including blank or "intentionally left blank" pages of statements.</li>
<li>Make sure the borrower's name, the account or employer and the dates are readable.</li>
<li>Combine a multi-page document into one PDF rather than one file per page.</li>
<li>Give the file a clear name ("Smith bank statement March 2026.pdf"); the title defaults to the file name.</li>
<li>Answer exactly what the condition asks; add a comment if something is missing and when it will follow.</li>
</ul>
<h2>After the condition is cleared</h2>
<p>Cleared and waived conditions do not take new uploads unless the lender allows it. If the underwriter needs more, the lender reopens the condition and you are notified.</p>
`,
  },
  {
    id: 'kb-a-document-was-rejected',
    slug: 'a-document-was-rejected',
    title: 'A document was rejected: what now?',
    description: 'Why the lender rejects a document, where you read the reason, and how to send a corrected one.',
    sourceType: 'html',
    tags: ['conditions', 'documents'],
    audiences: [],
    priority: 60,
    relatedDocumentIds: ['kb-answer-a-condition-with-a-pdf', 'kb-complete-a-workflow-task-with-documents', 'kb-loan-conditions-explained'],
    content: `
<h2>What happens when a document is rejected</h2>
<p>When the lender's staff review a document uploaded against a condition and find it is not enough, they reject it with a reason. Then:</p>
<ul>
<li>the loan officer and loan processor are notified;</li>
<li>the condition goes back to <strong>Open</strong>;</li>
<li>the document stays on the loan, marked rejected with the reason beside it, and opens in the viewer watermarked REJECTED;</li>
<li>it no longer counts for any workflow task, so a task it completed may go back to To do.</li>
</ul>
<h2>Where to read the reason</h2>
<p>Open the Conditions tab. Under the condition, the document is marked rejected with the lender's reason, for example "Statement is missing page 3 of 4" or "Pay stub older than 30 days". The notification links to the loan as well.</p>
<h2>Send a corrected document</h2>
<ol>
<li>Fix what the reason names: get the missing pages, a more recent statement, a signed copy.</li>
<li>On the same condition, click <strong>Upload a document</strong> and upload the corrected file. The condition becomes Submitted again.</li>
<li>Add a comment if it helps the reviewer, for example "Complete statement, all 4 pages".</li>
</ol>
<p>Do not delete or rename the rejected file to hide it: the rejection is part of the loan's history and helps the underwriter see what changed.</p>
<h2>Common reasons for rejection</h2>
<table>
<thead><tr><th>Reason</th><th>How to avoid it</th></tr></thead>
<tbody>
<tr><td>Missing pages</td><td>Upload the whole statement, every page, as one PDF.</td></tr>
<tr><td>Out of date</td><td>Pay stubs and bank statements must be recent; check the lender's age limits.</td></tr>
<tr><td>Unreadable</td><td>Scan at a readable resolution; avoid phone photos at an angle.</td></tr>
<tr><td>Wrong borrower or property</td><td>Check names and addresses before uploading.</td></tr>
<tr><td>Unsigned</td><td>Letters of explanation and disclosures need signatures and dates.</td></tr>
</tbody>
</table>
<h2>You disagree with the rejection</h2>
<p>Comment on the condition explaining why the document should be accepted, or send Loan Help to your account executive with the loan and condition named.</p>
`,
  },
  {
    id: 'kb-upload-documents-to-a-loan',
    slug: 'upload-documents-to-a-loan',
    title: 'Upload documents to a loan: file types and size limits',
    description: 'Upload files on the Documents tab: accepted types, the 25 MB limit, folders, and the messages a refused file shows.',
    sourceType: 'html',
    tags: ['documents'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: [
      'kb-folders-and-viewing-loan-documents',
      'kb-answer-a-condition-with-a-pdf',
      'kb-complete-a-workflow-task-with-documents',
    ],
    content: `
<h2>Upload files</h2>
<ol>
<li>Open the loan's <strong>Documents</strong> tab.</li>
<li>In <strong>Upload to</strong>, choose the folder, or Uncategorized.</li>
<li>Drop files on the area that reads "Drop files here or click to choose", or click <strong>Choose files</strong>.</li>
<li>Files are sent one by one with a progress bar ("Uploading statement.pdf (2 of 3)…"); "3 files uploaded." confirms it.</li>
</ol>
<p>Everyone with the loan open sees the new files at once, and the account executives covering your company are told about your upload.</p>
<h2>What you can upload</h2>
<table>
<thead><tr><th>Rule</th><th>Limit</th></tr></thead>
<tbody>
<tr><td>File types</td><td>What your lender accepts, named on the upload area. By default PDF (.pdf) and images: .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff; Word (.docx) and Excel (.xlsx) when the lender adds them</td></tr>
<tr><td>Size</td><td>Your lender's limit, named on the upload area: up to 25 MB per file</td></tr>
<tr><td>File name</td><td>Up to 255 characters</td></tr>
<tr><td>Title</td><td>Up to 200 characters; defaults to the file name without its extension</td></tr>
</tbody>
</table>
<p>The portal reads a file's type from its content, not its name. A Word document renamed to .pdf is refused, and a PDF named "scan.png" is stored as scan.pdf. Print or save email files as PDF before uploading, and Word and Excel files too unless your lender accepts them. Where the lender asks for PDF only (most conditions and disclosures), upload PDF.</p>
<h2>When a file is refused</h2>
<p>Files are checked in your browser before anything is sent; the rest of your selection is still uploaded. Refused files are listed under "A file was not uploaded" (or "N files were not uploaded") with the reason:</p>
<ul>
<li>the file is larger than the limit the upload area names (25 MB at most): compress or split it;</li>
<li>the type is not accepted: convert it to PDF;</li>
<li>the file is empty: export it again;</li>
<li>the loan is read-only for you: see <a href="/knowledge/html/why-is-my-loan-read-only">Why is my loan read-only?</a></li>
</ul>
<h2>Uploading for a workflow task or a condition</h2>
<p>Upload from the Workflow tab's <strong>Upload</strong> button to count a file for a task, and from a condition's <strong>Upload a document</strong> button to answer the condition. Both land on the Documents tab as well.</p>
<h2>Good practice</h2>
<ul>
<li>One document per file, all pages, readable scans.</li>
<li>Name files so the underwriter knows what they are without opening them.</li>
<li>File them in the right folder, or move them later.</li>
</ul>
`,
  },
  {
    id: 'kb-folders-and-viewing-loan-documents',
    slug: 'folders-and-viewing-loan-documents',
    title: 'Folders, renaming, moving and viewing loan documents',
    description: 'Create folders, rename and move files, view PDFs and images, compare two PDFs and download.',
    sourceType: 'html',
    tags: ['documents'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-upload-documents-to-a-loan', 'kb-complete-a-workflow-task-with-documents'],
    content: `
<h2>How the Documents tab is laid out</h2>
<p>The tab lists the loan's folders, each with its files, then <strong>Uncategorized</strong> for files in no folder. For each file you see its title, file name, size in MB, who uploaded it and when. Uploading from a workflow task files the document in the task's folder, such as Income or Title, and creates that folder when the loan does not have it yet.</p>
<h2>Create a folder</h2>
<p>Click <strong>New folder</strong>, enter a <strong>Folder title</strong> and click <strong>Create folder</strong>. Titles are unique on a loan regardless of capitals: a second "bank statements" is refused. Titles take up to 200 characters.</p>
<h2>File actions</h2>
<table>
<thead><tr><th>Action</th><th>What it does</th></tr></thead>
<tbody>
<tr><td>View</td><td>Opens a PDF in the viewer, or an image in a preview</td></tr>
<tr><td>Download</td><td>Saves the file to your computer</td></tr>
<tr><td>Move to folder</td><td>Files it in another folder, or takes it out of every folder</td></tr>
<tr><td>Rename</td><td>Changes its title (the file itself is unchanged)</td></tr>
<tr><td>Compare with another PDF</td><td>Opens two PDFs side by side</td></tr>
</tbody>
</table>
<p>Renaming is also how you make an earlier upload count for a workflow task: add the task's key in square brackets to the title, for example "Tax return 2025 [TAXRETURN]".</p>
<h2>Viewing</h2>
<p>The viewer shows "Please wait..." while the file loads. PDFs and JPEG, PNG, GIF and WebP images display in the portal; TIFF files cannot be drawn by browsers and are download only. Documents the lender rejected open watermarked REJECTED. If a file does not load you see "Got an Error while loading the file, please try again" with a Try again button.</p>
<h2>Compare two PDFs</h2>
<p>Choose <strong>Compare with another PDF</strong> on one file and pick the other in "Compare with". Both open side by side, for example a revised purchase contract next to the original.</p>
<h2>Who sees the documents</h2>
<p>Everyone on your company's side with access to the loan, the account executives covering your company and the lender's administrators. Changes appear live in every open browser.</p>
<h2>When you cannot change anything</h2>
<p>While a lender staff member holds the loan's lock, or the loan is archived, the tab is read-only. Under an adverse-action lock the Documents tab stays open: you can still view and upload.</p>
`,
  },
  {
    id: 'kb-why-is-my-loan-read-only',
    slug: 'why-is-my-loan-read-only',
    title: 'Why is my loan read-only? Loan locks and archived loans',
    description:
      'The three reasons a loan cannot be changed: a staff member holds its lock, it is archived, or an adverse action locked it.',
    sourceType: 'html',
    tags: ['locks', 'loan-workflow'],
    audiences: [],
    priority: 65,
    relatedDocumentIds: ['kb-adverse-action-locked-to-documents', 'kb-lock-a-rate', 'kb-ask-your-account-executive-for-help'],
    content: `
<h2>The loan tells you why</h2>
<p>When a loan cannot be changed, a banner at the top of the loan says why, and forms on its tabs are disabled. On the URLA the action bar reads "This loan is read-only for you, so nothing can be saved."</p>
<h2>1. A lender staff member is working on it</h2>
<p>Banner: "<em>Name</em> is working on this loan", with "Since <em>date and time</em>. It is read-only for you until they release it." An account executive or other staff member has taken the loan's lock, usually while they review or update the file, so that nobody changes it under them. Everything is read-only for everyone else while they hold it, documents included. The page unlocks by itself as soon as they release the lock. If you need to change something urgently, send Loan Help to your account executive.</p>
<h2>2. The loan is archived</h2>
<p>Banner: "This loan is archived. It can be read but not changed." The lender's administrators archive loans that are finished or were created by mistake. Only an administrator can restore one; ask your AE if you need it reopened.</p>
<h2>3. An adverse action locked it</h2>
<p>Banner: "This loan is locked by an adverse action. Only its documents can be viewed and uploaded." The loan was denied, withdrawn, closed for incompleteness or approved but not accepted. Only the Documents tab stays open. See <a href="/knowledge/html/adverse-action-locked-to-documents">Adverse action: what locked to Documents means</a>.</p>
<h2>A loan lock is not a rate lock</h2>
<p>The loan's lock described here decides who may edit the file. A <strong>rate lock</strong> fixes the interest rate and price for a period; it does not make the loan read-only. See <a href="/knowledge/html/lock-a-rate">Lock a rate</a>.</p>
<h2>Other reasons you cannot edit one field</h2>
<ul>
<li>The field is display-only: the lender sets it, for example the loan program set by your account executive.</li>
<li>The field is set by the portal, such as the loan number.</li>
</ul>
<p>See <a href="/knowledge/html/why-cant-i-edit-this-field">Why can't I edit this field?</a></p>
<h2>Summary</h2>
<table>
<thead><tr><th>Reason</th><th>What stays open</th><th>Who can undo it</th></tr></thead>
<tbody>
<tr><td>Staff member's lock</td><td>Reading only</td><td>The holder, or an administrator</td></tr>
<tr><td>Archived</td><td>Reading only</td><td>An administrator</td></tr>
<tr><td>Adverse action</td><td>The Documents tab: view and upload</td><td>The lender, by correcting the loan's action taken</td></tr>
</tbody>
</table>
`,
  },
  {
    id: 'kb-adverse-action-locked-to-documents',
    slug: 'adverse-action-locked-to-documents',
    title: 'Adverse action: what locked to Documents means',
    description: 'Why a denied or withdrawn loan is restricted to its Documents tab, what triggers the lock and what you can still do.',
    sourceType: 'html',
    tags: ['adverse-action', 'documents', 'hmda'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-why-is-my-loan-read-only', 'kb-hmda-data-on-your-loans', 'kb-upload-documents-to-a-loan'],
    content: `
<h2>What you see</h2>
<p>An orange banner reads "This loan is locked by an adverse action. Only its documents can be viewed and uploaded. Its other pages and changes stay closed." Every other tab is closed: a link to the Workflow or URLA tab takes you to the Documents tab instead. The loan stays in your pipeline and its history is kept.</p>
<h2>What an adverse action is</h2>
<p>In mortgage lending an adverse action is a decision not to make the loan on the terms applied for. It is recorded as the loan's HMDA <strong>action taken</strong>. The lock applies when the action taken is one of:</p>
<ul>
<li>Application denied</li>
<li>Application withdrawn</li>
<li>File Closed for incompleteness</li>
<li>Application approved but not accepted</li>
<li>Preapproval request denied by financial institution</li>
<li>Preapproval request approved but not accepted</li>
</ul>
<p>A lender can also lock a loan when its origination system moves the loan to the "Adverse Action" twin of its folder, for example from TPO Pending to TPO Pending Adverse Action. Which of the two triggers applies is the lender's choice.</p>
<h2>Why only documents stay open</h2>
<p>Once the decision is made, the loan's data must stay as it was when the decision was taken: it is what the lender reports under HMDA and what the adverse action notice is based on. Documents stay open because files often still have to be exchanged: a signed withdrawal letter, the notice itself, or a document needed for the lender's records.</p>
<h2>What you can do</h2>
<ul>
<li>View, download and upload documents on the Documents tab.</li>
<li>Send Loan Help to your account executive about the loan.</li>
<li>If the borrower wants to reapply, ask your AE whether to start a new loan; a locked loan cannot be reopened by editing it.</li>
</ul>
<h2>What the borrower receives</h2>
<p>Under the Equal Credit Opportunity Act (Regulation B), the creditor generally notifies the applicant within 30 days after taking adverse action on a completed application, stating the action and the principal reasons or the right to request them. Who sends the notice depends on your channel and agreement with the lender; confirm with your AE.</p>
<h2>The lock is a mistake</h2>
<p>If the action taken was recorded in error, only the lender can correct it. Contact your account executive with the loan number; once the action taken is corrected, the loan's tabs open again.</p>
`,
  },
];
