import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** Account settings, notifications, getting help (Loan Help, Tech Help, the help center, the assistant) and sign-in. */
export const ACCOUNT_SUPPORT_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-account-settings-and-preferences',
    slug: 'account-settings-and-preferences',
    title: 'Account settings: profile, password and preferences',
    description:
      'What each Account Settings page holds, how to switch to dark mode, turn on alert emails and bring back dismissed notices.',
    sourceType: 'html',
    tags: ['account-settings', 'notifications', 'security'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-notifications-and-loan-alerts', 'kb-signing-in-and-account-security'],
    content: `
<h2>Where to find them</h2>
<p>Open the profile menu at the top right and choose <strong>Account Settings</strong>. The side menu lists Profile, Password, Preferences and Credentials; lender staff without a valid integration token also see Integration Token.</p>
<h2>Profile</h2>
<p><a href="/settings/profile">Profile</a> shows your details as the portal knows them: first and last name, email, phone, your roles (Loan Officer, Loan Processor or both), your user type and, for broker and correspondent users, your company. Your administrator maintains them: to correct your name, email or roles, ask your company administrator or your account executive. Your roles decide where you can be chosen as a contact on a loan.</p>
<h2>Password</h2>
<p>Password changes are not available in the portal yet. If you need a new password or think yours is known to someone else, contact your administrator or open a Tech Help ticket straight away.</p>
<h2>Preferences</h2>
<table>
<thead><tr><th>Setting</th><th>What it does</th><th>Where it is kept</th></tr></thead>
<tbody>
<tr><td>Appearance</td><td>Light, Dark or Match system</td><td>On this device only</td></tr>
<tr><td>Email me loan alerts too</td><td>Sends an email copy of the alerts about your loans</td><td>On your account, for every device</td></tr>
<tr><td>Dismissed notices</td><td>Notices you chose not to see again; show one again from here</td><td>On your account</td></tr>
</tbody>
</table>
<p>A message confirms each change, for example "Loan alerts will also come by email."</p>
<h2>Credentials</h2>
<p><a href="/settings/credentials">Credentials</a> shows how the lender's loan origination system identifies you: your user ID there, your roles and your portal user ID. Broker and correspondent users do not need an integration token ("Not needed for external users"). Give these IDs when support asks for them.</p>
<h2>Integration Token (lender staff)</h2>
<p>Lender staff need a valid integration token to work with loans. Without one the portal sends them to <a href="/settings/encompass">Integration Token</a>, which says whether the connection is valid; tokens are issued by the portal administrator.</p>
<h2>Leaving a page with unsaved changes</h2>
<p>If you leave a settings page, or any form, with changes that are not saved, the portal asks before it lets you go.</p>
`,
  },
  {
    id: 'kb-notifications-and-loan-alerts',
    slug: 'notifications-and-loan-alerts',
    title: 'Notifications and loan alert emails',
    description: 'What the bell tells you, who is alerted about what on a loan, and how to get alerts by email.',
    sourceType: 'html',
    tags: ['notifications', 'account-settings'],
    audiences: [],
    priority: 65,
    relatedDocumentIds: ['kb-account-settings-and-preferences', 'kb-loan-conditions-explained', 'kb-how-the-loan-workflow-works'],
    content: `
<h2>The bell</h2>
<p>The bell in the top bar opens your notifications. A red badge counts the unread ones (99+ beyond 99). Notifications arrive live: you do not need to reload the page. Unread notifications are listed first, in bold.</p>
<ul>
<li>Click a notification to open the page it is about, usually the loan's Workflow, Conditions or Summary tab.</li>
<li>Use <strong>Mark read</strong> to keep it without the bold, or <strong>Delete</strong> to remove it.</li>
<li>"You're all caught up" means there is nothing new.</li>
</ul>
<h2>Who is told what</h2>
<table>
<thead><tr><th>What happens on a loan</th><th>Who is notified</th></tr></thead>
<tbody>
<tr><td>The lender adds a condition, or clears, waives or reopens one</td><td>The loan officer and loan processor</td></tr>
<tr><td>The lender rejects a document</td><td>The loan officer and loan processor</td></tr>
<tr><td>The loan moves to another workflow step, for example "Loan 260001001 moved from Credit to the AUS step."</td><td>The loan officer and loan processor (when the lender turns on step alerts)</td></tr>
<tr><td>A broker uploads a document, answers a condition or comments</td><td>The account executives covering the company</td></tr>
<tr><td>A broker sends Loan Help</td><td>The company's account executive</td></tr>
<tr><td>Someone opens a Tech Help ticket</td><td>The lender's administrators</td></tr>
</tbody>
</table>
<p>Nobody is notified of their own action. Only the people named on the loan get its alerts, so keep the loan's contacts current: see <a href="/knowledge/html/change-the-loan-officer-or-processor">Change the loan officer or loan processor</a>.</p>
<h2>Alerts by email</h2>
<p>In Account Settings, Preferences, turn on <strong>Email me loan alerts too</strong>. Each alert then also comes as an email with a link to the loan. The email says you receive it because the preference is on; turn it off the same way. Lenders may also email account executives about broker uploads whatever their preference.</p>
<h2>Not receiving alerts?</h2>
<ul>
<li>Check that you are the loan officer, processor or submission contact on the loan (Contacts tab).</li>
<li>For emails, check the preference and your spam folder.</li>
<li>Step alerts depend on the lender's workflow settings.</li>
</ul>
`,
  },
  {
    id: 'kb-ask-your-account-executive-for-help',
    slug: 'ask-your-account-executive-for-help',
    title: 'Ask your account executive for help on a loan',
    description: 'Send Loan Help from a loan: what the email to your AE contains, why Loan Help can be disabled, and how the AE answers.',
    sourceType: 'html',
    tags: ['support', 'contacts'],
    audiences: ['external'],
    priority: 80,
    relatedDocumentIds: ['kb-report-a-technical-problem', 'kb-search-the-help-center', 'kb-change-the-loan-officer-or-processor'],
    content: `
<h2>When to use Loan Help</h2>
<p>Loan Help is for questions about a specific loan: a condition you do not understand, a pricing or lock request, a disclosure question, an exception, a change the lender must make. It emails your company's account executive (AE) with the loan attached. For a problem with the portal itself use Tech Help instead.</p>
<h2>Send a Loan Help request</h2>
<ol>
<li>Open the loan. Loan Help always concerns the loan you are on.</li>
<li>Click <strong>Contact Support</strong> in the top bar, the profile menu or the help drawer.</li>
<li>Under "What do you need help with?" choose <strong>Loan Help</strong> ("Email your account executive about this loan.").</li>
<li>The form shows the Loan Id and Loan Number. Enter a <strong>Subject</strong> (up to 200 characters) and a <strong>Description</strong> (up to 5,000 characters); a counter shows how many you have left.</li>
<li>Click Submit. The message "email sent to the Account Executive" confirms it.</li>
</ol>
<h2>What your AE receives</h2>
<p>An email with your subject and description, the date, the loan number and a link to the loan, and your name, role, email and phone. It is sent with your email as the reply-to address, so the AE's answer comes straight to your inbox. The AE also gets a notification in the portal that opens the loan.</p>
<h2>Why Loan Help is disabled</h2>
<ul>
<li>"Open a loan to ask its account executive for help." You are not on a loan page.</li>
<li>"Your company has no account executive assigned in the portal, so this email cannot be sent." Use Tech Help, or ask your company administrator.</li>
<li>"Loan Help is for broker and correspondent users." Lender staff do not use Loan Help.</li>
</ul>
<p>If sending fails, the form stays open with your text and says it was not sent; try again in a moment.</p>
<h2>Calling instead</h2>
<p>The Loan Help drawer also offers to call or email your AE, and the loan's Contacts tab shows the AE's name and email.</p>
<h2>Write a request the AE can act on</h2>
<ul>
<li>One loan and one topic per request; name the condition or document.</li>
<li>Say what you need and by when, for example a lock before a rate change.</li>
<li>Never include a full SSN or account number: the AE can open the loan.</li>
</ul>
`,
  },
  {
    id: 'kb-report-a-technical-problem',
    slug: 'report-a-technical-problem',
    title: 'Report a technical problem with the portal',
    description: 'Open a Tech Help ticket: what to write, what is sent with it, and what happens next.',
    sourceType: 'html',
    tags: ['support'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-ask-your-account-executive-for-help', 'kb-search-the-help-center', 'kb-why-was-my-loan-file-refused'],
    content: `
<h2>When to use Tech Help</h2>
<p>Tech Help is for problems with the portal: a page that does not load, a button that does nothing, an upload that fails with an unexpected message, an error you cannot explain. Loan questions (conditions, pricing, disclosures) go to your account executive with Loan Help.</p>
<h2>Open a ticket</h2>
<ol>
<li>If the problem is on a loan, open that loan first: the ticket then names it.</li>
<li>Click <strong>Contact Support</strong> in the top bar or the profile menu, or the Contact Support button of the help drawer.</li>
<li>Choose <strong>Tech Help</strong> ("Report a problem with the portal to technical support.").</li>
<li>Enter a <strong>Subject</strong> and a <strong>Description</strong>. Both are required: an empty one shows "Subject can not be empty" or "Description can not be empty". The subject takes up to 200 characters and the description up to 5,000.</li>
<li>Click Submit. A message confirms that the technical support ticket was created.</li>
</ol>
<h2>What is sent</h2>
<p>The ticket gets a number such as TS-000123. It is emailed to the lender's support team with your name, email and company, the page you were on and the loan number when there is one, with your email as reply-to. The lender's administrators are notified in the portal.</p>
<h2>Write a useful description</h2>
<ul>
<li>What you did, step by step, and what you expected.</li>
<li>What happened instead: copy the exact message on screen.</li>
<li>When it happened, and whether it happens every time.</li>
<li>Your browser, and whether a reload or another browser helps.</li>
</ul>
<p>Do not paste borrower SSNs, account numbers or whole loan files into a ticket.</p>
<h2>If the ticket cannot be sent</h2>
<p>The form stays open with your text and says "Your request could not be sent", with the reason after "creating a ticket:". Try again a little later. The portal accepts up to ten requests a minute per person.</p>
<h2>Before you open a ticket</h2>
<ul>
<li>If the portal offers <strong>Refresh App</strong>, a new version is out: save your work and click it.</li>
<li>Search the help center for the message you see.</li>
</ul>
`,
  },
  {
    id: 'kb-search-the-help-center',
    slug: 'search-the-help-center',
    title: 'Search the help center and knowledge base',
    description: 'The Help drawer, suggested articles, search tips, the document viewer and browsing the whole knowledge base.',
    sourceType: 'html',
    tags: ['knowledge-base', 'support', 'getting-started'],
    audiences: [],
    priority: 60,
    relatedDocumentIds: ['kb-report-a-technical-problem', 'kb-ask-your-account-executive-for-help', 'kb-ask-the-in-portal-assistant'],
    content: `
<h2>Open the help drawer</h2>
<p>Click <strong>Help</strong> in the top bar. A drawer opens on the right over the page you are on, so you can read an article and go back to your work without losing your place. Escape closes it.</p>
<h2>Suggested for you</h2>
<p>Before you type, the drawer lists articles suggested for the page you are on: on a loan's Conditions tab you see articles about conditions, on the pipeline articles about the pipeline, and so on. The most asked topics come first.</p>
<h2>Search</h2>
<p>Click the search box ("Search guides, policies and how-tos") and type a few words. Results appear as you type, each with a snippet where your words are highlighted and how well it matches. The clear button leaves the search and brings the suggestions back.</p>
<ul>
<li>Use the words you would say: "mismo import error", "change processor", "closing disclosure timing".</li>
<li>Search for the exact message you see, such as "File must be an XML file".</li>
<li>"No results found" with "Try different keywords" means nothing matched: try fewer or other words.</li>
</ul>
<h2>Reading a document</h2>
<p>Click a result to open it. Articles, PDFs, linked web pages and videos (YouTube and Vimeo) open in the viewer. The viewer shows the document's tags, related documents and two buttons:</p>
<ul>
<li><strong>Was this helpful</strong>: answer yes or no; "Thanks!" confirms. Your votes tell the lender which articles need work.</li>
<li><strong>Copy link</strong>: copies the document's address to share with a colleague; a check mark confirms it.</li>
</ul>
<h2>Browse everything</h2>
<p><strong>Browse All Knowledge Base</strong> opens <a href="/knowledge">/knowledge</a>, where you can browse every document by topic and type. Some documents are written for lender staff only and do not appear for broker users.</p>
<h2>Still need help?</h2>
<p>The drawer ends with "Can't find what you need?" and a <strong>Contact Support</strong> button: Loan Help for a question about a loan, Tech Help for a portal problem. The Resources and Training menus of the top bar hold your lender's guides and training pages.</p>
`,
  },
  {
    id: 'kb-ask-the-in-portal-assistant',
    slug: 'ask-the-in-portal-assistant',
    title: 'Ask the in-portal assistant',
    description: 'The floating chat assistant: what it can do, chat history, and what to do when it is unavailable.',
    sourceType: 'html',
    tags: ['assistant', 'support'],
    audiences: [],
    priority: 40,
    relatedDocumentIds: ['kb-search-the-help-center', 'kb-report-a-technical-problem', 'kb-ask-your-account-executive-for-help'],
    content: `
<h2>Where it is</h2>
<p>When your lender turns it on, a round chat button floats at the bottom right of every page. The first time you see it, a welcome bubble introduces it; the bubble disappears once you open the chat or after ten seconds. You can drag the button up or down (with the mouse or the arrow keys) if it covers something; the portal remembers where you put it on this device.</p>
<h2>What you can ask</h2>
<p>Ask in plain words, for example "what does the Submitted status of a condition mean?" or "how do I import a MISMO file?". The assistant draws on the lender's knowledge base and knows which page and loan you are on. Answers appear as they are written; while one is coming, the message box waits. Answers can carry citations: open them to see the articles used.</p>
<h2>Actions it can offer</h2>
<p>Alongside an answer the assistant may offer buttons that act for you:</p>
<ul>
<li>open a page of the portal, such as a loan's Conditions tab;</li>
<li>open a web page, such as a guide of the lender;</li>
<li>create a support ticket from the conversation, with the transcript if you agree;</li>
<li>contact your account executive.</li>
</ul>
<p>Nothing happens until you click the button.</p>
<h2>Chat history</h2>
<p>Your past conversations are listed at <a href="/chat-history">Chat History</a>; open one to read it again.</p>
<h2>When the assistant is unavailable</h2>
<p>If the chat panel says the assistant is unavailable right now, the message box is disabled. Use the Help drawer to search the knowledge base, or Contact Support. If an answer fails half way, the panel stops waiting; send your question again.</p>
<h2>Good practice</h2>
<ul>
<li>Check important answers against the article cited or with your AE, especially on compliance timing and program rules.</li>
<li>Do not type full SSNs, account numbers or passwords into the chat.</li>
</ul>
`,
  },
  {
    id: 'kb-signing-in-and-account-security',
    slug: 'signing-in-and-account-security',
    title: 'Signing in, sessions and account security',
    description: 'Sign-in limits, how long a session lasts, disabled accounts, and keeping borrower data safe in the portal.',
    sourceType: 'html',
    tags: ['security', 'account-settings', 'getting-started'],
    audiences: [],
    priority: 50,
    relatedDocumentIds: ['kb-account-settings-and-preferences', 'kb-report-a-technical-problem'],
    content: `
<h2>Signing in</h2>
<p>Sign in at <a href="/login">/login</a> with your email and password. Broker and correspondent users land on their pipeline, account executives on the AE pipeline and administrators on the admin settings.</p>
<ul>
<li>After ten attempts within a minute for the same account or from the same address, sign-in pauses briefly. Wait a minute and try again, carefully.</li>
<li>A disabled account cannot sign in. Accounts are disabled when someone leaves a company or at the company's request; ask your company administrator or the lender to enable it again.</li>
<li>Password changes are not available in the portal yet; ask your administrator for a reset.</li>
</ul>
<h2>How long you stay signed in</h2>
<p>The portal renews your session in the background while you work, and keeps you signed in on a device for up to 30 days. <strong>Sign Out</strong> in the profile menu ends the session on that device. If an account is disabled while it is in use, it loses access within about 15 minutes.</p>
<h2>What you can see</h2>
<p>Broker and correspondent users see only their own company's loans. Lender staff see the companies they cover. A loan outside your reach opens as "Loan not found", exactly like a loan that does not exist, so a wrong link never reveals anything.</p>
<h2>Protecting borrower data</h2>
<ul>
<li>Never share your sign-in; each person needs their own account, so the loan's activity shows who did what.</li>
<li>Lock your screen when you step away.</li>
<li>Do not put SSNs, account numbers or full loan files in support tickets, chat messages or condition comments; upload documents to the loan instead.</li>
<li>Download loan documents only when needed and delete local copies under your company's retention policy.</li>
<li>Emails from the portal link back into the portal; sign in yourself rather than trusting a link that asks for your password.</li>
</ul>
<h2>Something looks wrong</h2>
<p>If you see activity you did not do, or think your password is known, report it at once with Tech Help and tell your company administrator.</p>
`,
  },
  {
    id: 'kb-release-notes-banner-and-refresh',
    slug: 'release-notes-banner-and-refresh',
    title: 'Release notes, the info banner and the Refresh App prompt',
    description:
      "How the portal tells you what changed: the release notes window, the changelog pages, the lender's banner and new versions.",
    sourceType: 'html',
    tags: ['getting-started', 'notifications'],
    audiences: [],
    priority: 35,
    relatedDocumentIds: ['kb-getting-started-with-the-portal', 'kb-notifications-and-loan-alerts'],
    content: `
<h2>Release notes</h2>
<p>When the lender publishes release notes you have not read, a window opens after you sign in and lists them, newest first, each with its title, version and what changed. Closing the window marks them read, so it does not open again for the same notes.</p>
<p>To read older notes, open the changelog pages at <a href="/resources/changelogs">/resources/changelogs</a>. The side menu lists the years, then the months of each year; choose a month to see the notes published then.</p>
<h2>The info banner</h2>
<p>A coloured banner above every page carries short messages from the lender: a maintenance window, a holiday closing schedule, a rate sheet change. It shows only between the start and end dates the lender sets and disappears by itself afterwards.</p>
<h2>A new version of the portal</h2>
<p>When a new version of the portal is released while you are working, a message offers <strong>Refresh App</strong>. It reloads the portal with the new version. Save what you are editing first: a form with unsaved changes asks before you leave it, but a reload does not keep typed values. If you do not refresh right away, the portal keeps working; refresh at a convenient moment.</p>
<h2>If the connection drops</h2>
<p>The portal keeps pages current over a live connection. If your network drops, it reconnects by itself and refreshes what is on screen once it is back, so you see changes made meanwhile. If you were offline for long, reload the page before you continue editing.</p>
<h2>Training and resources</h2>
<p>The Resources and Training menus of the top bar list the lender's guides, policies and training pages. Entries that open another site open in a new tab.</p>
`,
  },
];
