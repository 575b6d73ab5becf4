/**
 * The loan document: what a loan holds, as stored (JSON) per loan and as read by the wizard, the
 * rule engine (values by field id, see `field-catalogue/`) and the loan pages. The URLA sections
 * added after the first loans were stored (declarations, demographics, owned real estate, the
 * loan originator, state disclosures) are optional members, so a stored document stays valid.
 *
 * Conventions, chosen so that a value read by field id means the same thing everywhere:
 * - A property that is absent is unknown. Writing an empty value removes the property.
 * - Money and percentages are numbers (`noteRate: 6.875` is 6.875 %), counts are integers.
 * - Dates are ISO calendar dates `yyyy-MM-dd`; the pages display them as MM/dd/yyyy.
 * - SSNs are stored `ddd-dd-dddd`, phones `ddd-ddd-dddd` (optionally ` xNNNN`), zips `ddddd` or
 *   `ddddd-dddd`: the masks of the portal, so a stored value always passes the FORMAT rules.
 * - Enumerated values use the option values of the field catalogue (Encompass wording), so that
 *   a rule written as `19 EQUAL Purchase` works on any loan, imported or typed in.
 */

import type { Address, Declarations, Demographics, LoanOriginator, OwnedProperty, StateDisclosures } from './loan-document-sections';

/** Borrower pairs (applications) a loan holds at most. */
export const MAX_BORROWER_PAIRS = 4;

export type LoanPurpose =
  | 'Purchase'
  | 'Cash-Out Refinance'
  | 'NoCash-Out Refinance'
  | 'ConstructionOnly'
  | 'ConstructionToPermanent'
  | 'Other';

/** Field 1172. FarmersHomeAdministration is the USDA rural-development loan. */
export type MortgageType = 'Conventional' | 'FHA' | 'VA' | 'FarmersHomeAdministration' | 'Other';

export type AmortizationType = 'Fixed' | 'AdjustableRate' | 'GraduatedPaymentMortgage' | 'Other';

export type LienPosition = 'FirstLien' | 'SecondLien';

export type Occupancy = 'PrimaryResidence' | 'SecondHome' | 'Investor';

export type PropertyType =
  | 'Detached'
  | 'Attached'
  | 'Condominium'
  | 'HighRiseCondominium'
  | 'DetachedCondo'
  | 'PUD'
  | 'CoOperative'
  | 'ManufacturedHousing';

/** Field 1393, the HMDA action taken. The adverse-action lock reads these exact values. */
export type ActionTaken =
  | 'Active Loan'
  | 'Loan Originated'
  | 'Application approved but not accepted'
  | 'Application denied'
  | 'Application withdrawn'
  | 'File Closed for incompleteness'
  | 'Loan purchased by your institution'
  | 'Preapproval request denied by financial institution'
  | 'Preapproval request approved but not accepted';

export type MaritalStatus = 'Married' | 'Separated' | 'Unmarried';

export type Citizenship = 'USCitizen' | 'PermanentResidentAlien' | 'NonPermanentResidentAlien';

export type ResidencyBasis = 'Own' | 'Rent' | 'LivingRentFree';

export type AssetType =
  | 'CheckingAccount'
  | 'SavingsAccount'
  | 'MoneyMarketFund'
  | 'CertificateOfDepositTimeDeposit'
  | 'RetirementFund'
  | 'Stock'
  | 'MutualFund'
  | 'Bond'
  | 'Other';

export type LiabilityType = 'Revolving' | 'Installment' | 'MortgageLoan' | 'HELOC' | 'Lease' | 'Open30DayChargeAccount' | 'Other';

/** Who in a borrower pair an asset or liability belongs to. */
export type PairMemberOwnership = 'Borrower' | 'CoBorrower' | 'Joint';

export interface Residence {
  address: Address;
  /** Current or a prior address. */
  current: boolean;
  basis?: ResidencyBasis;
  durationMonths?: number;
  monthlyRent?: number;
}

export interface Employment {
  employerName: string;
  phone?: string;
  address?: Address;
  position?: string;
  startDate?: string;
  /** A previous employment's last day. */
  endDate?: string;
  yearsInLineOfWork?: number;
  /** The total gross monthly income from this employment, as an imported file states it. */
  monthlyIncome?: number;
  baseMonthlyIncome?: number;
  overtimeMonthlyIncome?: number;
  bonusMonthlyIncome?: number;
  commissionMonthlyIncome?: number;
  selfEmployed?: boolean;
  current: boolean;
}

/** A borrower or co-borrower. */
export interface Party {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  suffix?: string;
  ssn?: string;
  birthDate?: string;
  homePhone?: string;
  cellPhone?: string;
  workPhone?: string;
  email?: string;
  maritalStatus?: MaritalStatus;
  dependentCount?: number;
  citizenship?: Citizenship;
  /** Newest first: the current residence, then prior ones. */
  residences: Residence[];
  /** The current employment first, then previous ones. */
  employers: Employment[];
  declarations?: Declarations;
  demographics?: Demographics;
}

export interface Asset {
  ownership: PairMemberOwnership;
  type: AssetType;
  holderName?: string;
  accountNumber?: string;
  value?: number;
}

export interface Liability {
  ownership: PairMemberOwnership;
  type: LiabilityType;
  holderName?: string;
  accountNumber?: string;
  monthlyPayment?: number;
  unpaidBalance?: number;
  /** Paid off at or before closing. */
  payoff?: boolean;
}

/** One application (URLA) of the loan: a borrower, optionally a co-borrower, what they own and owe. */
export interface BorrowerPair {
  borrower: Party;
  coBorrower?: Party;
  assets: Asset[];
  liabilities: Liability[];
  /** Real estate the pair owns besides the subject property. */
  realEstateOwned?: OwnedProperty[];
}

export interface SubjectProperty {
  address: Address;
  occupancy?: Occupancy;
  propertyType?: PropertyType;
  numberOfUnits?: number;
  yearBuilt?: number;
  purchasePrice?: number;
  appraisedValue?: number;
  estimatedValue?: number;
}

/** A custom field value (`CX.` or `CUST` field ids). Checkboxes store X or an empty string. */
export interface CustomField {
  fieldName: string;
  value: string;
}

export interface LoanDocument {
  /** Assigned by the portal when the loan is created; an imported file's lender loan number is kept in `sourceLoanNumber`. */
  loanNumber?: string;
  sourceLoanNumber?: string;
  loanProgramName?: string;
  loanPurpose?: LoanPurpose;
  mortgageType?: MortgageType;
  /** Base loan amount, before financed fees or mortgage insurance. */
  loanAmount?: number;
  /** Base loan amount plus financed amounts (UFMIP, funding fee). */
  totalLoanAmount?: number;
  noteRate?: number;
  termMonths?: number;
  amortizationType?: AmortizationType;
  lienPosition?: LienPosition;
  applicationDate?: string;
  estimatedClosingDate?: string;
  actionTaken?: ActionTaken;
  /** FHA, VA or USDA case number. */
  agencyCaseNumber?: string;
  loanOriginator?: LoanOriginator;
  /** The disclosures and data the subject property's state requires. */
  stateDisclosures?: StateDisclosures;
  property: SubjectProperty;
  /** Borrower pairs in order; pair 1 is the primary application. 1 to MAX_BORROWER_PAIRS entries. */
  applications: BorrowerPair[];
  customFields: CustomField[];
}

/** An empty party, the starting point of a borrower typed in by hand. */
export function emptyParty(): Party {
  return { residences: [], employers: [] };
}

/** An empty loan document with one borrower pair whose borrower has no data yet. */
export function emptyLoanDocument(): LoanDocument {
  return {
    property: { address: {} },
    applications: [{ borrower: emptyParty(), assets: [], liabilities: [] }],
    customFields: [],
  };
}
