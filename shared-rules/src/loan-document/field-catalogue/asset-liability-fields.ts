/**
 * URLA sections 2 and 3: assets, liabilities and real estate owned, each a repeated block whose
 * id carries its instance number (the `[#]` of a layout template: `DD0102` is asset 1's
 * institution, `DD0202` asset 2's). They are the primary application's (pair 1's) lists, in
 * order: asset n is the n-th entry of its assets.
 *
 * - Assets, `DD` + instance + 01 owner, 02 financial institution, 08 account type, 10 account
 *   number, 11 cash or market value.
 * - Liabilities, `FL` + instance + 01 owner, 02 creditor, 08 liability type, 10 account number,
 *   11 monthly payment, 13 unpaid balance, 18 to be paid off at or before closing.
 * - Real estate owned, `FM` + instance + 04 street, 06 city, 07 state, 08 zip, 19 market value,
 *   24 status (sold, pending sale, retained), 32 net monthly rental income (the rent less the
 *   property's costs, so below zero when it costs more than it brings in: the field allows a minus sign).
 */
import type { FieldDefinition } from '../field-definition';
import { OWNERSHIPS, addressFields, dropdown, instanceNumbers, money, options, signedMoney, text, yesNo } from './field-builder';

/** How many blocks of each repeated section the URLA shows. */
export const URLA_REPEATED_BLOCKS = { assets: 4, liabilities: 5, realEstateOwned: 3 } as const;

const ASSET_TYPES = options(
  ['CheckingAccount', 'Checking Account'],
  ['SavingsAccount', 'Savings Account'],
  ['MoneyMarketFund', 'Money Market Fund'],
  ['CertificateOfDepositTimeDeposit', 'Certificate of Deposit'],
  ['RetirementFund', 'Retirement Fund'],
  'Stock',
  ['MutualFund', 'Mutual Fund'],
  'Bond',
  'Other',
);
const LIABILITY_TYPES = options(
  'Revolving',
  'Installment',
  ['MortgageLoan', 'Mortgage Loan'],
  'HELOC',
  'Lease',
  ['Open30DayChargeAccount', 'Open 30-Day Charge Account'],
  'Other',
);
const OWNED_PROPERTY_STATUSES = options('Sold', ['PendingSale', 'Pending Sale'], 'Retained');

const PRIMARY_APPLICATION = '$.applications[0]';

function assetFields(instance: string, position: number): FieldDefinition[] {
  const path = `${PRIMARY_APPLICATION}.assets[${position}]`;
  const label = `Asset ${position + 1}`;
  return [
    dropdown(`DD${instance}01`, `${label} Owner`, `${path}.ownership`, OWNERSHIPS),
    text(`DD${instance}02`, `${label} Financial Institution`, `${path}.holderName`),
    dropdown(`DD${instance}08`, `${label} Account Type`, `${path}.type`, ASSET_TYPES),
    text(`DD${instance}10`, `${label} Account Number`, `${path}.accountNumber`),
    money(`DD${instance}11`, `${label} Cash or Market Value`, `${path}.value`),
  ];
}

function liabilityFields(instance: string, position: number): FieldDefinition[] {
  const path = `${PRIMARY_APPLICATION}.liabilities[${position}]`;
  const label = `Liability ${position + 1}`;
  return [
    dropdown(`FL${instance}01`, `${label} Owner`, `${path}.ownership`, OWNERSHIPS),
    text(`FL${instance}02`, `${label} Creditor`, `${path}.holderName`),
    dropdown(`FL${instance}08`, `${label} Type`, `${path}.type`, LIABILITY_TYPES),
    text(`FL${instance}10`, `${label} Account Number`, `${path}.accountNumber`),
    money(`FL${instance}11`, `${label} Monthly Payment`, `${path}.monthlyPayment`),
    money(`FL${instance}13`, `${label} Unpaid Balance`, `${path}.unpaidBalance`),
    yesNo(`FL${instance}18`, `${label} To Be Paid Off`, `${path}.payoff`),
  ];
}

function ownedPropertyFields(instance: string, position: number): FieldDefinition[] {
  const path = `${PRIMARY_APPLICATION}.realEstateOwned[${position}]`;
  const label = `Real Estate Owned ${position + 1}`;
  const id = (suffix: string) => `FM${instance}${suffix}`;
  return [
    ...addressFields([id('04'), id('06'), id('07'), id('08')], label, `${path}.address`),
    money(id('19'), `${label} Market Value`, `${path}.marketValue`),
    dropdown(id('24'), `${label} Status`, `${path}.status`, OWNED_PROPERTY_STATUSES),
    signedMoney(id('32'), `${label} Net Monthly Rental Income`, `${path}.monthlyRentalIncome`),
  ];
}

export const ASSET_LIABILITY_FIELDS: FieldDefinition[] = [
  ...instanceNumbers(URLA_REPEATED_BLOCKS.assets).flatMap(assetFields),
  ...instanceNumbers(URLA_REPEATED_BLOCKS.liabilities).flatMap(liabilityFields),
  ...instanceNumbers(URLA_REPEATED_BLOCKS.realEstateOwned).flatMap(ownedPropertyFields),
];
