/**
 * The field catalogue: the field ids the portal uses, in the numbering a lender's staff know from
 * their loan-origination system, each with a real jsonPath into the loan document.
 *
 * Which ids are which:
 * - Loan terms: 364 loan number (set by the portal), 1401 loan program, 19 loan purpose,
 *   1172 mortgage (loan) type, 1109 base loan amount, 2 total loan amount, 3 note rate, 4 term in
 *   months, 608 amortization type, 420 lien position, 745 application date, 763 estimated closing
 *   date, 1393 action taken (HMDA), 1040 agency (FHA/VA/USDA) case number, LOANID.SOURCE the
 *   loan number in an imported file.
 * - Subject property: 11 street, 12 city, 13 county, 14 state, 15 zip, 16 number of units,
 *   18 year built, 1041 property type, 1811 occupancy, 136 purchase price, 356 appraised value,
 *   1821 estimated value.
 * - Borrower of a pair: 4000 first, 4001 middle, 4002 last name, 4003 suffix, 65 SSN, 1402 date of
 *   birth, 66 home phone, 1490 cell phone, FE0117 work phone, 1240 email, 52 marital status,
 *   53 dependents, FR0104/FR0106/FR0107/FR0108 current street/city/state/zip, FR0115 own or rent,
 *   FE0102 current employer.
 * - Co-borrower of a pair: 4004 first, 4005 middle, 4006 last name, 4007 suffix, 97 SSN, 1403 date
 *   of birth, 98 home phone, 1480 cell phone, FE0217 work phone, 1268 email, 84 marital status,
 *   85 dependents, FR0204/FR0206/FR0207/FR0208 current street/city/state/zip, FE0202 current employer.
 *   Every borrower and co-borrower id is a pair field: `4000` and `4000#1` are pair 1,
 *   `4000#2` pair 2, up to `#4`.
 * - Custom fields: the disclosure sources of non-delegated correspondent loans
 *   CX.CORE.INITIALDISC (initial disclosures and LE), CX.CORE.COC (COC and revised LE),
 *   CX.CORE.REVISEDCD (initial and revised CD), CX.CORE.CLOSEDOCS (closing documents),
 *   CX.CORE.FHA.CASENUMBER (who orders the FHA case number), CX.CORE.DISCPREVIEW (disclosure
 *   preview required), CX.NONQM.YN (non-QM loan: X when set), CUST01FV broker reference number,
 *   CUST02FV lender credit approved by the account executive.
 */
import type { FieldDataType, FieldDefinition, FieldFormat, FieldOption } from './field-definition';

function options(...values: Array<string | [value: string, text: string]>): FieldOption[] {
  return values.map((entry) => (typeof entry === 'string' ? { text: entry, value: entry } : { value: entry[0], text: entry[1] }));
}

function field(
  id: string,
  description: string,
  format: FieldFormat,
  dataType: FieldDataType,
  jsonPath: string,
  extra: { options?: FieldOption[]; readOnly?: boolean } = {},
): FieldDefinition {
  return { id, description, format, dataType, options: extra.options ?? [], readOnly: extra.readOnly ?? false, jsonPath };
}

const customFieldPath = (fieldName: string): string => `$.customFields[?(@.fieldName=='${fieldName}')].value`;

export const DISCLOSURE_SOURCE_OPTIONS = options('Company', 'Correspondent');

const LOAN_PURPOSES = options(
  'Purchase',
  'Cash-Out Refinance',
  'NoCash-Out Refinance',
  ['ConstructionOnly', 'Construction Only'],
  ['ConstructionToPermanent', 'Construction to Permanent'],
  'Other',
);
const MORTGAGE_TYPES = options('Conventional', 'FHA', 'VA', ['FarmersHomeAdministration', 'USDA-RHS'], 'Other');
const AMORTIZATION_TYPES = options('Fixed', ['AdjustableRate', 'ARM'], ['GraduatedPaymentMortgage', 'GPM'], 'Other');
const LIEN_POSITIONS = options(['FirstLien', 'First Lien'], ['SecondLien', 'Second Lien']);
const OCCUPANCIES = options(['PrimaryResidence', 'Primary Residence'], ['SecondHome', 'Second Home'], ['Investor', 'Investment Property']);
const PROPERTY_TYPES = options(
  'Detached',
  'Attached',
  'Condominium',
  ['HighRiseCondominium', 'High Rise Condominium'],
  ['DetachedCondo', 'Detached Condo'],
  'PUD',
  ['CoOperative', 'Co-Operative'],
  ['ManufacturedHousing', 'Manufactured Housing'],
);
const ACTIONS_TAKEN = options(
  'Active Loan',
  'Loan Originated',
  'Application approved but not accepted',
  'Application denied',
  'Application withdrawn',
  'File Closed for incompleteness',
  'Loan purchased by your institution',
  'Preapproval request denied by financial institution',
  'Preapproval request approved but not accepted',
);
const MARITAL_STATUSES = options('Married', 'Separated', 'Unmarried');
const RESIDENCY_BASES = options('Own', 'Rent', ['LivingRentFree', 'Living Rent Free']);

/** Ids of the fields of one pair member (borrower or co-borrower), in the same order for both. */
interface PairMemberIds {
  first: string;
  middle: string;
  last: string;
  suffix: string;
  ssn: string;
  birthDate: string;
  homePhone: string;
  cellPhone: string;
  workPhone: string;
  email: string;
  maritalStatus: string;
  dependents: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  employer: string;
}

function pairMemberFields(member: 'borrower' | 'coBorrower', label: string, ids: PairMemberIds): FieldDefinition[] {
  const base = `$.applications[#].${member}`;
  const residence = `${base}.residences[0]`;
  return [
    field(ids.first, `${label} First Name`, 'STRING', 'String', `${base}.firstName`),
    field(ids.middle, `${label} Middle Name`, 'STRING', 'String', `${base}.middleName`),
    field(ids.last, `${label} Last Name`, 'STRING', 'String', `${base}.lastName`),
    field(ids.suffix, `${label} Suffix`, 'STRING', 'String', `${base}.suffix`),
    field(ids.ssn, `${label} SSN`, 'SSN', 'String', `${base}.ssn`),
    field(ids.birthDate, `${label} Date of Birth`, 'DATE', 'DateTime', `${base}.birthDate`),
    field(ids.homePhone, `${label} Home Phone`, 'PHONE', 'String', `${base}.homePhone`),
    field(ids.cellPhone, `${label} Cell Phone`, 'PHONE', 'String', `${base}.cellPhone`),
    field(ids.workPhone, `${label} Work Phone`, 'PHONE', 'String', `${base}.workPhone`),
    field(ids.email, `${label} Email`, 'STRING', 'String', `${base}.email`),
    field(ids.maritalStatus, `${label} Marital Status`, 'DROPDOWN', 'String', `${base}.maritalStatus`, {
      options: MARITAL_STATUSES,
    }),
    field(ids.dependents, `${label} Number of Dependents`, 'INTEGER', 'Int', `${base}.dependentCount`),
    field(ids.street, `${label} Present Address Street`, 'STRING', 'String', `${residence}.address.street`),
    field(ids.city, `${label} Present Address City`, 'STRING', 'String', `${residence}.address.city`),
    field(ids.state, `${label} Present Address State`, 'STATE', 'String', `${residence}.address.state`),
    field(ids.zip, `${label} Present Address Zip`, 'ZIPCODE', 'String', `${residence}.address.postalCode`),
    field(ids.employer, `${label} Current Employer Name`, 'STRING', 'String', `${base}.employers[0].employerName`),
  ];
}

const BORROWER_FIELDS: FieldDefinition[] = [
  ...pairMemberFields('borrower', 'Borrower', {
    first: '4000',
    middle: '4001',
    last: '4002',
    suffix: '4003',
    ssn: '65',
    birthDate: '1402',
    homePhone: '66',
    cellPhone: '1490',
    workPhone: 'FE0117',
    email: '1240',
    maritalStatus: '52',
    dependents: '53',
    street: 'FR0104',
    city: 'FR0106',
    state: 'FR0107',
    zip: 'FR0108',
    employer: 'FE0102',
  }),
  field('FR0115', 'Borrower Present Address Own or Rent', 'DROPDOWN', 'String', '$.applications[#].borrower.residences[0].basis', {
    options: RESIDENCY_BASES,
  }),
  ...pairMemberFields('coBorrower', 'Co-Borrower', {
    first: '4004',
    middle: '4005',
    last: '4006',
    suffix: '4007',
    ssn: '97',
    birthDate: '1403',
    homePhone: '98',
    cellPhone: '1480',
    workPhone: 'FE0217',
    email: '1268',
    maritalStatus: '84',
    dependents: '85',
    street: 'FR0204',
    city: 'FR0206',
    state: 'FR0207',
    zip: 'FR0208',
    employer: 'FE0202',
  }),
];

const LOAN_FIELDS: FieldDefinition[] = [
  field('364', 'Loan Number', 'STRING', 'String', '$.loanNumber', { readOnly: true }),
  field('LOANID.SOURCE', 'Loan Number in the Imported File', 'STRING', 'String', '$.sourceLoanNumber', { readOnly: true }),
  field('1401', 'Loan Program', 'STRING', 'String', '$.loanProgramName'),
  field('19', 'Loan Purpose', 'DROPDOWN', 'String', '$.loanPurpose', { options: LOAN_PURPOSES }),
  field('1172', 'Loan Type', 'DROPDOWN', 'String', '$.mortgageType', { options: MORTGAGE_TYPES }),
  field('1109', 'Loan Amount', 'DECIMAL_2', 'Decimal', '$.loanAmount'),
  field('2', 'Total Loan Amount', 'DECIMAL_2', 'Decimal', '$.totalLoanAmount'),
  field('3', 'Note Rate', 'DECIMAL_3', 'Decimal', '$.noteRate'),
  field('4', 'Loan Term (months)', 'INTEGER', 'Int', '$.termMonths'),
  field('608', 'Amortization Type', 'DROPDOWN', 'String', '$.amortizationType', { options: AMORTIZATION_TYPES }),
  field('420', 'Lien Position', 'DROPDOWN', 'String', '$.lienPosition', { options: LIEN_POSITIONS }),
  field('745', 'Application Date', 'DATE', 'DateTime', '$.applicationDate'),
  field('763', 'Estimated Closing Date', 'DATE', 'DateTime', '$.estimatedClosingDate'),
  field('1393', 'Action Taken', 'DROPDOWN', 'String', '$.actionTaken', { options: ACTIONS_TAKEN }),
  field('1040', 'Agency Case Number', 'STRING', 'String', '$.agencyCaseNumber'),
];

const PROPERTY_FIELDS: FieldDefinition[] = [
  field('11', 'Subject Property Street', 'STRING', 'String', '$.property.address.street'),
  field('12', 'Subject Property City', 'STRING', 'String', '$.property.address.city'),
  field('13', 'Subject Property County', 'STRING', 'String', '$.property.address.county'),
  field('14', 'Subject Property State', 'STATE', 'String', '$.property.address.state'),
  field('15', 'Subject Property Zip', 'ZIPCODE', 'String', '$.property.address.postalCode'),
  field('16', 'Number of Units', 'INTEGER', 'Int', '$.property.numberOfUnits'),
  field('18', 'Year Built', 'INTEGER', 'Int', '$.property.yearBuilt'),
  field('1041', 'Property Type', 'DROPDOWN', 'String', '$.property.propertyType', { options: PROPERTY_TYPES }),
  field('1811', 'Occupancy', 'DROPDOWN', 'String', '$.property.occupancy', { options: OCCUPANCIES }),
  field('136', 'Purchase Price', 'DECIMAL_2', 'Decimal', '$.property.purchasePrice'),
  field('356', 'Appraised Value', 'DECIMAL_2', 'Decimal', '$.property.appraisedValue'),
  field('1821', 'Estimated Value', 'DECIMAL_2', 'Decimal', '$.property.estimatedValue'),
];

const CUSTOM_FIELDS: FieldDefinition[] = [
  field('CX.CORE.INITIALDISC', 'Initial Disclosures and LE Sent By', 'DROPDOWN', 'String', customFieldPath('CX.CORE.INITIALDISC'), {
    options: DISCLOSURE_SOURCE_OPTIONS,
  }),
  field('CX.CORE.COC', 'COC and Revised LE Sent By', 'DROPDOWN', 'String', customFieldPath('CX.CORE.COC'), {
    options: DISCLOSURE_SOURCE_OPTIONS,
  }),
  field('CX.CORE.REVISEDCD', 'Initial and Revised CD Sent By', 'DROPDOWN', 'String', customFieldPath('CX.CORE.REVISEDCD'), {
    options: DISCLOSURE_SOURCE_OPTIONS,
  }),
  field('CX.CORE.CLOSEDOCS', 'Closing Documents Drawn By', 'DROPDOWN', 'String', customFieldPath('CX.CORE.CLOSEDOCS'), {
    options: DISCLOSURE_SOURCE_OPTIONS,
  }),
  field('CX.CORE.FHA.CASENUMBER', 'FHA Case Number Ordered By', 'DROPDOWN', 'String', customFieldPath('CX.CORE.FHA.CASENUMBER'), {
    options: DISCLOSURE_SOURCE_OPTIONS,
  }),
  field('CX.CORE.DISCPREVIEW', 'Disclosure Preview Required', 'CHECKBOX', 'String', customFieldPath('CX.CORE.DISCPREVIEW')),
  field('CX.NONQM.YN', 'Non-QM Loan', 'CHECKBOX', 'String', customFieldPath('CX.NONQM.YN')),
  field('CUST01FV', 'Broker Reference Number', 'STRING', 'String', customFieldPath('CUST01FV')),
  field('CUST02FV', 'Lender Credit Approved by AE', 'DECIMAL_2', 'Decimal', customFieldPath('CUST02FV')),
];

/** Every catalogued field, with pair fields under their plain id (pair 1). */
export const FIELD_CATALOGUE: readonly FieldDefinition[] = [...LOAN_FIELDS, ...PROPERTY_FIELDS, ...BORROWER_FIELDS, ...CUSTOM_FIELDS];
