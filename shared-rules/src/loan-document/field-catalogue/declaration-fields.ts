/**
 * URLA sections 5 and 8 for each pair member: the declarations and the demographic information.
 * Ids name the question: `DECL.B.*` the borrower's, `DECL.C.*` the co-borrower's answers,
 * `HMDA.B.*` / `HMDA.C.*` their demographic information; like every pair field they take the
 * pair suffix (`DECL.B.BANKRUPTCY#2`).
 */
import type { FieldDefinition } from '../field-definition';
import type { Declarations } from '../loan-document-sections';
import { dropdown, options, yesNo } from './field-builder';
import { type PairMember, memberLabel, memberPath } from './borrower-fields';

const CITIZENSHIPS = options(
  ['USCitizen', 'U.S. Citizen'],
  ['PermanentResidentAlien', 'Permanent Resident Alien'],
  ['NonPermanentResidentAlien', 'Non-Permanent Resident Alien'],
);
const NOT_PROVIDED: [string, string] = ['InformationNotProvided', 'I do not wish to provide this information'];
const NOT_APPLICABLE: [string, string] = ['NotApplicable', 'Not Applicable'];
const ETHNICITIES = options(
  ['HispanicOrLatino', 'Hispanic or Latino'],
  ['NotHispanicOrLatino', 'Not Hispanic or Latino'],
  NOT_PROVIDED,
  NOT_APPLICABLE,
);
const RACES = options(
  ['AmericanIndianOrAlaskaNative', 'American Indian or Alaska Native'],
  'Asian',
  ['BlackOrAfricanAmerican', 'Black or African American'],
  ['NativeHawaiianOrOtherPacificIslander', 'Native Hawaiian or Other Pacific Islander'],
  'White',
  NOT_PROVIDED,
  NOT_APPLICABLE,
);
const SEXES = options('Female', 'Male', NOT_PROVIDED, NOT_APPLICABLE);

/** The declarations in URLA order: id suffix, member of `Declarations`, question. */
const DECLARATIONS: Array<[suffix: string, member: keyof Declarations, question: string]> = [
  ['OCCUPY', 'primaryResidence', 'Will Occupy as Primary Residence'],
  ['OWNERSHIP3YR', 'priorOwnershipInterest', 'Ownership Interest in Another Property in the Past Three Years'],
  ['SELLERRELATION', 'sellerRelationship', 'Family or Business Relationship with the Seller'],
  ['UNDISCLOSEDMONEY', 'undisclosedBorrowing', 'Borrowing Undisclosed Money for This Transaction'],
  ['COSIGNER', 'undisclosedCoSigner', 'Co-Signer or Guarantor on Undisclosed Debt'],
  ['JUDGMENTS', 'outstandingJudgments', 'Outstanding Judgments'],
  ['FEDERALDEBT', 'delinquentFederalDebt', 'Delinquent or in Default on Federal Debt'],
  ['LAWSUIT', 'partyToLawsuit', 'Party to a Lawsuit with Potential Financial Liability'],
  ['DEEDINLIEU', 'deedInLieu', 'Conveyed Title in Lieu of Foreclosure in the Past Seven Years'],
  ['SHORTSALE', 'preForeclosureOrShortSale', 'Pre-Foreclosure or Short Sale in the Past Seven Years'],
  ['FORECLOSURE', 'foreclosure', 'Property Foreclosed Upon in the Past Seven Years'],
  ['BANKRUPTCY', 'bankruptcy', 'Declared Bankruptcy in the Past Seven Years'],
];

const memberLetter = (member: PairMember): string => (member === 'borrower' ? 'B' : 'C');

function declarationFields(member: PairMember): FieldDefinition[] {
  const base = memberPath(member);
  const label = memberLabel(member);
  const prefix = `DECL.${memberLetter(member)}`;
  return [
    ...DECLARATIONS.map(([suffix, key, question]) => yesNo(`${prefix}.${suffix}`, `${label} ${question}`, `${base}.declarations.${key}`)),
    dropdown(`${prefix}.CITIZENSHIP`, `${label} Citizenship`, `${base}.citizenship`, CITIZENSHIPS),
  ];
}

function demographicFields(member: PairMember): FieldDefinition[] {
  const path = `${memberPath(member)}.demographics`;
  const label = memberLabel(member);
  const prefix = `HMDA.${memberLetter(member)}`;
  return [
    dropdown(`${prefix}.ETHNICITY`, `${label} Ethnicity`, `${path}.ethnicity`, ETHNICITIES),
    dropdown(`${prefix}.RACE`, `${label} Race`, `${path}.race`, RACES),
    dropdown(`${prefix}.SEX`, `${label} Sex`, `${path}.sex`, SEXES),
    yesNo(`${prefix}.FACETOFACE`, `${label} Information Taken in a Face-to-Face Interview`, `${path}.faceToFaceInterview`),
  ];
}

export const DECLARATION_FIELDS: FieldDefinition[] = [
  ...declarationFields('borrower'),
  ...declarationFields('coBorrower'),
  ...demographicFields('borrower'),
  ...demographicFields('coBorrower'),
];
