/**
 * URLA section 1b–1d, employment and income, in the FE numbering: `FE` + the block (01 borrower
 * current, 02 co-borrower current, 03 borrower previous, 04 co-borrower previous) + 02 employer
 * name, 04–07 employer street, city, state, zip, 08 end date (previous only), 09 start date,
 * 10 position or title, 13 years in this line of work, 15 self-employed, 17 employer phone
 * (previous only: the current employer's phone is the member's work phone, FE0117 / FE0217),
 * 19 base, 20 overtime, 21 bonus, 22 commission monthly income. The current employment is the
 * member's first employer, the previous one the second (imports put current employments first).
 */
import type { FieldDefinition } from '../field-definition';
import { addressFields, date, field, money, text, wholeNumber, yesNo } from './field-builder';
import { type PairMember, memberLabel, memberPath } from './borrower-fields';

function employmentFields(member: PairMember, block: string, position: 0 | 1): FieldDefinition[] {
  const path = `${memberPath(member)}.employers[${position}]`;
  const previous = position === 1;
  const label = `${memberLabel(member)} ${previous ? 'Previous' : 'Current'} Employer`;
  const id = (suffix: string) => `FE${block}${suffix}`;
  return [
    text(id('02'), `${label} Name`, `${path}.employerName`),
    ...(previous ? [field(id('17'), `${label} Phone`, 'PHONE', 'String', `${path}.phone`)] : []),
    ...addressFields([id('04'), id('05'), id('06'), id('07')], `${label} Address`, `${path}.address`),
    text(id('10'), `${label} Position or Title`, `${path}.position`),
    date(id('09'), `${label} Start Date`, `${path}.startDate`),
    ...(previous ? [date(id('08'), `${label} End Date`, `${path}.endDate`)] : []),
    wholeNumber(id('13'), `${label} Years in This Line of Work`, `${path}.yearsInLineOfWork`),
    yesNo(id('15'), `${label} Self-Employed`, `${path}.selfEmployed`),
    money(id('19'), `${label} Base Monthly Income`, `${path}.baseMonthlyIncome`),
    money(id('20'), `${label} Overtime Monthly Income`, `${path}.overtimeMonthlyIncome`),
    money(id('21'), `${label} Bonus Monthly Income`, `${path}.bonusMonthlyIncome`),
    money(id('22'), `${label} Commission Monthly Income`, `${path}.commissionMonthlyIncome`),
  ];
}

export const EMPLOYMENT_FIELDS: FieldDefinition[] = [
  ...employmentFields('borrower', '01', 0),
  ...employmentFields('coBorrower', '02', 0),
  ...employmentFields('borrower', '03', 1),
  ...employmentFields('coBorrower', '04', 1),
];
