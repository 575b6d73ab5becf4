import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** The Loan Information tabs: URLA and State Specific Data, their validation, saving and borrower pairs. */
export const LOAN_DATA_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-complete-the-urla-tab',
    slug: 'complete-the-urla-tab',
    title: 'Complete the URLA (Form 1003) tab',
    description: 'The sections of the URLA tab, how fields are entered and saved, and what the underwriter expects in each section.',
    sourceType: 'html',
    tags: ['urla', 'hmda'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-why-is-save-disabled-on-the-urla', 'kb-add-or-remove-a-borrower-pair', 'kb-fannie-mae-urla-resources'],
    content: `
<h2>Where it is</h2>
<p>Open the loan and choose <strong>Loan Information</strong> in the side menu, then <strong>URLA</strong>. The tab holds the loan application, the Uniform Residential Loan Application (Fannie Mae Form 1003, Freddie Mac Form 65), filled in from the imported MISMO file. The State Specific Data tab sits beside it.</p>
<h2>Sections</h2>
<table>
<thead><tr><th>Section</th><th>What it holds</th></tr></thead>
<tbody>
<tr><td>Borrower Information</td><td>Names, SSN, date of birth, marital status, dependents, phones, email, present and former addresses, for the borrower and co-borrower of each pair</td></tr>
<tr><td>Employment and Income</td><td>Current and previous employers and the monthly income from each</td></tr>
<tr><td>Assets</td><td>Bank, retirement and other accounts with their value</td></tr>
<tr><td>Liabilities</td><td>Credit cards, loans and other debts, and whether each is paid off at closing</td></tr>
<tr><td>Real Estate Owned</td><td>Other properties: value, whether kept, rental income</td></tr>
<tr><td>Loan and Property Information</td><td>Program, purpose, loan type, amounts, rate, term, dates, agency case number, action taken, the subject property and its value</td></tr>
<tr><td>Declarations</td><td>The borrowers' answers about the property, their finances and citizenship</td></tr>
<tr><td>Demographic Information</td><td>Ethnicity, race and sex as the borrowers chose to provide them</td></tr>
<tr><td>Loan Originator Information</td><td>Your company and the loan originator, with NMLS IDs and license</td></tr>
</tbody>
</table>
<p>Sections that repeat per borrower pair show each pair; assets, liabilities and properties are numbered blocks (Asset 1, Liability 1, Property 1).</p>
<h2>Entering values</h2>
<p>Fields check what you type as you type: SSNs as 123-45-6789, phones as ten digits with an optional extension, ZIP codes as five or nine digits, dates as MM/DD/YYYY, amounts with up to the field's decimals. A changed field is marked, and the bar at the top counts your unsaved changes. Click <strong>Save</strong> to save them or <strong>Discard</strong> to drop them. Leaving the tab with unsaved changes asks first.</p>
<h2>What the underwriter expects</h2>
<ul>
<li><strong>Two years</strong> of residence and employment history; add former addresses and employers when the current ones are shorter.</li>
<li>Income as a monthly amount, consistent with the pay stubs and W-2s you upload.</li>
<li>Every liability on the credit report; mark the ones paid off at closing.</li>
<li>Declarations answered for every borrower; a "yes" usually needs a letter of explanation.</li>
<li>Demographic information as the borrower provided it, including "I do not wish to provide this information" when chosen.</li>
</ul>
<h2>Working with others</h2>
<p>Several people can have the tab open. When someone else saves, the fields you have not touched take their values at once and the bar says "Another user saved changes to this loan". See <a href="/knowledge/html/keep-mine-or-take-theirs">Keep mine or Take theirs</a>.</p>
`,
  },
  {
    id: 'kb-why-is-save-disabled-on-the-urla',
    slug: 'why-is-save-disabled-on-the-urla',
    title: 'Why is Save disabled on the URLA? Validation messages explained',
    description: 'Live validation messages under the fields, the reasons the action bar gives, fields on other pages, and refused saves.',
    sourceType: 'html',
    tags: ['urla', 'state-specific-data'],
    audiences: [],
    priority: 75,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-why-cant-i-edit-this-field', 'kb-keep-mine-or-take-theirs'],
    content: `
<h2>Messages under the fields</h2>
<p>The lender's rules check the loan while you type. A field that breaks a rule shows its message in red under it, for example:</p>
<ul>
<li>"Value is required" for a required field left empty;</li>
<li>"… does not match the expected format" for an SSN, email, phone, date or ZIP code written wrongly;</li>
<li>"… is not within the range" with the minimum and maximum, such as a note rate outside what the lender accepts;</li>
<li>"… should be one of" a list, or "… should match the value of" another field;</li>
<li>messages of the lender's own, such as a purchase price required for purchases, or a declarations answer that conflicts with the occupancy.</li>
</ul>
<p>Messages disappear as soon as the value is fixed.</p>
<h2>What the action bar says</h2>
<table>
<thead><tr><th>Message</th><th>What to do</th></tr></thead>
<tbody>
<tr><td>Nothing to save: no field has been changed.</td><td>Change a field first.</td></tr>
<tr><td>2 fields need correcting before saving: the messages are under the fields.</td><td>Fix the fields with red messages; <strong>Go to the first one</strong> jumps there.</td></tr>
<tr><td>… they are not on this page and are listed below.</td><td>The failing fields are on the other tab (URLA or State Specific Data); the "Not on this page" list names them.</td></tr>
<tr><td>Choose which values to keep for the conflicting fields first.</td><td>Another user changed the same fields; decide in the conflict panel.</td></tr>
<tr><td>This loan is read-only for you, so nothing can be saved.</td><td>See why the loan is read-only.</td></tr>
</tbody>
</table>
<h2>Why a field I did not touch blocks Save</h2>
<p>The lender judges the whole loan on every save, not only the fields you changed. If an imported value already broke a rule, for example a missing co-borrower last name, it has to be fixed before any save goes through. That is why Save can stay closed after you changed a single, valid field: look for red messages elsewhere, or the "Not on this page" list.</p>
<h2>The save is refused after clicking Save</h2>
<p>Rarely, the lender's rules change while you work or a value only the server can check fails. The server's messages then appear under the fields concerned, and nothing is saved until they are fixed. Your changes stay in the form.</p>
<h2>Formats at a glance</h2>
<ul>
<li>SSN: 123-45-6789 or nine digits.</li>
<li>Phone: ten digits, dashes allowed.</li>
<li>Date: MM/DD/YYYY, years 1900 to 2099.</li>
<li>ZIP code: five digits, optionally four more.</li>
<li>Currency: digits, optional $ and thousands commas, at most two decimals.</li>
</ul>
<h2>The rule seems wrong</h2>
<p>Rules are set by the lender. If a rule blocks a loan that should be acceptable, send Loan Help to your account executive with the message text.</p>
`,
  },
  {
    id: 'kb-keep-mine-or-take-theirs',
    slug: 'keep-mine-or-take-theirs',
    title: 'Another user changed the same field: Keep mine or Take theirs',
    description: 'How the URLA and State Specific Data tabs handle two people editing one loan, and how to resolve a save conflict.',
    sourceType: 'html',
    tags: ['urla', 'state-specific-data'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-why-is-save-disabled-on-the-urla'],
    content: `
<h2>Two people, one loan</h2>
<p>A loan officer and a processor, or a broker and the lender's staff, often have the same loan open. The loan data tabs are built for that: nobody's work is silently overwritten.</p>
<h2>While you are editing</h2>
<p>When someone else saves the loan, the portal updates your page at once:</p>
<ul>
<li>fields you have not changed take the newly saved values;</li>
<li>fields you have changed keep your values;</li>
<li>the action bar shows "Another user saved changes to this loan: Your changes are kept. When you save, any field you both changed is listed for you to choose which value to keep."</li>
</ul>
<p><strong>Discard mine and show theirs</strong> drops your changes and shows the saved loan.</p>
<h2>When you save</h2>
<p>If the other person changed different fields, your save simply goes on top of theirs and both changes are kept. If you both changed the same field, nothing is saved yet and a panel opens: "Another user changed a field you changed" (or fields).</p>
<p>For each field the panel shows:</p>
<ul>
<li>the field's name and id;</li>
<li><strong>Your value</strong> and <strong>Their value</strong>;</li>
<li>who changed it and when ("Changed by … on …").</li>
</ul>
<h2>Resolve the conflict</h2>
<ol>
<li>For each field choose <strong>Keep mine</strong> or <strong>Take theirs</strong>, or use <strong>Keep all mine</strong> / <strong>Take all theirs</strong>.</li>
<li>Click <strong>Save again</strong>. It opens once every field has a choice. Your other, non-conflicting changes are saved with it.</li>
<li><strong>Decide later</strong> closes the panel and keeps your changes unsaved, for example while you check with your colleague.</li>
</ol>
<h2>Tips</h2>
<ul>
<li>If you are unsure which value is right, check the uploaded documents or ask the colleague named in the panel before choosing.</li>
<li>Every saved change is recorded in the loan's activity with who changed which field from what to what.</li>
<li>Adding or removing a borrower pair needs the latest version of the loan: save or discard your changes first.</li>
</ul>
`,
  },
  {
    id: 'kb-add-or-remove-a-borrower-pair',
    slug: 'add-or-remove-a-borrower-pair',
    title: 'Add or remove a borrower pair (up to 4)',
    description: 'What a borrower pair is, how to add a co-applicant pair on the URLA, remove one, and the four-pair limit.',
    sourceType: 'html',
    tags: ['urla', 'mismo-import'],
    audiences: [],
    priority: 60,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-import-a-mismo-loan-file', 'kb-why-is-save-disabled-on-the-urla'],
    content: `
<h2>What a borrower pair is</h2>
<p>A borrower pair is a borrower and an optional co-borrower who apply together on one application, typically spouses who share assets and debts. A loan with more applicants who do not share finances has more pairs. The portal holds at most <strong>4 borrower pairs</strong> per loan.</p>
<p>The import builds the pairs from the MISMO file: borrowers linked as sharing assets and liabilities become one pair, and other borrowers get a pair of their own. A file with more than four pairs is refused.</p>
<h2>Add a pair</h2>
<ol>
<li>On the URLA tab, save or discard your changes first: pairs are added on a saved form only ("Save or discard your changes before adding or removing a borrower pair.").</li>
<li>In the Borrower pairs bar ("1 borrower pair on this loan"), click <strong>Add borrower pair</strong>.</li>
<li>An empty pair is added after the last one. Fill in at least the borrower's names and save.</li>
</ol>
<p>With four pairs the button is disabled: "A loan holds at most 4 borrower pairs."</p>
<p>The lender's rules usually require names for each pair, so until the new pair's names are filled in, every save also has to complete them.</p>
<h2>Remove a pair</h2>
<ol>
<li>Save or discard your changes.</li>
<li>Click <strong>Remove borrower pair 2</strong> in that pair's section. The portal asks "Remove borrower pair 2?": the borrower and co-borrower of that pair, and everything entered for them, are removed, and the pairs after it move up one place.</li>
<li>Click <strong>Remove pair 2</strong> to confirm, or <strong>Keep the pair</strong>.</li>
</ol>
<p>The last pair cannot be removed: a loan always has at least one borrower. Removal is recorded in the loan's activity with everything the pair held.</p>
<h2>If someone else changed the loan</h2>
<p>Adding or removing a pair needs the latest version of the loan. If another user saved in the meantime, the portal refuses the change with a message; reload the tab and try again; this protects against removing the wrong people from an outdated view.</p>
<h2>Underwriting notes</h2>
<ul>
<li>Each borrower whose income is used must be on the application.</li>
<li>A non-borrowing spouse is not a borrower pair; some programs still need their information, ask your AE.</li>
<li>Credit is pulled per borrower; add pairs before ordering credit where possible.</li>
</ul>
`,
  },
  {
    id: 'kb-fill-in-state-specific-data',
    slug: 'fill-in-state-specific-data',
    title: 'Fill in the State Specific Data tab',
    description:
      "The disclosures and data the property's state requires: Texas, California, New York, Florida, Illinois and New Jersey sections.",
    sourceType: 'html',
    tags: ['state-specific-data', 'disclosures'],
    audiences: [],
    priority: 65,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-why-is-save-disabled-on-the-urla', 'kb-initial-disclosures-and-early-icd'],
    content: `
<h2>Where it is</h2>
<p>Open the loan, choose <strong>Loan Information</strong>, then <strong>State Specific Data</strong>. The tab saves like the URLA: the same action bar, live validation messages, Save and Discard, and the same conflict handling.</p>
<h2>The property's state decides the sections</h2>
<p>The first section, <strong>Subject Property State</strong>, holds the property's state and county: "The property's state decides which state disclosures this loan needs." After you save a new state, the tab shows that state's sections. A property in a state without sections of its own, or with no state yet, shows the general section only.</p>
<h2>Sections by state</h2>
<table>
<thead><tr><th>State</th><th>Sections</th></tr></thead>
<tbody>
<tr><td>Texas</td><td><strong>Texas Home Equity (Section 50(a)(6))</strong>: whether the loan is a Texas home-equity loan and the date of the notice concerning extensions of credit; such a loan cannot close until 12 days after the owners receive it. <strong>Texas Disclosures</strong>: the property-tax-loan disclosure when the property carries one, and the mortgage banker disclosure date.</td></tr>
<tr><td>California</td><td><strong>California Disclosures</strong>: the per diem interest disclosure and the hazard insurance disclosure. <strong>California Licensing</strong>: the lender's license under the California Finance Lenders Law.</td></tr>
<tr><td>New York</td><td><strong>New York Subprime and High-Cost Loans</strong>: whether the loan is a subprime (Banking Law 6-m) or high-cost (6-l) home loan. <strong>New York Disclosures</strong>: the pre-application disclosure and the mortgage banker license.</td></tr>
<tr><td>Florida</td><td><strong>Florida Intangible Tax and Documentary Stamps</strong>: the taxes due on recording the mortgage and on the note. <strong>Florida Licensing</strong>.</td></tr>
<tr><td>Illinois</td><td><strong>Illinois Anti-Predatory Lending Database</strong>: in the covered areas the loan needs the database's certificate of compliance or exemption before closing. <strong>Illinois Licensing</strong>.</td></tr>
<tr><td>New Jersey</td><td><strong>New Jersey Disclosures</strong>: the application disclosure, the high-cost home loan test and the lender's license.</td></tr>
</tbody>
</table>
<h2>Tips</h2>
<ul>
<li>Fill in the state section as soon as the property is known: several items, such as the Texas 12-day notice, set the earliest closing date.</li>
<li>Dates use MM/DD/YYYY and are calendar dates: they never shift with your time zone.</li>
<li>Upload the signed state disclosures to the Documents tab; the dates here record when they were given.</li>
<li>A failing field on this tab also blocks saves on the URLA tab, where it is listed under "Not on this page".</li>
</ul>
<h2>When "Retry" does nothing</h2>
<p>If the tab could not load its fields, Retry opens again once the fields the page needs change, for example after the property state changes. Reloading the browser page also asks again.</p>
`,
  },
  {
    id: 'kb-why-cant-i-edit-this-field',
    slug: 'why-cant-i-edit-this-field',
    title: "Why can't I edit this field?",
    description:
      'Display-only fields set by the lender, read-only fields set by the portal, custom labels, and when the whole loan is read-only.',
    sourceType: 'html',
    tags: ['urla', 'state-specific-data', 'field-rules'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-why-is-my-loan-read-only', 'kb-why-is-save-disabled-on-the-urla', 'kb-staff-manage-field-rules'],
    content: `
<h2>Display-only fields</h2>
<p>The lender can make a field display-only. You see its value, but the input is disabled because the lender sets it. Such fields often carry a label that says so, for example <strong>Loan Program (set by your account executive)</strong>. Others get a clearer label without being locked, such as <strong>Base Loan Amount (before financed fees)</strong>.</p>
<p>To change a display-only value, send Loan Help to your account executive with the new value and why. Nobody types these fields in the portal, the lender's staff included: the lender updates the value in its own systems, or an administrator makes the field editable on the Field Rules page.</p>
<h2>Fields set by the portal</h2>
<p>Some fields are never typed by anyone: the loan number, and the loan number in the imported file, for example. They are read-only for everyone.</p>
<h2>The whole loan is read-only</h2>
<p>If every field is disabled, the loan itself is read-only for you: a lender staff member holds its lock, it is archived, or an adverse action locked it. The banner at the top of the loan says which. See <a href="/knowledge/html/why-is-my-loan-read-only">Why is my loan read-only?</a></p>
<h2>The field is enabled but my value is refused</h2>
<ul>
<li>A red message under the field names the rule it breaks: see <a href="/knowledge/html/why-is-save-disabled-on-the-urla">Why is Save disabled on the URLA?</a></li>
<li>Drop-down fields accept only their listed options.</li>
<li>Amounts accept only as many decimals as the field keeps; a value such as 1.005 in a two-decimal field is refused rather than rounded.</li>
<li>Text fields have a maximum length.</li>
</ul>
<h2>For lender staff</h2>
<p>Display-only fields are display-only for everyone, lender staff included: they are filled by the loan file or the lender's systems, and the portal refuses a change to them. Which fields are display-only is set with form-field rules on the Field Rules page; to let a field be typed in, an administrator turns off its rule's read-only switch.</p>
`,
  },
  {
    id: 'kb-fannie-mae-urla-resources',
    slug: 'fannie-mae-urla-resources',
    title: 'Fannie Mae: Uniform Residential Loan Application (URLA) resources',
    description:
      "Fannie Mae's page for the redesigned URLA (Form 1003): the forms, instructions, FAQs and the ULAD data set behind the MISMO 3.4 file.",
    sourceType: 'url',
    url: 'https://singlefamily.fanniemae.com/delivering/uniform-mortgage-data-program/uniform-residential-loan-application',
    tags: ['urla', 'mismo-import'],
    audiences: [],
    priority: 40,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-import-a-mismo-loan-file'],
  },
];
