/**
 * Realistic sample loans for the sample files, the tests and the import benchmark: borrowers with
 * their residences, employers, assets and liabilities, from a seeded random source so that the
 * same seed always gives the same loan.
 */
import type {
  Asset,
  AssetType,
  BorrowerPair,
  Liability,
  LiabilityType,
  LoanDocument,
  LoanPurpose,
  MortgageType,
  Occupancy,
  Party,
  PropertyType,
} from 'shared-rules';
import { writeMismoLoanFile } from './mismo/mismo-writer';

/** Mulberry32: a small, fast, seeded generator of numbers in [0, 1). Not for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Dana',
  'Marcus',
  'Priya',
  'Elena',
  'James',
  'Aisha',
  'Tomás',
  'Grace',
  'Wei',
  'Olivia',
  'Samuel',
  'Fatima',
  'Noah',
  'Hannah',
  'Diego',
  'Mei',
];
const LAST_NAMES = [
  'Reyes',
  'Thompson',
  'Patel',
  'Novak',
  "O'Brien",
  'Okafor',
  'García',
  'Kim',
  'Chen',
  'Johnson',
  'Adeyemi',
  'Müller',
  'Rossi',
  'Nguyen',
  'Schwartz',
  'Brooks',
];
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Lakeview Dr',
  'Sunset Blvd',
  'Ridge Rd',
  'Willow Ct',
  'Main St',
  'Harbor Way',
  'Pine Hollow Rd',
];
const PLACES: ReadonlyArray<readonly [city: string, state: string, zip: string, county: string]> = [
  ['Austin', 'TX', '78701', 'Travis'],
  ['Denver', 'CO', '80203', 'Denver'],
  ['Columbus', 'OH', '43215', 'Franklin'],
  ['Raleigh', 'NC', '27601', 'Wake'],
  ['Sacramento', 'CA', '95814', 'Sacramento'],
  ['Tampa', 'FL', '33602', 'Hillsborough'],
  ['Boise', 'ID', '83702', 'Ada'],
  ['Richmond', 'VA', '23219', 'Richmond City'],
];
const EMPLOYERS = [
  'Acme Logistics LLC',
  'Bright & Sons Builders',
  'County School District',
  'Northwind Health',
  'Summit Software Inc',
  'Riverside Medical Group',
];
const POSITIONS = ['Operations Manager', 'Registered Nurse', 'Teacher', 'Software Engineer', 'Electrician', 'Accountant'];
const BANKS = [
  'First National Bank',
  'Credit Union of the Plains',
  'Harbor Savings & Loan',
  'Evergreen Trust',
  'Summit Federal Credit Union',
];
const CREDITORS = [
  'Capital Card Services',
  'AutoFinance Co',
  'Student Loan Servicing',
  'Home Depot Credit',
  'Discover Card',
  'Ally Auto',
  'Navient',
  'Synchrony Bank',
];
const ASSET_TYPES: AssetType[] = ['CheckingAccount', 'SavingsAccount', 'RetirementFund', 'MoneyMarketFund', 'Stock'];
const LIABILITY_TYPES: LiabilityType[] = ['Revolving', 'Installment', 'Installment', 'Revolving', 'Lease', 'Open30DayChargeAccount'];
const PROPERTY_TYPES: PropertyType[] = ['Detached', 'Condominium', 'PUD', 'Attached', 'DetachedCondo'];
const OCCUPANCIES: Occupancy[] = ['PrimaryResidence', 'PrimaryResidence', 'SecondHome', 'Investor'];

class Picker {
  constructor(private readonly random: () => number) {}

  integer(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  one<T>(items: readonly T[]): T {
    return items[this.integer(0, items.length - 1)];
  }

  digits(count: number): string {
    let text = '';
    for (let index = 0; index < count; index += 1) text += String(this.integer(0, 9));
    return text;
  }

  money(min: number, max: number): number {
    return Math.round((min + this.random() * (max - min)) * 100) / 100;
  }

  date(fromYear: number, toYear: number): string {
    const month = this.integer(1, 12);
    const day = this.integer(1, 28);
    return `${this.integer(fromYear, toYear)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
}

export interface SampleLoanOptions {
  /** 1 to 4 borrower pairs. */
  pairs: number;
  loanPurpose: LoanPurpose;
  mortgageType: MortgageType;
  /** Give every pair a co-borrower (default true); false leaves single borrowers. */
  coBorrowers?: boolean;
  liabilitiesPerPair?: number;
  assetsPerPair?: number;
  residencesPerBorrower?: number;
  employersPerBorrower?: number;
}

function sampleParty(pick: Picker, lastName: string, options: SampleLoanOptions): Party {
  const firstName = pick.one(FIRST_NAMES);
  const residences = Array.from({ length: options.residencesPerBorrower ?? 2 }, (_, index) => {
    const [city, state, zip, county] = pick.one(PLACES);
    return {
      address: { street: `${pick.integer(10, 9999)} ${pick.one(STREETS)}`, city, state, postalCode: zip, county },
      current: index === 0,
      basis: index === 0 ? pick.one(['Own', 'Rent'] as const) : ('Rent' as const),
      durationMonths: pick.integer(6, 120),
    };
  });
  const employers = Array.from({ length: options.employersPerBorrower ?? 1 }, (_, index) => ({
    employerName: pick.one(EMPLOYERS),
    position: pick.one(POSITIONS),
    startDate: pick.date(2005, 2024),
    monthlyIncome: pick.money(3500, 15000),
    selfEmployed: false,
    current: index === 0,
  }));
  return {
    firstName,
    middleName: pick.one(['A', 'J', 'M', 'R']),
    lastName,
    ssn: `${pick.integer(100, 665)}-${pick.digits(2).replace(/^00$/, '01')}-${String(pick.integer(1, 9999)).padStart(4, '0')}`,
    birthDate: pick.date(1955, 2000),
    homePhone: `${pick.integer(201, 989)}-555-${pick.digits(4)}`,
    cellPhone: `${pick.integer(201, 989)}-555-${pick.digits(4)}`,
    email: `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    maritalStatus: 'Married',
    dependentCount: pick.integer(0, 3),
    residences,
    employers,
  };
}

function samplePair(pick: Picker, options: SampleLoanOptions): BorrowerPair {
  const lastName = pick.one(LAST_NAMES);
  const borrower = sampleParty(pick, lastName, options);
  const withCoBorrower = options.coBorrowers ?? true;
  const coBorrower = withCoBorrower ? sampleParty(pick, lastName, options) : undefined;
  const ownerships = withCoBorrower ? (['Borrower', 'CoBorrower', 'Joint'] as const) : (['Borrower'] as const);
  const assets: Asset[] = Array.from({ length: options.assetsPerPair ?? 3 }, () => ({
    ownership: pick.one(ownerships),
    type: pick.one(ASSET_TYPES),
    holderName: pick.one(BANKS),
    accountNumber: pick.digits(10),
    value: pick.money(500, 250000),
  }));
  const liabilities: Liability[] = Array.from({ length: options.liabilitiesPerPair ?? 4 }, () => ({
    ownership: pick.one(ownerships),
    type: pick.one(LIABILITY_TYPES),
    holderName: pick.one(CREDITORS),
    accountNumber: pick.digits(12),
    monthlyPayment: pick.money(25, 900),
    unpaidBalance: pick.money(200, 45000),
    payoff: pick.integer(0, 9) === 0,
  }));
  const pair: BorrowerPair = { borrower, assets, liabilities };
  if (coBorrower !== undefined) pair.coBorrower = coBorrower;
  return pair;
}

/** A complete sample loan. Deterministic for a given random source. */
export function buildSampleLoan(options: SampleLoanOptions, random: () => number): LoanDocument {
  const pick = new Picker(random);
  const [city, state, zip, county] = pick.one(PLACES);
  const value = pick.integer(180, 950) * 1000;
  const purchase = options.loanPurpose === 'Purchase';
  const loanAmount = Math.round(value * (options.mortgageType === 'FHA' ? 0.965 : options.mortgageType === 'VA' ? 1 : 0.8));
  const financedFee =
    options.mortgageType === 'FHA'
      ? Math.round(loanAmount * 0.0175 * 100) / 100
      : options.mortgageType === 'VA'
        ? Math.round(loanAmount * 0.0215 * 100) / 100
        : 0;
  const termMonths = pick.one([360, 360, 240, 180]);
  const loan: LoanDocument = {
    sourceLoanNumber: `LN${pick.digits(8)}`,
    loanProgramName: `${options.mortgageType === 'FarmersHomeAdministration' ? 'USDA' : options.mortgageType} ${termMonths / 12} Year Fixed`,
    loanPurpose: options.loanPurpose,
    mortgageType: options.mortgageType,
    loanAmount,
    totalLoanAmount: Math.round((loanAmount + financedFee) * 100) / 100,
    noteRate: pick.one([5.75, 6.125, 6.5, 6.875, 7.25]),
    termMonths,
    amortizationType: 'Fixed',
    lienPosition: 'FirstLien',
    applicationDate: pick.date(2025, 2026),
    property: {
      address: { street: `${pick.integer(10, 9999)} ${pick.one(STREETS)}`, city, state, postalCode: zip, county },
      occupancy: options.mortgageType === 'FHA' || options.mortgageType === 'VA' ? 'PrimaryResidence' : pick.one(OCCUPANCIES),
      propertyType: pick.one(PROPERTY_TYPES),
      numberOfUnits: 1,
      yearBuilt: pick.integer(1950, 2024),
      appraisedValue: value,
      estimatedValue: value,
    },
    applications: Array.from({ length: options.pairs }, () => samplePair(pick, options)),
    customFields: [],
  };
  if (purchase) loan.property.purchasePrice = value;
  if (options.mortgageType !== 'Conventional') loan.agencyCaseNumber = `${pick.digits(3)}-${pick.digits(7)}`;
  return loan;
}

/**
 * The largest MISMO file of at most `maxBytes` (UTF-8) for one real loan of four borrower pairs
 * whose liabilities, assets, residences and employers repeat as a large file's do.
 */
export function buildLoanFileOfSize(maxBytes: number, seed = 2026): { xml: string; loan: LoanDocument } {
  const build = (scale: number) => {
    const loan = buildSampleLoan(
      {
        pairs: 4,
        loanPurpose: 'Purchase',
        mortgageType: 'Conventional',
        liabilitiesPerPair: scale * 4,
        assetsPerPair: scale * 2,
        residencesPerBorrower: scale,
        employersPerBorrower: Math.max(1, Math.floor(scale / 2)),
      },
      seededRandom(seed),
    );
    const xml = writeMismoLoanFile(loan, { createdDatetime: '2026-01-15T10:00:00Z', lenderName: 'Portal Demo Lending' });
    return { xml, loan, bytes: Buffer.byteLength(xml) };
  };
  let scale = 4;
  let candidate = build(scale);
  for (let attempt = 0; attempt < 6 && candidate.bytes < maxBytes * 0.995; attempt += 1) {
    scale = Math.max(scale + 1, Math.floor((scale * maxBytes) / candidate.bytes));
    candidate = build(scale);
  }
  while (candidate.bytes > maxBytes && scale > 1) {
    scale -= Math.max(1, Math.ceil(scale * 0.002));
    candidate = build(scale);
  }
  return { xml: candidate.xml, loan: candidate.loan };
}
