import type { KnowledgeSeedDocument } from './knowledge-seed-document';

/** TRID timing, disclosures and previews, rate locks, and the mortgage basics brokers ask about most. */
export const DISCLOSURE_ARTICLES: KnowledgeSeedDocument[] = [
  {
    id: 'kb-when-is-the-loan-estimate-due',
    slug: 'when-is-the-loan-estimate-due',
    title: 'When is the Loan Estimate due?',
    description:
      'The TRID three-business-day rule for the Loan Estimate, what counts as an application, fees before intent to proceed, and where it shows in the portal.',
    sourceType: 'html',
    tags: ['trid', 'disclosures'],
    audiences: [],
    priority: 90,
    relatedDocumentIds: [
      'kb-closing-disclosure-three-day-review',
      'kb-changed-circumstances-and-revised-disclosures',
      'kb-initial-disclosures-and-early-icd',
    ],
    content: `
<h2>The rule</h2>
<p>Under the TILA-RESPA Integrated Disclosure rule (TRID, Regulation Z), the creditor must <strong>deliver or place in the mail</strong> the Loan Estimate (LE) no later than the <strong>third business day</strong> after it receives the consumer's application. A mortgage broker may send the LE, but the creditor stays responsible for it being on time and accurate.</p>
<h2>When the clock starts: the six pieces of an application</h2>
<p>An application exists as soon as you have these six items, whether or not you have collected documents:</p>
<ol>
<li>the consumer's name;</li>
<li>the consumer's income;</li>
<li>the Social Security number, to obtain a credit report;</li>
<li>the property address;</li>
<li>an estimate of the property's value;</li>
<li>the loan amount sought.</li>
</ol>
<p>Record the date you received all six as the loan's <strong>Application Date</strong> in the Loan and Property Information section of the URLA tab; the import fills it from the MISMO file.</p>
<h2>Counting business days</h2>
<table>
<thead><tr><th>Deadline</th><th>Which days count</th></tr></thead>
<tbody>
<tr><td>LE within 3 business days of application</td><td>Days the creditor's offices are open to the public for substantially all of its business</td></tr>
<tr><td>LE at least 7 business days before consummation</td><td>Every calendar day except Sundays and federal public holidays</td></tr>
<tr><td>Mailed disclosures presumed received</td><td>3 business days after mailing (same definition as above), unless receipt is proven earlier</td></tr>
</tbody>
</table>
<p>Example: an application completed on Monday, with the creditor open Monday to Friday, needs the LE delivered or mailed by Thursday.</p>
<h2>Fees before intent to proceed</h2>
<p>No fee other than a bona fide and reasonable credit report fee may be charged until the consumer has received the LE and indicated an intent to proceed. Keep the signed intent to proceed: many lenders' workflows ask you to upload it in the Disclosures step.</p>
<h2>Who sends the LE on your loans</h2>
<ul>
<li><strong>Brokered - Wholesale:</strong> ask your account executive whether the lender or your company sends the initial disclosures; the lender's workflow records it in the Disclosures step.</li>
<li><strong>Correspondent Non-Delegated:</strong> the answer to "Who sends the initial disclosures and the LE?" in Add Loan says who.</li>
<li><strong>Correspondent Delegated:</strong> your company, as the creditor.</li>
</ul>
<h2>Practical tips</h2>
<ul>
<li>Import the loan the day you take the application, so the lender has time to disclose.</li>
<li>If an LE is late, tell your AE at once with Loan Help; do not wait for the workflow.</li>
<li>The loan's Disclosure Tracking tab is where the LEs and CDs sent for the loan, when, to whom and their receipt are tracked. If it says it is not available yet on your portal, ask your AE for the disclosure dates.</li>
</ul>
`,
  },
  {
    id: 'kb-closing-disclosure-three-day-review',
    slug: 'closing-disclosure-three-day-review',
    title: 'Closing Disclosure: the 3-business-day review before closing',
    description: 'When the borrower must receive the CD, which changes restart the three-day wait, and how to plan the closing date.',
    sourceType: 'html',
    tags: ['trid', 'disclosures'],
    audiences: [],
    priority: 85,
    relatedDocumentIds: ['kb-when-is-the-loan-estimate-due', 'kb-initial-disclosures-and-early-icd', 'kb-preview-the-le-and-cd'],
    content: `
<h2>The rule</h2>
<p>The consumer must <strong>receive</strong> the Closing Disclosure (CD) at least <strong>three business days before consummation</strong>, the day the borrower signs the note. For this rule a business day is every calendar day except Sundays and federal public holidays, so Saturdays count.</p>
<h2>Receipt, not sending</h2>
<ul>
<li>Handed over in person: received that day.</li>
<li>Mailed or sent electronically: presumed received three business days after sending, unless the borrower's earlier receipt is documented (for example an e-signed acknowledgement).</li>
</ul>
<p>Example: a CD emailed on Monday with no proof of receipt is presumed received on Thursday; the earliest consummation is then the following Monday (Thursday plus three business days: Friday, Saturday, Monday). With an e-signed receipt on Monday, consummation can be Thursday.</p>
<h2>Changes that restart the three-day wait</h2>
<p>A corrected CD with a new three-business-day waiting period is required when, after the CD is provided:</p>
<ol>
<li>the APR becomes inaccurate beyond tolerance (generally more than 1/8 of a percentage point for a regular loan, 1/4 for an irregular one);</li>
<li>the loan product changes, for example from a fixed rate to an ARM;</li>
<li>a prepayment penalty is added.</li>
</ol>
<p>Other changes, such as most fee changes, need a corrected CD at or before consummation but no new waiting period. Changes after closing need a corrected CD within 30 days of learning of them, and clerical errors within 60 days.</p>
<h2>Waiving the wait</h2>
<p>The borrower can waive the waiting period only for a bona fide personal financial emergency, in a dated, signed statement in their own words. Waivers are rare; plan the closing date instead.</p>
<h2>Planning the closing date</h2>
<ul>
<li>Count back from the closing date: the CD must be out early enough to be received three business days before.</li>
<li>Freeze loan terms early: a product change or a late rate change can push closing by three business days.</li>
<li>On Correspondent Non-Delegated loans, your answer to "Who sends the initial and revised closing disclosures?" says who owns this timeline.</li>
<li>Where the lender offers the ICD Request tab, you can ask for the initial CD early. See <a href="/knowledge/html/initial-disclosures-and-early-icd">Initial disclosures and the early ICD request</a>.</li>
<li>Enter the agreed date as the Estimated Closing Date on the URLA; many lenders' Closing step checks it.</li>
</ul>
`,
  },
  {
    id: 'kb-changed-circumstances-and-revised-disclosures',
    slug: 'changed-circumstances-and-revised-disclosures',
    title: 'Changed circumstances and revised Loan Estimates',
    description:
      'Valid reasons to revise an LE, the three-business-day deadline, fee tolerances, and how to tell the lender about a change.',
    sourceType: 'html',
    tags: ['trid', 'disclosures'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-when-is-the-loan-estimate-due', 'kb-closing-disclosure-three-day-review', 'kb-lock-a-rate'],
    content: `
<h2>Why it matters</h2>
<p>The Loan Estimate's fees are a good-faith estimate held to tolerances. A creditor may only use a revised LE to reset those tolerances for a <strong>valid reason</strong>, and only if the revised LE is sent within <strong>three business days</strong> of receiving the information that establishes the reason.</p>
<h2>Valid reasons to revise</h2>
<ul>
<li><strong>Changed circumstance affecting settlement charges:</strong> an extraordinary event, information the estimate relied on turning out inaccurate or changing, or new information specific to the borrower or transaction (for example the appraisal comes in low and the loan amount changes).</li>
<li><strong>Changed circumstance affecting eligibility:</strong> the borrower no longer qualifies for the program disclosed.</li>
<li><strong>Borrower-requested changes:</strong> a different loan amount, product or term.</li>
<li><strong>Rate lock:</strong> when the rate was floating at the LE and is locked later, a revised LE is due within three business days of the lock.</li>
<li><strong>Expiration:</strong> the borrower indicated intent to proceed more than ten business days after the LE was provided.</li>
<li><strong>Delayed settlement on a construction loan</strong>, when disclosed in advance.</li>
</ul>
<h2>Tolerances</h2>
<table>
<thead><tr><th>Tolerance</th><th>Charges</th></tr></thead>
<tbody>
<tr><td>Zero</td><td>Creditor and broker fees, transfer taxes, services from affiliates, services the borrower could not shop for</td></tr>
<tr><td>10% in total</td><td>Recording fees and third-party services the borrower could shop for and chose from the creditor's list</td></tr>
<tr><td>No limit</td><td>Prepaid interest, insurance premiums, escrow deposits, services the borrower chose outside the list</td></tr>
</tbody>
</table>
<p>Charges above tolerance without a valid revision are refunded to the borrower within 60 days after consummation.</p>
<h2>Timing limits</h2>
<ul>
<li>The revised LE must be received no later than four business days before consummation.</li>
<li>No revised LE can be sent on or after the day the CD is provided; later changes go on a corrected CD.</li>
</ul>
<h2>In the portal</h2>
<ul>
<li>Tell your account executive about any change the same day, with Loan Help: what changed, when you learned it and the supporting document (upload it to the Documents tab).</li>
<li>The loan's Change of Circumstance tab is where changes of circumstance and the revised disclosures they require are tracked. If it says it is not available yet on your portal, the Loan Help email is the record.</li>
<li>On Correspondent Non-Delegated loans, "Who sends the COC and the revised LE?" in Add Loan decides who issues them.</li>
</ul>
`,
  },
  {
    id: 'kb-initial-disclosures-and-early-icd',
    slug: 'initial-disclosures-and-early-icd',
    title: 'Initial disclosures and the early ICD request',
    description:
      'What the initial disclosure package holds, the Disclosures workflow step, and asking for the initial Closing Disclosure early.',
    sourceType: 'html',
    tags: ['disclosures', 'le-cd-preview', 'trid'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-when-is-the-loan-estimate-due', 'kb-closing-disclosure-three-day-review', 'kb-preview-the-le-and-cd'],
    content: `
<h2>The initial disclosure package</h2>
<p>Besides the Loan Estimate, the initial package usually includes:</p>
<ul>
<li>the <em>Your Home Loan Toolkit</em> booklet (purchase loans);</li>
<li>the list of homeownership counseling organizations;</li>
<li>the notice of the right to a copy of the appraisal (ECOA valuations rule);</li>
<li>the servicing disclosure and any affiliated business arrangement disclosure;</li>
<li>state disclosures required by the property's state (see the State Specific Data tab);</li>
<li>the intent to proceed form.</li>
</ul>
<p>Most of these are due within three business days of application, like the LE.</p>
<h2>The Disclosures step of the workflow</h2>
<p>Many lenders' workflows have a Disclosures step with tasks such as "Send the initial disclosures" (complete once it is recorded who sent the initial disclosures and the LE) and "Upload the signed intent to proceed" (a document with the key ITP, filed in the Disclosures folder). The Workflow tab shows what is still missing.</p>
<h2>Who sends them</h2>
<p>On Correspondent Non-Delegated loans the Add Loan answers decide it. On wholesale loans the lender usually discloses; your AE confirms the arrangement. The lender may show a message with the loan's disclosures, for example its cut-off time for same-day disclosure requests.</p>
<h2>The early ICD request</h2>
<p>ICD stands for the <strong>initial Closing Disclosure</strong>. Where the lender offers it, the loan's LE/CD Preview page has an <strong>ICD Request</strong> sub-tab (<code>/loan/{loan}/preview/request</code>) for "asking for the initial Closing Disclosure early, before the loan is cleared to close". Sending the CD early starts the three-business-day review sooner, so the closing date is not held up by it once the last conditions clear.</p>
<p>The ICD Request tab appears only when the lender has turned on early ICD and does not hide it for the loan. If you do not see it, ask your AE for the ICD through Loan Help.</p>
<h2>Before asking for an early ICD</h2>
<ul>
<li>The rate should be locked and the fees final; a product or APR change after the CD restarts the three-day wait.</li>
<li>The closing date, settlement agent and title figures should be known.</li>
<li>Check the figures on the CD Preview first, where it is available.</li>
</ul>
`,
  },
  {
    id: 'kb-preview-the-le-and-cd',
    slug: 'preview-the-le-and-cd',
    title: 'Preview the Loan Estimate and Closing Disclosure',
    description: 'The LE/CD Preview tab: when it appears, what each preview shows and what to check before disclosures go out.',
    sourceType: 'html',
    tags: ['le-cd-preview', 'disclosures'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: [
      'kb-initial-disclosures-and-early-icd',
      'kb-who-sends-the-disclosures-non-delegated',
      'kb-closing-disclosure-three-day-review',
    ],
    content: `
<h2>Where it is</h2>
<p>Where the lender opens it for a loan, the side menu shows <strong>LE/CD Preview</strong>. It has sub-tabs: <strong>LE Preview</strong>, <strong>CD Preview</strong> and, when early ICD is offered, <strong>ICD Request</strong>. The lender decides per loan whether previews are shown, for example when you asked for a disclosure preview on a Correspondent Non-Delegated loan ("Require a disclosure preview before disclosures are sent").</p>
<h2>What each preview shows</h2>
<table>
<thead><tr><th>Preview</th><th>Contents</th></tr></thead>
<tbody>
<tr><td>LE Preview</td><td>The Loan Estimate as it will be sent: loan terms, projected payments, closing costs and cash to close</td></tr>
<tr><td>CD Preview</td><td>The Closing Disclosure as it will be sent: loan terms, closing cost details and cash to close, with a Seller-Paid column on purchases</td></tr>
</tbody>
</table>
<p>Closing costs are broken down as on the forms: page 2 sections A to H (origination charges, services you cannot or can shop for, taxes and government fees, prepaids, initial escrow, other), cash to close on page 3, and the loan's features on page 4. On the CD the columns are Borrower-Paid (At Closing and Before Closing), Seller-Paid on purchases, and Paid by Others.</p>
<p>If a preview says it is not available yet, the lender has not connected it for your portal; ask your AE for a draft through Loan Help.</p>
<h2>What to check</h2>
<ul>
<li>Borrower names, property address and loan number.</li>
<li>Loan amount, rate, term, product and whether the rate is locked (and until when).</li>
<li>Monthly principal and interest, mortgage insurance and escrow in the projected payments.</li>
<li>Origination charges and your broker compensation in section A.</li>
<li>Title and settlement fees against the settlement agent's figures.</li>
<li>Seller credits, earnest money and the cash to close on purchases.</li>
<li>Prepaid interest and the escrow deposit for the expected closing date.</li>
</ul>
<h2>If something is wrong</h2>
<p>Correct the data on the URLA tab when it comes from the loan application, or send Loan Help to your AE for fees and pricing. Do it before the disclosure is sent: after it is sent, fixing it may need a revised LE or a corrected CD, and a CD change can restart the three-day wait.</p>
`,
  },
  {
    id: 'kb-lock-a-rate',
    slug: 'lock-a-rate',
    title: 'Lock a rate: pricing, lock periods and extensions',
    description:
      'How rate locks work, where pricing and locks sit in the portal, and how to request a lock or extension from your account executive.',
    sourceType: 'html',
    tags: ['locks', 'pricing'],
    audiences: [],
    priority: 70,
    relatedDocumentIds: ['kb-changed-circumstances-and-revised-disclosures', 'kb-why-is-my-loan-read-only', 'kb-dti-ltv-and-cltv'],
    content: `
<h2>What a rate lock is</h2>
<p>A rate lock is the lender's commitment to a rate and price for a loan for a set period, the lock period, typically 15, 30, 45 or 60 days. Longer locks cost more. If the loan does not close before the lock expires, it needs an extension (usually priced per day) or a relock at the worse of the original and current pricing, depending on the lender's policy.</p>
<h2>Where pricing and locks are in the portal</h2>
<ul>
<li>The <strong>Pricing &amp; Lock</strong> tab of a loan holds the products and pricing for the loan and its rate lock.</li>
<li>The <a href="/quick-pricer">Quick Pricer</a> prices a scenario before a loan exists.</li>
</ul>
<p>If these pages say pricing is not connected or not available yet on your portal, request locks from your account executive as below. Restricted DSCR loans do not show the Pricing &amp; Lock tab; the AE prices them.</p>
<h2>Request a lock</h2>
<ol>
<li>Open the loan and make sure the URLA is current: loan amount, property value, occupancy, property type, FICO and program all drive the price.</li>
<li>Send <strong>Loan Help</strong> to your AE with the subject "Lock request" and give: program, rate, price or credit, lock period, and any buydown or program category.</li>
<li>Keep the lock confirmation you receive: upload it to the Documents tab.</li>
</ol>
<h2>Locks and disclosures</h2>
<ul>
<li>The Loan Estimate says whether the rate is locked and when the lock expires.</li>
<li>Locking after the LE is a valid reason to revise it: the revised LE is due within three business days of the lock.</li>
<li>A lock extension with a fee, or a relock at a different price, may need a revised LE or a corrected CD.</li>
</ul>
<h2>Extensions</h2>
<p>Ask for an extension before the lock expires, as soon as you see the closing date move. Say how many days you need and why (appraisal delay, title issue, borrower request). Pricing after expiry is usually worse.</p>
<h2>A rate lock is not a loan lock</h2>
<p>A loan can also be "locked" by a lender staff member so that only they can edit it. That loan lock decides who may change the file and has nothing to do with the interest rate. See <a href="/knowledge/html/why-is-my-loan-read-only">Why is my loan read-only?</a></p>
`,
  },
  {
    id: 'kb-loan-types-in-the-portal',
    slug: 'loan-types-in-the-portal',
    title: 'Conventional, FHA, VA and USDA loans in the portal',
    description:
      'How each loan type is recorded, the conventional program categories, the FHA case number question and what each type needs.',
    sourceType: 'html',
    tags: ['add-loan', 'urla'],
    audiences: [],
    priority: 50,
    relatedDocumentIds: ['kb-add-a-new-loan', 'kb-dti-ltv-and-cltv', 'kb-submit-a-non-qm-loan'],
    content: `
<h2>The loan type field</h2>
<p>The <strong>Loan Type</strong> in the Loan and Property Information section of the URLA takes Conventional, FHA, VA, FarmersHomeAdministration (USDA Rural Development, as MISMO names it) or Other. The import reads it from the MISMO file's mortgage type.</p>
<h2>Conventional</h2>
<ul>
<li>Loans sold to Fannie Mae or Freddie Mac must stay within the conforming loan limit: for 2026 the baseline for a one-unit property is $832,750, higher in high-cost areas. Lenders' rules commonly flag a conventional amount above the limit.</li>
<li>Private mortgage insurance is usually needed above 80% LTV.</li>
<li>In Add Loan you may choose a <strong>Program category</strong>: Standard conventional, Solar, Renovation or Buydown. The loan's program is then recorded as the imported program followed by the category, for example "Conv 30 Fixed - Renovation".</li>
</ul>
<h2>FHA</h2>
<ul>
<li>Insured by the Federal Housing Administration; minimum 3.5% down with a qualifying credit score, upfront and annual mortgage insurance premiums.</li>
<li>Needs an FHA case number, recorded as the <strong>Agency Case Number</strong>. On Correspondent Non-Delegated loans, Add Loan asks "Who orders the FHA case number?".</li>
<li>Property must meet FHA standards; the appraisal is FHA-specific.</li>
</ul>
<h2>VA</h2>
<ul>
<li>Guaranteed by the Department of Veterans Affairs for eligible veterans and service members; no down payment required within entitlement.</li>
<li>Needs the Certificate of Eligibility; a funding fee applies unless the veteran is exempt.</li>
<li>Underwriting looks at residual income as well as DTI.</li>
</ul>
<h2>USDA</h2>
<ul>
<li>Guaranteed by USDA Rural Development for eligible rural areas and household incomes within the program limits.</li>
<li>Upfront and annual guarantee fees; no down payment required.</li>
<li>On Correspondent Non-Delegated loans, USDA loans also get the FHA case number question, answered for the agency case number.</li>
</ul>
<h2>Non-QM and other</h2>
<p>Loans outside the agencies' programs, such as bank-statement or DSCR loans, are submitted as Non-QM: see <a href="/knowledge/html/submit-a-non-qm-loan">Submit a Non-QM loan</a>.</p>
`,
  },
  {
    id: 'kb-dti-ltv-and-cltv',
    slug: 'dti-ltv-and-cltv',
    title: 'DTI, LTV and CLTV: what the underwriter checks',
    description:
      'How debt-to-income and loan-to-value ratios are calculated, typical limits by loan type, and which URLA fields feed them.',
    sourceType: 'html',
    tags: ['urla', 'conditions', 'pricing'],
    audiences: [],
    priority: 45,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-loan-types-in-the-portal'],
    content: `
<h2>Debt-to-income (DTI)</h2>
<p>DTI compares monthly debt payments with gross monthly income.</p>
<ul>
<li><strong>Housing ratio</strong> (front-end): the new housing payment (principal, interest, taxes, insurance, mortgage insurance, HOA dues) divided by gross monthly income.</li>
<li><strong>Total ratio</strong> (back-end): the housing payment plus all other monthly debts (cards, auto, student loans, other mortgages) divided by gross monthly income.</li>
</ul>
<p>Example: $7,500 gross monthly income, a $2,100 housing payment and $600 other debts give a housing ratio of 28% and a total DTI of 36%.</p>
<h2>Typical DTI limits</h2>
<table>
<thead><tr><th>Loan type</th><th>Typical maximum total DTI</th></tr></thead>
<tbody>
<tr><td>Conventional (DU/LPA)</td><td>Up to 45–50% with an approve recommendation</td></tr>
<tr><td>FHA</td><td>43% guideline; higher with AUS approval and compensating factors</td></tr>
<tr><td>VA</td><td>41% guideline, with residual income decisive</td></tr>
<tr><td>USDA</td><td>29% housing / 41% total guideline</td></tr>
</tbody>
</table>
<p>Your lender's overlays may be stricter; its guides and your AE have the exact limits.</p>
<h2>Loan-to-value (LTV) and combined LTV</h2>
<ul>
<li><strong>LTV</strong> = loan amount ÷ property value. On a purchase the value is the lower of the purchase price and the appraised value.</li>
<li><strong>CLTV</strong> adds the balances of other liens, such as a second mortgage.</li>
<li><strong>HCLTV</strong> counts a home equity line at its full credit limit.</li>
</ul>
<p>Higher LTVs cost more and usually need mortgage insurance above 80% on conventional loans.</p>
<h2>Which URLA fields feed the ratios</h2>
<ul>
<li>Income: Employment and Income, per borrower.</li>
<li>Debts: Liabilities, with the ones paid off at closing marked so they drop out of the DTI.</li>
<li>Other properties: Real Estate Owned, including rental income and their mortgage payments.</li>
<li>Value: Purchase Price, Appraised Value and Estimated Value in Loan and Property Information.</li>
</ul>
<h2>Conditions that follow</h2>
<p>When the documents do not match the application, expect conditions: a pay stub showing lower income, a new debt on the credit report, a low appraisal. Keep the URLA consistent with the documents to avoid them.</p>
`,
  },
  {
    id: 'kb-appraisal-title-and-insurance',
    slug: 'appraisal-title-and-insurance',
    title: 'Appraisal, title and homeowners insurance: what to upload',
    description:
      'What the lender needs for the appraisal, title commitment, insurance binder and flood certificate, and where they go in the portal.',
    sourceType: 'html',
    tags: ['loan-workflow', 'documents', 'conditions'],
    audiences: [],
    priority: 55,
    relatedDocumentIds: ['kb-complete-a-workflow-task-with-documents', 'kb-loan-conditions-explained', 'kb-upload-documents-to-a-loan'],
    content: `
<h2>In the workflow</h2>
<p>Lenders commonly gather these items in a Submission (or Purchase review) step, with tasks such as "Receive the appraisal", "Upload the title commitment", "Upload the homeowners insurance binder" (purchases) and the flood certificate when the lender ordered one. Each task shows the document key and the folder, and an <strong>Upload</strong> button.</p>
<h2>Appraisal</h2>
<ul>
<li>Wholesale and Correspondent Non-Delegated loans have the <strong>Appraisals</strong> tab for appraisal orders, their status and the reports.</li>
<li>Appraiser independence rules apply: brokers may not choose or influence the appraiser; on wholesale loans the lender orders through its appraisal management company.</li>
<li>Under the ECOA valuations rule the borrower gets a copy of each appraisal promptly on completion or three business days before consummation, whichever is earlier.</li>
<li>Enter the appraised value on the URLA (Loan and Property Information) when the workflow asks for it; a low value changes the LTV and may need a revised LE.</li>
</ul>
<h2>Title</h2>
<ul>
<li>Upload the title commitment (preliminary title report) as one PDF, with all schedules.</li>
<li>Check the vesting, the legal description and any liens that must be paid at closing.</li>
</ul>
<h2>Homeowners insurance</h2>
<ul>
<li>The binder or declarations page must name the borrower and property, show dwelling coverage and the premium, and carry the lender's <strong>mortgagee clause</strong>: the lender's name, "its successors and/or assigns" and its address, usually with the loan number. Your AE has the exact wording.</li>
<li>Some lenders add a homeowners insurance notice to the Add Loan wizard, or a <strong>Homeowners Insurance</strong> tab on the loan for the insurance or the opt-out.</li>
</ul>
<h2>Flood</h2>
<p>When the flood certificate shows the property in a special flood hazard area, flood insurance is required and its policy or application must be uploaded before closing.</p>
<h2>Tips</h2>
<ul>
<li>Upload each document from its workflow task so it counts at once.</li>
<li>Order title and insurance early: they are frequent causes of late closings.</li>
</ul>
`,
  },
  {
    id: 'kb-hmda-data-on-your-loans',
    slug: 'hmda-data-on-your-loans',
    title: 'HMDA data on your loans: demographics and action taken',
    description: 'Collecting ethnicity, race and sex on the URLA, the action taken values and how they lock a loan.',
    sourceType: 'html',
    tags: ['hmda', 'urla', 'adverse-action'],
    audiences: [],
    priority: 45,
    relatedDocumentIds: ['kb-complete-the-urla-tab', 'kb-adverse-action-locked-to-documents'],
    content: `
<h2>Why HMDA data is collected</h2>
<p>The Home Mortgage Disclosure Act (Regulation C) requires most mortgage lenders to report data about applications, including the applicants' ethnicity, race and sex and what happened to each application. Regulators use it to monitor fair lending. The URLA's Demographic Information section collects it.</p>
<h2>The Demographic Information section</h2>
<p>On the URLA tab, each borrower pair has ethnicity, race and sex for the borrower and the co-borrower, and whether the application was taken face to face.</p>
<ul>
<li>The applicant may choose not to provide the information; record that choice rather than leaving the fields empty.</li>
<li>When the application is taken in person and the applicant declines, the lender must note ethnicity, race and sex on the basis of visual observation or surname, and record that it did so.</li>
<li>For applications by mail, phone or internet, visual observation does not apply.</li>
<li>Never steer or pressure an applicant about these questions; they do not affect the credit decision.</li>
</ul>
<h2>Action taken</h2>
<p>The <strong>Action Taken</strong> field (Loan and Property Information) records the outcome HMDA reports:</p>
<table>
<thead><tr><th>Value</th><th>Locks the loan to Documents?</th></tr></thead>
<tbody>
<tr><td>Active Loan</td><td>No</td></tr>
<tr><td>Loan Originated</td><td>No</td></tr>
<tr><td>Application approved but not accepted</td><td>Yes</td></tr>
<tr><td>Application denied</td><td>Yes</td></tr>
<tr><td>Application withdrawn</td><td>Yes</td></tr>
<tr><td>File Closed for incompleteness</td><td>Yes</td></tr>
<tr><td>Loan purchased by your institution</td><td>No</td></tr>
<tr><td>Preapproval request denied by financial institution</td><td>Yes</td></tr>
<tr><td>Preapproval request approved but not accepted</td><td>Yes</td></tr>
</tbody>
</table>
<p>The action taken is usually set by the lender. An adverse value restricts the loan to its Documents tab, because the data reported must stay as it was when the decision was made: see <a href="/knowledge/html/adverse-action-locked-to-documents">Adverse action: what locked to Documents means</a>.</p>
<h2>Accuracy matters</h2>
<p>HMDA data is checked by examiners, and errors can lead to resubmissions. Keep the loan amount, purpose, occupancy, property type and address on the URLA consistent with the documents.</p>
`,
  },
  {
    id: 'kb-cfpb-trid-resources',
    slug: 'cfpb-trid-resources',
    title: 'CFPB: TILA-RESPA integrated disclosure (TRID) resources',
    description:
      "The CFPB's official TRID page: the rule, the Loan Estimate and Closing Disclosure forms, the small entity compliance guide and FAQs.",
    sourceType: 'url',
    url: 'https://www.consumerfinance.gov/compliance/compliance-resources/mortgage-resources/tila-respa-integrated-disclosures/',
    tags: ['trid', 'disclosures'],
    audiences: [],
    priority: 45,
    relatedDocumentIds: [
      'kb-when-is-the-loan-estimate-due',
      'kb-closing-disclosure-three-day-review',
      'kb-changed-circumstances-and-revised-disclosures',
    ],
  },
  {
    id: 'kb-video-know-before-you-owe',
    slug: 'video-know-before-you-owe',
    title: 'Video: Know Before You Owe mortgage disclosures (CFPB)',
    description:
      "The CFPB's short video on the Loan Estimate and Closing Disclosure and how they make the mortgage process easier for borrowers.",
    sourceType: 'video',
    url: 'https://www.youtube.com/watch?v=AwZERLDHJf0',
    tags: ['trid', 'disclosures'],
    audiences: [],
    priority: 40,
    relatedDocumentIds: ['kb-cfpb-trid-resources', 'kb-when-is-the-loan-estimate-due'],
  },
];
