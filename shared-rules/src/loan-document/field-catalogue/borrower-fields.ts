/**
 * URLA section 1 for each pair member: identity, contact details, citizenship, and the present
 * and former address. Every path holds `[#]`: the fields exist once per borrower pair.
 */
import type { FieldDefinition } from '../field-definition';
import { addressFields, dropdown, field, money, options, text, wholeNumber } from './field-builder';

const MARITAL_STATUSES = options('Married', 'Separated', 'Unmarried');
const RESIDENCY_BASES = options('Own', 'Rent', ['LivingRentFree', 'Living Rent Free']);

/** Ids of the identity fields of one pair member, in the same order for both. */
interface IdentityIds {
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
}

export type PairMember = 'borrower' | 'coBorrower';

export const memberLabel = (member: PairMember): string => (member === 'borrower' ? 'Borrower' : 'Co-Borrower');
export const memberPath = (member: PairMember): string => `$.applications[#].${member}`;

function identityFields(member: PairMember, ids: IdentityIds): FieldDefinition[] {
  const base = memberPath(member);
  const label = memberLabel(member);
  return [
    text(ids.first, `${label} First Name`, `${base}.firstName`),
    text(ids.middle, `${label} Middle Name`, `${base}.middleName`),
    text(ids.last, `${label} Last Name`, `${base}.lastName`),
    text(ids.suffix, `${label} Suffix`, `${base}.suffix`),
    field(ids.ssn, `${label} SSN`, 'SSN', 'String', `${base}.ssn`),
    field(ids.birthDate, `${label} Date of Birth`, 'DATE', 'DateTime', `${base}.birthDate`),
    field(ids.homePhone, `${label} Home Phone`, 'PHONE', 'String', `${base}.homePhone`),
    field(ids.cellPhone, `${label} Cell Phone`, 'PHONE', 'String', `${base}.cellPhone`),
    field(ids.workPhone, `${label} Work Phone`, 'PHONE', 'String', `${base}.workPhone`),
    text(ids.email, `${label} Email`, `${base}.email`),
    dropdown(ids.maritalStatus, `${label} Marital Status`, `${base}.maritalStatus`, MARITAL_STATUSES),
    wholeNumber(ids.dependents, `${label} Number of Dependents`, `${base}.dependentCount`),
  ];
}

/**
 * A residence in the FR numbering: `FR` + the block (01 borrower present, 02 co-borrower present,
 * 03 borrower former, 04 co-borrower former) + 04 street, 06 city, 07 state, 08 zip, 15 own or
 * rent, 16 monthly rent, 24 months at the address.
 */
function residenceFields(member: PairMember, block: string, position: 0 | 1): FieldDefinition[] {
  const path = `${memberPath(member)}.residences[${position}]`;
  const label = `${memberLabel(member)} ${position === 0 ? 'Present' : 'Former'} Address`;
  const id = (suffix: string) => `FR${block}${suffix}`;
  return [
    ...addressFields([id('04'), id('06'), id('07'), id('08')], label, `${path}.address`),
    dropdown(id('15'), `${label} Own or Rent`, `${path}.basis`, RESIDENCY_BASES),
    money(id('16'), `${label} Monthly Rent`, `${path}.monthlyRent`),
    wholeNumber(id('24'), `${label} Months at Address`, `${path}.durationMonths`),
  ];
}

export const BORROWER_FIELDS: FieldDefinition[] = [
  ...identityFields('borrower', {
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
  }),
  ...residenceFields('borrower', '01', 0),
  ...residenceFields('borrower', '03', 1),
  ...identityFields('coBorrower', {
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
  }),
  ...residenceFields('coBorrower', '02', 0),
  ...residenceFields('coBorrower', '04', 1),
];
