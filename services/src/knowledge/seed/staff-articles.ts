import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** How-tos for the lender's staff: rules, workflow, settings, conditions, loan locks, broker companies and impersonation. */
export const STAFF_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-staff-manage-field-rules',
    slug: 'staff-manage-field-rules',
    title: 'Manage field rules: rule sets, tags and rule types',
    description: 'Create and edit the validation rule sets that judge loans in Add Loan, on the URLA tabs and in the workflow.',
    sourceType: 'html',
    tags: ['field-rules', 'administration'],
    audiences: ['internal'],
    priority: 80,
    relatedDocumentIds: ['kb-staff-try-rules-on-a-loan', 'kb-staff-compare-and-restore-rule-sets', 'kb-staff-set-up-workflow-steps'],
    content: `
<h2>The Field Rules page</h2>
<p>Administrators open <a href="/admin/field-rules">Field Rules</a> from the admin menu (Rules Engine). It lists the rule sets, with each one's last save, and filters them by tag. <strong>New rule set</strong> asks for a rule set id, which names it in the history and cannot change later (up to 64 letters, digits, dots, colons, dashes or underscores); the name can.</p>
<h2>A rule set</h2>
<ul>
<li><strong>Name</strong> and <strong>Organization</strong>: "All organizations" makes it a lender-wide set run for every loan; choosing a company limits it to that company's loans.</li>
<li><strong>Tags</strong> say where it runs: <code>loan-data</code> on the URLA and State Specific Data tabs, <code>create-loan</code> in the Add Loan wizard, <code>wf-…</code> where a workflow step or task names the tag. Special tags open loan tabs: <code>loan-tab-cd-preview</code> (LE/CD Preview), <code>loan-tab-hide-icd</code> (hides ICD Request) and <code>loan-restricted-dscr</code> (restricted DSCR mode); these act when the set holds rules and all of them pass.</li>
<li><strong>Enabled: loans run this rule set</strong>. A disabled rule or set always passes.</li>
</ul>
<h2>Rule types</h2>
<table>
<thead><tr><th>Type</th><th>Passes when</th></tr></thead>
<tbody>
<tr><td>Required</td><td>The field has a value.</td></tr>
<tr><td>Format</td><td>A value, when given, matches email, SSN, phone, date, number, currency or ZIP code.</td></tr>
<tr><td>Form field</td><td>The field is filled in; it can carry its own label or be display-only (shown to everyone, changed by no one in the portal).</td></tr>
<tr><td>Range</td><td>A number lies from the minimum to the maximum, both included; an empty side is unbounded.</td></tr>
<tr><td>Composite (all or any)</td><td>All (AND) or any (OR) of its dependent rules pass.</td></tr>
<tr><td>Conditional</td><td>When the field equals, does not equal or is not empty, its dependent rules run.</td></tr>
<tr><td>Dependency</td><td>This field and another are both filled or both empty.</td></tr>
<tr><td>Comparison</td><td>The field equals, is greater than or less than another field.</td></tr>
<tr><td>Pattern (regex)</td><td>A value matches a regular expression.</td></tr>
<tr><td>One of a list / Starts with one of a list</td><td>A value is (or starts with) one of the listed values.</td></tr>
<tr><td>Logical conditions</td><td>When all or any of its conditions hold, its execution rules run.</td></tr>
<tr><td>Error message</td><td>Never: it always gives its message, as the execution rule of a logical or conditional rule.</td></tr>
</tbody>
</table>
<p>Conditions offer 26 operators, from EQUAL and IN_SET to DATE_BEFORE and DAYS_AWAY_OR_MORE.</p>
<h2>Field ids and borrower pairs</h2>
<p>A field id ending in <code>#</code> runs once per borrower pair: <code>4000#</code> checks 4000#1 to 4000#4 as the loan has pairs. Custom messages may use <code>{value}</code>, <code>{field}</code>, <code>{min}</code> and <code>{max}</code>.</p>
<h2>Editing and saving</h2>
<p>Each rule opens in a drawer with the inputs its type uses. Definitions are checked as you leave an input and before Save; each problem shows at its input, and a rule that cannot run as defined gives "Invalid value" on loans rather than being skipped. Save sends the set with the version you started from: if another administrator saved meanwhile, the page says so and offers to reload. Every open browser, brokers' URLA tabs included, picks up a saved set at once.</p>
`,
  },
  {
    id: 'kb-staff-try-rules-on-a-loan',
    slug: 'staff-try-rules-on-a-loan',
    title: 'Test a rule set on a loan with Try it',
    description: 'Run the rules as edited, before saving, against a real loan and read the messages by field.',
    sourceType: 'html',
    tags: ['field-rules', 'administration'],
    audiences: ['internal'],
    priority: 60,
    relatedDocumentIds: ['kb-staff-manage-field-rules', 'kb-staff-compare-and-restore-rule-sets'],
    content: `
<h2>Why try first</h2>
<p>A rule set tagged <code>loan-data</code> or <code>create-loan</code> judges every loan of the lender or of one company. A rule that is too strict blocks brokers' saves on the URLA and the creation of new loans. <strong>Try it</strong> shows what the rules, exactly as you have edited them and before you save, would say about a real loan.</p>
<h2>Run a try</h2>
<ol>
<li>Open the rule set on <a href="/admin/field-rules">Field Rules</a> and make your changes.</li>
<li>In the Try it panel, find a loan with the pipeline search: part of the loan number, the borrower's name or the property address.</li>
<li>Pick the loan and run the try.</li>
</ol>
<h2>Reading the result</h2>
<ul>
<li>"Loan 260001001: no messages. The loan meets every rule." The rules as edited pass on this loan.</li>
<li>"Loan 260001001: 3 messages on 2 fields." A table, <strong>Messages by field</strong>, lists each field, its value on the loan and the messages it gets. Loan-level messages are listed as "Not tied to a field".</li>
<li>When the set is switched off, the panel notes that the try shows what it would give once on.</li>
<li>A note explains that rules that cannot run as defined give "Invalid value": fix the definition rather than the loan.</li>
</ul>
<h2>A good testing routine</h2>
<ol>
<li>Try a loan that should pass (a clean, complete file) and check it gives no messages.</li>
<li>Try a loan that should fail and check the message reads well to a broker: it is shown under the field on their URLA tab or in the Add Loan required-fields step.</li>
<li>For per-pair rules, try a loan with two or more borrower pairs.</li>
<li>For conditional and logical rules, try one loan on each side of the condition, for example a purchase and a refinance.</li>
</ol>
<h2>After saving</h2>
<p>A saved <code>loan-data</code> set applies at once: brokers with a loan open see the new messages, and every save of a loan must satisfy the new rules. Consider telling your broker companies before tightening a rule that many loans in progress will fail, and keep the previous version at hand in the audit page.</p>
<h2>Who can do this</h2>
<p>Only administrators edit, try and save rule sets.</p>
`,
  },
  {
    id: 'kb-staff-compare-and-restore-rule-sets',
    slug: 'staff-compare-and-restore-rule-sets',
    title: 'Field Rules Audit: compare and restore rule set versions',
    description: 'See who changed a rule set and what changed, compare any two versions field by field, and restore an older version.',
    sourceType: 'html',
    tags: ['field-rules', 'administration'],
    audiences: ['internal'],
    priority: 55,
    relatedDocumentIds: ['kb-staff-manage-field-rules', 'kb-staff-try-rules-on-a-loan', 'kb-staff-admin-checklist-and-settings'],
    content: `
<h2>Open the audit</h2>
<p><a href="/admin/field-rules/audit">Field Rules Audit</a> (Rules Engine menu) shows "every save of a rule set: who made it, when, what changed; compare two versions and restore one." Choose the rule set in <strong>Rule set</strong>; the address keeps it (<code>?ruleSet=</code>), so you can bookmark or share the view.</p>
<h2>The versions table</h2>
<p>Versions are listed newest first. Each row gives the version number, who saved it and when, and <strong>What changed</strong>: a summary such as rules added, removed or edited, the switch turned on or off, tags changed. Versions set up when the portal was installed read "Set up with the portal". A rule switched back on without any other change is not listed as a change.</p>
<h2>Compare versions</h2>
<ul>
<li><strong>Compare version N with version N-1</strong> on a row shows what that save changed.</li>
<li>Choose any two versions, or a version and the current set, to compare them (<code>?from=&amp;to=</code> in the address).</li>
</ul>
<p>The comparison is field by field: for each rule that differs you see the inputs before and after (field id, type, message, range, conditions…), and which rules were added or removed.</p>
<h2>Restore a version</h2>
<ol>
<li>Click <strong>Restore version N</strong>.</li>
<li>Confirm in "Restore version N?".</li>
<li>"Version N restored" confirms it. The restore is saved as a new version, so nothing in the history is lost and you can undo the restore the same way.</li>
</ol>
<p>A restored set applies at once to every loan, like any save. If another administrator saved meanwhile, the restore is refused and the page asks you to reload first.</p>
<h2>When to use it</h2>
<ul>
<li>Brokers report a new blocking message on the URLA: compare the latest version with the one before to find the change.</li>
<li>A change went out too early: restore the previous version, then fix and try the change before saving it again.</li>
<li>Audits: the history answers who changed which validation rule and when.</li>
</ul>
`,
  },
  {
    id: 'kb-staff-set-up-workflow-steps',
    slug: 'staff-set-up-workflow-steps',
    title: 'Set up workflow steps and tasks for each channel',
    description: 'The Workflow settings page: steps, tasks, rule tags and required documents per variant, and the workflow settings.',
    sourceType: 'html',
    tags: ['loan-workflow', 'administration', 'settings'],
    audiences: ['internal'],
    priority: 60,
    relatedDocumentIds: [
      'kb-how-the-loan-workflow-works',
      'kb-staff-manage-field-rules',
      'kb-staff-adverse-action-trigger-and-step-alerts',
    ],
    content: `
<h2>Open the editor</h2>
<p>Administrators open <a href="/admin/settings/workflow">Workflow</a> in the admin menu. The page has two tabs, <strong>Settings</strong> and <strong>Steps and tasks</strong>. In Steps and tasks choose the <strong>Workflow variant</strong>: WH (Banked - Wholesale), DEL (Correspondent Delegated) or NONDEL (Correspondent Non-Delegated). A variant never saved says "Never saved: loans of this variant show no workflow yet."</p>
<h2>Steps</h2>
<p>Steps are listed in order. Rename, enable or disable, move up or down, add, and delete (after a confirmation). Each step has:</p>
<ul>
<li><strong>Name</strong>: shown to brokers and in the pipeline's step filter.</li>
<li><strong>Enabled</strong>: a disabled step is never shown on a loan.</li>
<li><strong>Display rules</strong>: the step shows when these rules pass.</li>
<li><strong>Completion rules</strong>: the step is complete when these pass; empty means when its shown tasks are complete.</li>
</ul>
<h2>Tasks</h2>
<ul>
<li><strong>Feature</strong>: the loan tab where the task is done (its button opens that tab), or another feature key.</li>
<li><strong>Name</strong>: what brokers read; empty uses the tab's name.</li>
<li><strong>Display rules</strong>, <strong>Enforce rules</strong> (must pass for the task to be complete; form-field rules make up its form) and <strong>Completion rules</strong>, each picked from the tags your rule sets carry.</li>
<li><strong>Documents</strong>: each with its <strong>Key</strong> (as written in brackets in attachment titles, such as W2), <strong>Number required</strong> (empty: 1), <strong>Folder name</strong> (where uploads are filed) and <strong>Optional</strong>; and <strong>Any one of these documents completes the task</strong>.</li>
</ul>
<p>A task with no completion rules and no enforce rules other than form fields is optional, unless its documents are required.</p>
<h2>Saving</h2>
<p>The form checks the workflow as services do; problems show at their field or in a list titled "The workflow has problems to fix before it is saved". Save sends the whole workflow with its version; if someone else saved meanwhile, the page offers to reload. Switching variant with unsaved changes asks "Switch without saving?". After a save, the open loans of the variant are recalculated and the pipeline's steps update.</p>
<h2>Design tips</h2>
<ul>
<li>Create the rule sets first, tagged <code>wf-…</code>, then pick their tags here.</li>
<li>Keep document keys short and consistent across variants.</li>
<li>Try the rule sets on real loans before tagging them into a step.</li>
</ul>
`,
  },
  {
    id: 'kb-staff-adverse-action-trigger-and-step-alerts',
    slug: 'staff-adverse-action-trigger-and-step-alerts',
    title: 'Workflow settings: adverse-action trigger, completed steps and step alerts',
    description:
      'Choose which adverse-action trigger locks loans to Documents, and whether brokers see completed steps and get step alerts.',
    sourceType: 'html',
    tags: ['adverse-action', 'settings', 'loan-workflow'],
    audiences: ['internal'],
    priority: 50,
    relatedDocumentIds: [
      'kb-adverse-action-locked-to-documents',
      'kb-staff-set-up-workflow-steps',
      'kb-staff-admin-checklist-and-settings',
    ],
    content: `
<h2>Where</h2>
<p>Open <a href="/admin/settings/workflow?tab=settings">Workflow</a>, tab <strong>Settings</strong>. The three settings apply to every loan of every variant. Save them like any setting: the page names who saved last and when.</p>
<h2>Show completed steps to brokers</h2>
<p>When on, brokers see the completed steps on the Workflow tab as well as the current and coming ones. Turn it off to keep the tab short on long workflows.</p>
<h2>Notify brokers on step change</h2>
<p>When on, a loan's officer and processor are notified when the loan moves to another step, for example "Loan 260001001 moved from Credit to the AUS step.", by email too when their preference asks for it. Nobody is notified of a move their own action caused.</p>
<h2>Adverse-action trigger</h2>
<p>An adverse-action lock restricts a loan to its Documents tab, refusing every other change. Two triggers exist:</p>
<table>
<thead><tr><th>Trigger</th><th>Locks when</th></tr></thead>
<tbody>
<tr><td>A (TPO)</td><td>The HMDA action taken is Application approved but not accepted, Application withdrawn or File Closed for incompleteness, <em>and</em> the archived-new-instance flag (CX.ARCHIVEDNEWINSTANCE) is Y, <em>and</em> the loan's folder is Retail, TPO Pending, Corr Delegated, Corr Non-Delegated or Employee Loans while the move folder (CX.MOVEFOLDER) is that folder's "Adverse Action" twin.</td></tr>
<tr><td>B</td><td>The action taken alone is any adverse value: approved but not accepted, denied, withdrawn, closed for incompleteness, or a preapproval denied or approved but not accepted.</td></tr>
<tr><td>Both (default)</td><td>Either trigger locks the loan.</td></tr>
</tbody>
</table>
<p>Both is the default because a loan with an adverse action must not stay editable just because only one of the two records was updated in the origination system. Choose A if your process records adverse actions only through the folder move.</p>
<h2>What the lock does</h2>
<ul>
<li>Every tab but Documents closes, and links to them lead to Documents.</li>
<li>Services refuse loan changes (the loan is locked), except documents.</li>
<li>Brokers see "This loan is locked by an adverse action".</li>
</ul>
<p>To unlock a loan locked in error, correct its action taken (and folder fields) in the origination system; the loan opens again when they no longer match.</p>
`,
  },
  {
    id: 'kb-staff-general-settings-and-feature-flags',
    slug: 'staff-general-settings-and-feature-flags',
    title: 'General Settings: Non-QM channels and feature flags',
    description: 'Switch Non-QM on or off per channel and turn portal features on with the feature flags.',
    sourceType: 'html',
    tags: ['settings', 'non-qm', 'administration'],
    audiences: ['internal'],
    priority: 65,
    relatedDocumentIds: ['kb-staff-loan-upload-and-redirect-rules', 'kb-staff-admin-checklist-and-settings', 'kb-submit-a-non-qm-loan'],
    content: `
<h2>Where</h2>
<p><a href="/admin/settings/general-settings">General Settings</a> (admin menu, Settings) holds two forms: <strong>Non-QM channels</strong> and <strong>Feature flags</strong>. Each saves on its own, with the version it started from.</p>
<h2>Non-QM channels</h2>
<p>"Loans of a channel that is off cannot be marked Non-QM in Add Loan." Three switches: wholesale, non-delegated and delegated. When a channel is off, the wizard's Non-QM checkbox is disabled with "Non-QM products are not available for {channel} channels.", and services refuse a Non-QM create on that channel even if the browser were bypassed.</p>
<h2>Feature flags</h2>
<p>"Each feature is shown to every user at once when it is turned on, and hidden when it is turned off." Open pages update without a reload.</p>
<table>
<thead><tr><th>Flag</th><th>What it turns on</th><th>Default</th></tr></thead>
<tbody>
<tr><td>Third contact</td><td>Add Loan asks for a submission contact besides the loan officer and processor (required on delegated loans).</td><td>Off</td></tr>
<tr><td>HOI opt-out</td><td>Add Loan shows the homeowners-insurance notice step.</td><td>Off</td></tr>
<tr><td>Non-QM redirect</td><td>Non-QM loans are sent to the Non-QM pipeline.</td><td>Off</td></tr>
<tr><td>New training pages</td><td>The Training menu shows the training pages.</td><td>On</td></tr>
<tr><td>Knowledge base</td><td>The knowledge base and its links in the help center.</td><td>On</td></tr>
<tr><td>Early ICD</td><td>Loans offer the ICD Request tab.</td><td>Off</td></tr>
<tr><td>HOI opt-out page</td><td>Loans show the Homeowners Insurance tab.</td><td>Off</td></tr>
<tr><td>Agentic assistant</td><td>The floating assistant, able to act in the portal.</td><td>On</td></tr>
<tr><td>Banner</td><td>The info banner above every page, between its start and end dates.</td><td>Off</td></tr>
</tbody>
</table>
<p>While flags load, each reads as its default, so a gated feature never flashes on and off.</p>
<h2>Before turning a flag on</h2>
<ul>
<li><strong>Third contact</strong>: delegated loans then need a submission contact; tell your correspondents.</li>
<li><strong>Early ICD</strong>: a rule set tagged <code>loan-tab-hide-icd</code> can still hide the tab on particular loans.</li>
<li><strong>Banner</strong>: set the message, dates and colours on the Banner page first; it warns when the colours contrast less than 4.5:1.</li>
<li><strong>Non-QM redirect</strong>: set up the redirect rule on the Loan Upload page.</li>
</ul>
<h2>Audit</h2>
<p>Every save is recorded with who, when and the values before and after; see the Audit page in Settings.</p>
`,
  },
  {
    id: 'kb-staff-loan-upload-and-redirect-rules',
    slug: 'staff-loan-upload-and-redirect-rules',
    title: 'Loan Upload settings and redirect rules',
    description: 'Set the import size and extensions, and the redirect rules that send or block uploaded loans in Add Loan.',
    sourceType: 'html',
    tags: ['settings', 'mismo-import', 'non-qm'],
    audiences: ['internal'],
    priority: 55,
    relatedDocumentIds: [
      'kb-eligibility-redirect-or-upload-blocked',
      'kb-staff-general-settings-and-feature-flags',
      'kb-import-a-mismo-loan-file',
    ],
    content: `
<h2>Where</h2>
<p><a href="/admin/settings/loan-upload">Loan Upload</a> (Rules Engine menu): "Upload checks and the redirect rules the Add Loan wizard applies to an uploaded loan file."</p>
<h2>Upload checks</h2>
<ul>
<li><strong>Maximum import size (MB)</strong>: at most 25 MB, the portal's own limit. The wizard and the import refuse a larger file from the next upload, naming the limit.</li>
<li><strong>Accepted extensions</strong>: type an extension such as .xml and press Enter. A file whose name ends otherwise is refused; the import itself reads MISMO 3.4 XML only.</li>
</ul>
<h2>Redirect rules</h2>
<p>Without rules, "every uploaded loan continues through the wizard." Each rule has:</p>
<table>
<thead><tr><th>Input</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>Enabled</td><td>Only enabled rules are matched.</td></tr>
<tr><td>Conditions (Field, Operator, Value)</td><td>Judged on the imported loan's fields plus the Non-QM choice as CX.NONQM.YN (X when ticked); all must hold.</td></tr>
<tr><td>Percent (probability from 0 to 1)</td><td>The share of matching loans the rule applies to; 1 or empty is always.</td></tr>
<tr><td>Redirect URL</td><td>Where the loan continues. An address containing "block" blocks the upload instead.</td></tr>
<tr><td>Error message</td><td>The text brokers read on the Upload Blocked or Eligibility Redirect screen. The message "seamless" redirects at once, with a spinner.</td></tr>
</tbody>
</table>
<p>The first enabled rule that matches applies. The percentage is rolled once when the broker leaves the import step.</p>
<h2>What brokers see</h2>
<ul>
<li>Block: "Upload Blocked" with your message and Back only.</li>
<li>Redirect: "Eligibility Redirect" with Back and Continue; Continue moves them to the redirect address with a single-use transition token (valid five minutes), the loan token, the channel and the Non-QM choice.</li>
<li>A failed redirect: "An unexpected error occurred during redirect." with Back and Retry.</li>
</ul>
<h2>Example: Non-QM to a separate pipeline</h2>
<p>Condition CX.NONQM.YN EQUAL X, percent 1, the Non-QM pipeline's address, and a message such as "Non-QM loans are originated in our Non-QM portal. Continue to move this loan there; your loan data goes with it." Turn on the Non-QM redirect flag in General Settings too.</p>
<h2>Safety</h2>
<p>Services re-check every enabled rule that always applies and blocks, so a create call cannot bypass a block. Redirects are matched in the browser.</p>
`,
  },
  {
    id: 'kb-staff-manage-loan-conditions',
    slug: 'staff-manage-loan-conditions',
    title: 'Add, clear, waive and reopen loan conditions',
    description:
      'Staff how-to for the Conditions tab: adding conditions, owners and due dates, status moves with notes, rejecting documents and the Conditions settings.',
    sourceType: 'html',
    tags: ['conditions', 'administration'],
    audiences: ['internal'],
    priority: 75,
    relatedDocumentIds: ['kb-loan-conditions-explained', 'kb-a-document-was-rejected', 'kb-staff-take-the-loan-lock'],
    content: `
<h2>Who can manage conditions</h2>
<p>The account executives covering the loan's company and administrators add, edit, clear, waive, reopen and remove conditions and reject documents. Brokers answer: they upload documents, mark an open condition submitted and comment.</p>
<h2>Add a condition</h2>
<ol>
<li>On the loan's Conditions tab click <strong>Add condition</strong> (or "Add the first condition").</li>
<li>Enter the <strong>Title</strong> (up to 200 characters) and the <strong>Description</strong>: "What the broker needs to send, and anything the underwriter will check" (up to 4,000).</li>
<li>Choose the <strong>Category</strong>, the <strong>Owner</strong> ("Who reviews it at the lender") and a due date if needed.</li>
<li>Click Add condition. The loan officer and processor are notified at once.</li>
</ol>
<h2>Move a condition</h2>
<table>
<thead><tr><th>From</th><th>To</th></tr></thead>
<tbody>
<tr><td>Open</td><td>Submitted, Cleared, Waived</td></tr>
<tr><td>Submitted</td><td>Open (reopen), Cleared, Waived</td></tr>
<tr><td>Cleared or Waived</td><td>Open (reopen)</td></tr>
</tbody>
</table>
<p><strong>Clear</strong>, <strong>Waive</strong> and <strong>Reopen</strong> ask for an optional note, "kept as a comment on the condition, for the broker and the lender to read". Clearing, waiving and reopening notify the loan's officer and processor.</p>
<h2>Reject a document</h2>
<p>Under a condition, reject a document that is not enough with a reason (up to 500 characters; "The broker reads it beside the document."). The document stays, watermarked REJECTED, stops counting for workflow tasks, and the condition goes back to Open. Be specific: "Missing page 3 of 4 of the March statement".</p>
<h2>Edit and remove</h2>
<p>Edit changes the title, description, category, owner or due date. Remove is possible only while no document answers the condition; otherwise waive it.</p>
<h2>Conditions settings</h2>
<p>Administrators set on <a href="/admin/settings/conditions">Conditions</a>:</p>
<ul>
<li>the categories and their order (default Prior to Approval, Prior to Docs, Prior to Funding); conditions of a removed category show under "Other";</li>
<li><strong>Show cleared conditions to brokers</strong>;</li>
<li><strong>Allow uploads on cleared conditions</strong>.</li>
</ul>
<h2>Good practice</h2>
<p>One item per condition, a clear description of what satisfies it, a named owner and a due date for time-sensitive items.</p>
`,
  },
  {
    id: 'kb-staff-take-the-loan-lock',
    slug: 'staff-take-the-loan-lock',
    title: "Take and release a loan's lock as an account executive",
    description:
      'Make a loan read-only for everyone else while you work on it, release it, and archive or restore loans as an administrator.',
    sourceType: 'html',
    tags: ['locks', 'administration'],
    audiences: ['internal'],
    priority: 65,
    relatedDocumentIds: ['kb-why-is-my-loan-read-only', 'kb-staff-manage-loan-conditions', 'kb-staff-broker-companies-and-contacts'],
    content: `
<h2>What the loan lock is for</h2>
<p>When you review or correct a loan, for example before sending it to underwriting or drawing documents, take its lock so nobody changes the file under you. While you hold it, the loan is read-only for everyone else, brokers and other staff alike, documents included. This is the loan lock, not a rate lock.</p>
<h2>Take the lock</h2>
<ol>
<li>Open the loan. Staff see <strong>Take the lock</strong> above the loan's tabs.</li>
<li>Click it. "Lock taken: Others can read the loan but not change it." confirms it.</li>
<li>A banner reads "You hold this loan's lock", with "Since … Others can read it but not change it until you release it."</li>
</ol>
<p>Everyone with the loan open sees it become read-only at once, with the banner "<em>Your name</em> is working on this loan". If another staff member already holds it, you see "<em>Name</em> already holds this loan's lock."</p>
<h2>Release it</h2>
<p>Click <strong>Release the lock</strong> in the banner as soon as you are done: "Lock released: Others can change the loan again." Brokers waiting on the loan can work again immediately. Administrators can release a lock someone else holds, for example when a colleague is out.</p>
<h2>Archive and restore (administrators)</h2>
<ul>
<li><strong>Archive the loan</strong> makes it read-only for everyone: "Loan archived: It is read-only for everyone." Use it for finished loans or loans created by mistake.</li>
<li><strong>Restore the loan</strong> in the "This loan is archived" banner undoes it.</li>
</ul>
<h2>Recorded</h2>
<p>Taking and releasing the lock, archiving and restoring are recorded in the loan's recent activity with who and when.</p>
<h2>Compared with the adverse-action lock</h2>
<table>
<thead><tr><th></th><th>Loan lock</th><th>Archive</th><th>Adverse-action lock</th></tr></thead>
<tbody>
<tr><td>Set by</td><td>A staff member</td><td>An administrator</td><td>The loan's action taken</td></tr>
<tr><td>Documents</td><td>Read-only</td><td>Read-only</td><td>Open</td></tr>
<tr><td>Holder can edit</td><td>Yes</td><td>No one</td><td>No one</td></tr>
</tbody>
</table>
<h2>Etiquette</h2>
<p>Hold locks briefly. If you must keep one for long, tell the loan officer with a condition comment or by email so brokers know why their changes are refused.</p>
`,
  },
  {
    id: 'kb-staff-broker-companies-and-contacts',
    slug: 'staff-broker-companies-and-contacts',
    title: 'Broker Companies and Broker Contacts for account executives',
    description:
      'See the companies you cover, their approval status and channels, their loan officers and processors, and your AE pipeline.',
    sourceType: 'html',
    tags: ['organizations', 'users', 'pipeline'],
    audiences: ['internal'],
    priority: 60,
    relatedDocumentIds: ['kb-staff-take-the-loan-lock', 'kb-staff-impersonation-sessions', 'kb-why-is-add-loan-greyed-out'],
    content: `
<h2>Your broker menu</h2>
<p>Account executives land on the <a href="/ae-pipeline">AE pipeline</a>. Its side menu holds <strong>Broker Contacts</strong>, <strong>Broker Companies</strong> and the pipeline. The AE pipeline works like the brokers' pipeline (search, filters, sorting, closed loans) with an extra Organization column, across every company you cover.</p>
<h2>Broker Companies</h2>
<p><a href="/ae-pipeline/orgs">Broker Companies</a> lists the organizations assigned to you, by name:</p>
<table>
<thead><tr><th>Column</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>Company</td><td>The organization's name</td></tr>
<tr><td>Status</td><td>Active, Pending, Suspended or Inactive. Only Active companies can add loans and import files. Setting a company Inactive signs out every one of its contacts at once, and they cannot sign in while it stays Inactive.</td></tr>
<tr><td>Channels</td><td>Wholesale, Correspondent Delegated and/or Correspondent Non-Delegated: the channels the company may choose in Add Loan</td></tr>
</tbody>
</table>
<p><strong>Contacts</strong> on a row opens that company's contacts. "No broker companies: No organizations are assigned to you yet." means no company names you as its account executive; ask an administrator.</p>
<h2>Broker Contacts</h2>
<p><a href="/ae-pipeline/users">Broker Contacts</a> lists a company's loan officers and processors with their roles and emails. Disabled users are labelled, with "This contact cannot log in." A company without users shows "No contacts".</p>
<h2>Answering broker questions with these pages</h2>
<ul>
<li>"Add Loan is greyed out": check the company's Status.</li>
<li>"I cannot choose Correspondent Delegated": check its Channels.</li>
<li>"My processor is not in the list": check the user exists, is enabled and holds the loan processor role.</li>
</ul>
<p>Changes to a company's status, channels or users are made by administrators on the organisation and user records; the pages here read them.</p>
<h2>What reaches you</h2>
<ul>
<li>Loan Help emails from your companies' users, with a notification that opens the loan.</li>
<li>Notifications when brokers upload documents, answer conditions or comment; emails too when the Documents setting notifies account executives or your preferences ask for them.</li>
</ul>
<h2>Privacy</h2>
<p>You see only the companies you cover; other companies' loans answer "Loan not found".</p>
`,
  },
  {
    id: 'kb-staff-impersonation-sessions',
    slug: 'staff-impersonation-sessions',
    title: 'Impersonation: see the portal as a user and end the session',
    description: 'What an impersonation session is, the banner it shows, what to be careful of, and how End Session works.',
    sourceType: 'html',
    tags: ['impersonation', 'security', 'users'],
    audiences: ['internal'],
    priority: 45,
    relatedDocumentIds: ['kb-staff-broker-companies-and-contacts', 'kb-signing-in-and-account-security'],
    content: `
<h2>What it is</h2>
<p>Impersonation lets an administrator act in the portal as another user, to see exactly what that user sees: which loans, tabs, buttons and messages. It is the quickest way to reproduce a broker's problem ("I cannot see the Conditions tab", "Save stays disabled") without asking for screenshots or passwords.</p>
<h2>During a session</h2>
<ul>
<li>A banner stays at the top of every page naming you, the impersonator, and the user you are acting as, with an <strong>End Session</strong> button.</li>
<li>The portal shows the user's pipeline, loans and menus, as that user.</li>
<li>Your own administrator role still decides administrator-only checks, so the portal knows a staff member is behind the session.</li>
</ul>
<h2>Be careful</h2>
<ul>
<li>Everything you do is done as the user would: saves, uploads, condition answers and Loan Help emails. Prefer looking over changing.</li>
<li>If you must change something for the user, tell them and note it in the loan, for example in a condition comment.</li>
<li>Never impersonate to read data you have no business need for.</li>
<li>Do not send support tickets or Loan Help in the user's name; end the session and use your own account.</li>
</ul>
<h2>End the session</h2>
<p>Click <strong>End Session</strong> in the banner. The portal switches back to your own account, reloads your profile and takes you to the <a href="/ae-pipeline">AE pipeline</a>. If ending fails, the button stops loading and the session stays; click End Session again.</p>
<h2>Who can impersonate</h2>
<p>Only administrators. Account executives who need to see a broker's view should ask an administrator, or use the AE pipeline, Broker Companies and Broker Contacts, which show the companies they cover without acting as anyone.</p>
<h2>Typical uses</h2>
<ul>
<li>Checking why a tab is missing on a loan for one user but not another.</li>
<li>Confirming a new rule's message reads well on a broker's URLA tab.</li>
<li>Walking a new broker through their first loan on a call.</li>
</ul>
`,
  },
  {
    id: 'kb-staff-admin-checklist-and-settings',
    slug: 'staff-admin-checklist-and-settings',
    title: 'The admin settings checklist and saving settings safely',
    description:
      'Read the /admin checklist, save settings with their version, handle "Someone else saved this setting", and read the settings audit.',
    sourceType: 'html',
    tags: ['settings', 'administration'],
    audiences: ['internal'],
    priority: 55,
    relatedDocumentIds: [
      'kb-staff-general-settings-and-feature-flags',
      'kb-staff-email-settings-and-outbox',
      'kb-staff-manage-the-knowledge-base',
    ],
    content: `
<h2>The checklist</h2>
<p><a href="/admin">/admin</a> lists every admin page, grouped like the admin menu: Settings, Rules Engine, Entity Management, Content Management, Other Settings, Knowledge, AI and Instances. A progress bar counts how many settings are configured. Each row has a one-line summary and a status:</p>
<ul>
<li><strong>Configured</strong>, with the date of its last save;</li>
<li><strong>Not configured</strong>: never saved, the portal uses the defaults;</li>
<li><strong>Could not check</strong>: the status could not be read;</li>
<li>for Email Settings, <strong>Set up by the server environment</strong> when SMTP is configured there;</li>
<li>for Field Rules, the number of rule sets.</li>
</ul>
<p>Only administrators see the admin pages; others see "Not authorised".</p>
<h2>Saving a setting</h2>
<p>Every settings page shows when it was last saved and by whom ("Saved 2 days ago by …"), or "Not saved yet: the portal uses the defaults shown." Save confirms with "Setting saved". A save reaches every open browser at once.</p>
<h2>Someone else saved meanwhile</h2>
<p>Each save carries the version you started from. If another administrator saved the same setting after you opened it, your save is refused and the page says "Someone else saved this setting: Your changes were not saved, because this setting was changed after you opened it." Click <strong>Reload current value</strong>, re-apply your change and save again. The same protection applies to rule sets and workflows.</p>
<h2>The settings audit</h2>
<p><a href="/admin/settings/audit">Audit</a> shows the audit trail of every change made across the portal (users, organizations, impersonation, settings, rules and content), filtered by person, record type and days and exported as CSV, naming both the administrator and the user when an administrator acted as someone; below it, every settings change with the key, who, when, and the value before and after. Use it to answer "who turned this flag on?" or to put back an earlier value by hand. The same page sets how long audit records are kept (30 to 3,650 days; 2,555 days is seven years) and whether loan views (once per person and loan every 5 minutes) and document downloads are recorded too. Records older than the period are removed every hour.</p>
<h2>Pages worth setting up first</h2>
<ol>
<li>Company Information and Branding: company name, NMLS ID, logos.</li>
<li>General Settings: Non-QM channels and feature flags.</li>
<li>Email Settings: sender and support inbox.</li>
<li>Conditions and Documents: categories, upload rules, AE notifications.</li>
<li>Workflow and Field Rules.</li>
<li>Help Center and the knowledge base.</li>
</ol>
<h2>Admin training items</h2>
<p>The admin menu ends with training items until you choose "Don't show again"; bring them back from Account Settings, Preferences, Dismissed notices.</p>
`,
  },
  {
    id: 'kb-staff-email-settings-and-outbox',
    slug: 'staff-email-settings-and-outbox',
    title: 'Email settings and the outbox',
    description: "Set the portal's sender and support inbox, check whether email is being sent, and read every email the portal wrote.",
    sourceType: 'html',
    tags: ['settings', 'notifications', 'support'],
    audiences: ['internal'],
    priority: 45,
    relatedDocumentIds: ['kb-staff-admin-checklist-and-settings', 'kb-report-a-technical-problem', 'kb-notifications-and-loan-alerts'],
    content: `
<h2>Where</h2>
<p><a href="/admin/settings/email-settings">Email Settings</a> (admin menu, Settings) has three parts: the sender, how mail leaves the portal, and the outbox.</p>
<h2>The sender</h2>
<ul>
<li><strong>Sender name</strong> and <strong>sender address</strong>: the From of every email.</li>
<li><strong>Reply-to address</strong>, optional.</li>
<li><strong>Support inbox</strong>: where technical tickets are emailed.</li>
</ul>
<p>Loan Help emails use the broker's own address as reply-to, so account executives answer the broker directly.</p>
<h2>Email delivery</h2>
<p>This part is read-only: the mail server is part of the server's configuration, and no mail password is ever stored in settings or shown in a browser. It shows <strong>SMTP configured</strong> or <strong>SMTP not configured</strong>, the server, the From and the support address. Without SMTP the page warns "Emails are not being sent": emails are kept in the outbox instead, and the server's administrator enables sending.</p>
<h2>The outbox</h2>
<p>Every email the portal writes is stored first, then sent: Loan Help emails to account executives, technical support tickets, loan alert emails. The outbox lists them newest first, 20 a page, filtered by status:</p>
<table>
<thead><tr><th>Status</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>Sent</td><td>Accepted by the SMTP server.</td></tr>
<tr><td>Stored</td><td>Kept in the outbox: no SMTP server was configured, so it was not sent.</td></tr>
<tr><td>Failed</td><td>The SMTP server refused it; open it to read the error.</td></tr>
</tbody>
</table>
<p>Click a subject to open the email with its whole plain-text body; a failed one shows "The SMTP server refused this email" with the server's reply. The filter, page and open email are kept in the address.</p>
<h2>Troubleshooting</h2>
<ul>
<li>An AE did not get a Loan Help email: find it in the outbox. Stored means SMTP is off; Failed shows why.</li>
<li>Brokers saw an error when sending: the ticket or request is still recorded even when the mail server could not be reached, and the email reads Failed.</li>
<li>Technical tickets are numbered TS-000001 onwards; the number is in the email's subject.</li>
</ul>
`,
  },
  {
    id: 'kb-staff-manage-the-knowledge-base',
    slug: 'staff-manage-the-knowledge-base',
    title: 'Manage knowledge base documents and the help center',
    description: 'Add articles, PDFs, links and videos, choose tags, audiences and priority, and set what the help drawer offers.',
    sourceType: 'html',
    tags: ['knowledge-base', 'administration', 'settings'],
    audiences: ['internal'],
    priority: 50,
    relatedDocumentIds: ['kb-search-the-help-center', 'kb-staff-admin-checklist-and-settings'],
    content: `
<h2>Where</h2>
<p>The admin menu's Knowledge group holds <a href="/admin/knowledge/documents">Knowledge Documents</a>, Knowledge Pages, Knowledge Analytics and Taxonomy. The knowledge base itself can be switched off with the Knowledge base feature flag.</p>
<h2>Document types</h2>
<table>
<thead><tr><th>Type</th><th>Content</th></tr></thead>
<tbody>
<tr><td>Article (HTML)</td><td>Written in the editor; headings, lists, tables and links are kept, scripts and styles removed</td></tr>
<tr><td>PDF</td><td>Up to 25 MB; its text is extracted for search. It reads Processing until then, or Failed with the reason</td></tr>
<tr><td>Link</td><td>A web page shown in the viewer</td></tr>
<tr><td>Video</td><td>A YouTube or Vimeo address; other hosts are not embedded</td></tr>
</tbody>
</table>
<p>Each document has a title, a description (the first 120 characters show on result cards) and a page address <code>/knowledge/{type}/{slug}</code>.</p>
<h2>Status</h2>
<p>Only <strong>published</strong> documents are searched, suggested or shown. Keep a document in draft while you write it; archive it when it no longer applies.</p>
<h2>Tags, audiences and priority</h2>
<ul>
<li><strong>Tags</strong> drive the help drawer's suggestions: a loan's Conditions tab suggests documents tagged conditions, the pipeline those tagged pipeline, and so on. Use the existing page tags.</li>
<li><strong>Audiences</strong>: none means everyone; external is broker and correspondent users, internal is staff; single roles (loan officer, processor, account executive, administrator) narrow further.</li>
<li><strong>Priority</strong> from 0 to 100: higher comes first among a page's suggestions.</li>
<li><strong>Related documents</strong> appear under a document in the viewer.</li>
</ul>
<h2>Analytics</h2>
<p>Knowledge Analytics shows what users search for, which results they open and their "Was this helpful" votes. Searches with no results, and documents with many "no" votes, tell you what to write or rewrite next.</p>
<h2>The help drawer</h2>
<p>On <a href="/admin/settings/help-center">Help Center</a> set the <strong>Introduction</strong> at the top of the drawer, the <strong>Support email</strong>, <strong>Support phone</strong> and <strong>Support hours</strong>, and <strong>Suggest articles on loan pages</strong>. Help Pages and Content Pages fill the top bar's Resources and Training menus.</p>
<h2>Writing tips</h2>
<ul>
<li>Title articles the way users ask: "When is the Loan Estimate due?".</li>
<li>Quote the portal's exact button names and messages so searches for them find the article.</li>
<li>Keep borrower data and internal credentials out of documents.</li>
</ul>
`,
  },
];
