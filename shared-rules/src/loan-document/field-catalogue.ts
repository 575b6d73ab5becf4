/**
 * The field catalogue: the field ids the portal uses, in the numbering a lender's staff know from
 * their loan-origination system, each with a real jsonPath into the loan document. One file per
 * area of the URLA; each file's comment says how its ids are built.
 *
 * Which ids are which:
 * - Loan terms (`loan-fields.ts`): 364 loan number (set by the portal), 1401 loan program, 19 loan
 *   purpose, 1172 mortgage (loan) type, 1109 base loan amount, 2 total loan amount, 3 note rate,
 *   4 term in months, 608 amortization type, 420 lien position, 745 application date,
 *   763 estimated closing date, 1393 action taken (HMDA), 1040 agency (FHA/VA/USDA) case number,
 *   LOANID.SOURCE the loan number in an imported file.
 * - Subject property: 11 street, 12 city, 13 county, 14 state, 15 zip, 16 number of units,
 *   18 year built, 1041 property type, 1811 occupancy, 136 purchase price, 356 appraised value,
 *   1821 estimated value.
 * - Loan originator: LO.ORG.NAME, LO.ORG.NMLSID, LO.ORG.STREET/CITY/STATE/ZIP, LO.NAME, LO.NMLSID,
 *   LO.STATELICENSE, LO.EMAIL, LO.PHONE.
 * - Borrower of a pair (`borrower-fields.ts`): 4000 first, 4001 middle, 4002 last name, 4003
 *   suffix, 65 SSN, 1402 date of birth, 66 home phone, 1490 cell phone, FE0117 work phone,
 *   1240 email, 52 marital status, 53 dependents, FR01xx present and FR03xx former address.
 * - Co-borrower of a pair: 4004 first, 4005 middle, 4006 last name, 4007 suffix, 97 SSN, 1403 date
 *   of birth, 98 home phone, 1480 cell phone, FE0217 work phone, 1268 email, 84 marital status,
 *   85 dependents, FR02xx present and FR04xx former address.
 * - Employment and income (`employment-fields.ts`): FE01xx / FE02xx the borrower's and
 *   co-borrower's current employer, FE03xx / FE04xx their previous one.
 * - Declarations and demographics (`declaration-fields.ts`): DECL.B.* / DECL.C.*, HMDA.B.* / HMDA.C.*.
 *   Every borrower and co-borrower id is a pair field: `4000` and `4000#1` are pair 1,
 *   `4000#2` pair 2, up to `#4`.
 * - Assets DDnnxx, liabilities FLnnxx, real estate owned FMnnxx (`asset-liability-fields.ts`),
 *   nn the instance.
 * - State disclosures (`state-fields.ts`): ids start with the state's code, `TX.HE50A6`.
 * - Custom fields (`custom-fields.ts`): the disclosure sources of non-delegated correspondent loans
 *   CX.CORE.INITIALDISC (initial disclosures and LE), CX.CORE.COC (COC and revised LE),
 *   CX.CORE.REVISEDCD (initial and revised CD), CX.CORE.CLOSEDOCS (closing documents),
 *   CX.CORE.FHA.CASENUMBER (who orders the FHA case number), CX.CORE.DISCPREVIEW (disclosure
 *   preview required), CX.NONQM.YN (non-QM loan: X when set), CUST01FV broker reference number,
 *   CUST02FV lender credit approved by the account executive.
 */
import type { FieldDefinition } from './field-definition';
import { ASSET_LIABILITY_FIELDS } from './field-catalogue/asset-liability-fields';
import { BORROWER_FIELDS } from './field-catalogue/borrower-fields';
import { CUSTOM_FIELDS } from './field-catalogue/custom-fields';
import { DECLARATION_FIELDS } from './field-catalogue/declaration-fields';
import { EMPLOYMENT_FIELDS } from './field-catalogue/employment-fields';
import { LOAN_FIELDS, ORIGINATOR_FIELDS, PROPERTY_FIELDS } from './field-catalogue/loan-fields';
import { STATE_FIELDS } from './field-catalogue/state-fields';

export { DISCLOSURE_SOURCE_OPTIONS } from './field-catalogue/custom-fields';
export { URLA_REPEATED_BLOCKS } from './field-catalogue/asset-liability-fields';

/** Every catalogued field, with pair fields under their plain id (pair 1). */
export const FIELD_CATALOGUE: readonly FieldDefinition[] = [
  ...LOAN_FIELDS,
  ...PROPERTY_FIELDS,
  ...BORROWER_FIELDS,
  ...EMPLOYMENT_FIELDS,
  ...ASSET_LIABILITY_FIELDS,
  ...DECLARATION_FIELDS,
  ...ORIGINATOR_FIELDS,
  ...STATE_FIELDS,
  ...CUSTOM_FIELDS,
];
