/** Loan terms, the subject property and the loan originator (URLA sections 4 and 9). */
import type { FieldDefinition } from '../field-definition';
import { addressFields, dropdown, field, money, options, text } from './field-builder';

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

export const LOAN_FIELDS: FieldDefinition[] = [
  field('364', 'Loan Number', 'STRING', 'String', '$.loanNumber', { readOnly: true }),
  field('LOANID.SOURCE', 'Loan Number in the Imported File', 'STRING', 'String', '$.sourceLoanNumber', { readOnly: true }),
  text('1401', 'Loan Program', '$.loanProgramName'),
  dropdown('19', 'Loan Purpose', '$.loanPurpose', LOAN_PURPOSES),
  dropdown('1172', 'Loan Type', '$.mortgageType', MORTGAGE_TYPES),
  money('1109', 'Loan Amount', '$.loanAmount'),
  money('2', 'Total Loan Amount', '$.totalLoanAmount'),
  field('3', 'Note Rate', 'DECIMAL_3', 'Decimal', '$.noteRate'),
  field('4', 'Loan Term (months)', 'INTEGER', 'Int', '$.termMonths'),
  dropdown('608', 'Amortization Type', '$.amortizationType', AMORTIZATION_TYPES),
  dropdown('420', 'Lien Position', '$.lienPosition', LIEN_POSITIONS),
  field('745', 'Application Date', 'DATE', 'DateTime', '$.applicationDate'),
  field('763', 'Estimated Closing Date', 'DATE', 'DateTime', '$.estimatedClosingDate'),
  dropdown('1393', 'Action Taken', '$.actionTaken', ACTIONS_TAKEN),
  text('1040', 'Agency Case Number', '$.agencyCaseNumber'),
];

export const PROPERTY_FIELDS: FieldDefinition[] = [
  text('11', 'Subject Property Street', '$.property.address.street'),
  text('12', 'Subject Property City', '$.property.address.city'),
  text('13', 'Subject Property County', '$.property.address.county'),
  field('14', 'Subject Property State', 'STATE', 'String', '$.property.address.state'),
  field('15', 'Subject Property Zip', 'ZIPCODE', 'String', '$.property.address.postalCode'),
  field('16', 'Number of Units', 'INTEGER', 'Int', '$.property.numberOfUnits'),
  field('18', 'Year Built', 'INTEGER', 'Int', '$.property.yearBuilt'),
  dropdown('1041', 'Property Type', '$.property.propertyType', PROPERTY_TYPES),
  dropdown('1811', 'Occupancy', '$.property.occupancy', OCCUPANCIES),
  money('136', 'Purchase Price', '$.property.purchasePrice'),
  money('356', 'Appraised Value', '$.property.appraisedValue'),
  money('1821', 'Estimated Value', '$.property.estimatedValue'),
];

const ORIGINATOR = '$.loanOriginator';

export const ORIGINATOR_FIELDS: FieldDefinition[] = [
  text('LO.ORG.NAME', 'Loan Originator Organization Name', `${ORIGINATOR}.organizationName`),
  text('LO.ORG.NMLSID', 'Loan Originator Organization NMLS ID', `${ORIGINATOR}.organizationNmlsId`),
  ...addressFields(
    ['LO.ORG.STREET', 'LO.ORG.CITY', 'LO.ORG.STATE', 'LO.ORG.ZIP'],
    'Loan Originator Organization Address',
    `${ORIGINATOR}.organizationAddress`,
  ),
  text('LO.NAME', 'Loan Originator Name', `${ORIGINATOR}.name`),
  text('LO.NMLSID', 'Loan Originator NMLS ID', `${ORIGINATOR}.nmlsId`),
  text('LO.STATELICENSE', 'Loan Originator State License ID', `${ORIGINATOR}.stateLicenseId`),
  text('LO.EMAIL', 'Loan Originator Email', `${ORIGINATOR}.email`),
  field('LO.PHONE', 'Loan Originator Phone', 'PHONE', 'String', `${ORIGINATOR}.phone`),
];
