/**
 * MISMO 3.4 names and enumerations, and how each maps to a loan-document value. Read and write
 * both use these tables, so an imported file and a generated one always agree.
 */
import type {
  ActionTaken,
  AmortizationType,
  AssetType,
  LiabilityType,
  LienPosition,
  MaritalStatus,
  MortgageType,
  Occupancy,
  ResidencyBasis,
} from 'shared-rules';

export const MISMO_NAMESPACE = 'http://www.mismo.org/residential/2009/schemas';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
export const MISMO_REFERENCE_MODEL = '3.4.032420160128';

const ARCROLE_BASE = 'urn:fdc:mismo.org:2009:residential/';
/** Two borrower roles that share assets and liabilities: one application, a borrower pair. */
export const JOINT_BORROWERS_ARCROLE = `${ARCROLE_BASE}ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE`;
export const ASSET_OWNER_ARCROLE = `${ARCROLE_BASE}ASSET_IsAssociatedWith_ROLE`;
export const LIABILITY_OWNER_ARCROLE = `${ARCROLE_BASE}LIABILITY_IsAssociatedWith_ROLE`;

/** A two-way table between MISMO enumeration values and loan-document values. */
export class CodeTable<DocumentValue extends string> {
  private readonly toDocument: Map<string, DocumentValue>;

  /** `pairs` lists [mismo, document]; the first pair of a document value is the one written. */
  constructor(
    private readonly pairs: ReadonlyArray<readonly [mismo: string, document: DocumentValue]>,
    private readonly fallback: DocumentValue | null,
  ) {
    this.toDocument = new Map(pairs.map(([mismo, document]) => [mismo.toLowerCase(), document]));
  }

  /** The document value of a MISMO value, the fallback for unlisted values, undefined for empty. */
  read(mismo: string | undefined): DocumentValue | undefined {
    if (mismo === undefined || mismo === '') return undefined;
    return this.toDocument.get(mismo.toLowerCase()) ?? this.fallback ?? undefined;
  }

  write(document: DocumentValue | undefined): string | undefined {
    if (document === undefined) return undefined;
    return this.pairs.find((pair) => pair[1] === document)?.[0];
  }
}

export const MORTGAGE_TYPES = new CodeTable<MortgageType>(
  [
    ['Conventional', 'Conventional'],
    ['FHA', 'FHA'],
    ['VA', 'VA'],
    ['USDARuralDevelopment', 'FarmersHomeAdministration'],
    ['FarmersHomeAdministration', 'FarmersHomeAdministration'],
    ['Other', 'Other'],
  ],
  'Other',
);

export const AMORTIZATION_TYPES = new CodeTable<AmortizationType>(
  [
    ['Fixed', 'Fixed'],
    ['AdjustableRate', 'AdjustableRate'],
    ['GraduatedPaymentMortgage', 'GraduatedPaymentMortgage'],
    ['Other', 'Other'],
  ],
  'Other',
);

export const LIEN_POSITIONS = new CodeTable<LienPosition>(
  [
    ['FirstLien', 'FirstLien'],
    ['SecondLien', 'SecondLien'],
  ],
  null,
);

export const OCCUPANCIES = new CodeTable<Occupancy>(
  [
    ['PrimaryResidence', 'PrimaryResidence'],
    ['SecondHome', 'SecondHome'],
    ['Investment', 'Investor'],
  ],
  null,
);

export const ACTIONS_TAKEN = new CodeTable<ActionTaken>(
  [
    ['LoanOriginated', 'Loan Originated'],
    ['ApplicationApprovedButNotAccepted', 'Application approved but not accepted'],
    ['ApplicationDenied', 'Application denied'],
    ['ApplicationWithdrawnByApplicant', 'Application withdrawn'],
    ['ApplicationWithdrawn', 'Application withdrawn'],
    ['FileClosedForIncompleteness', 'File Closed for incompleteness'],
    ['PurchasedLoan', 'Loan purchased by your institution'],
    ['PreapprovalRequestDeniedByFinancialInstitution', 'Preapproval request denied by financial institution'],
    ['PreapprovalRequestDenied', 'Preapproval request denied by financial institution'],
    ['PreapprovalRequestApprovedButNotAccepted', 'Preapproval request approved but not accepted'],
  ],
  null,
);

export const MARITAL_STATUSES = new CodeTable<MaritalStatus>(
  [
    ['Married', 'Married'],
    ['Separated', 'Separated'],
    ['Unmarried', 'Unmarried'],
  ],
  null,
);

export const RESIDENCY_BASES = new CodeTable<ResidencyBasis>(
  [
    ['Own', 'Own'],
    ['Rent', 'Rent'],
    ['LivingRentFree', 'LivingRentFree'],
  ],
  null,
);

export const ASSET_TYPES = new CodeTable<AssetType>(
  [
    ['CheckingAccount', 'CheckingAccount'],
    ['SavingsAccount', 'SavingsAccount'],
    ['MoneyMarketFund', 'MoneyMarketFund'],
    ['CertificateOfDepositTimeDeposit', 'CertificateOfDepositTimeDeposit'],
    ['RetirementFund', 'RetirementFund'],
    ['Stock', 'Stock'],
    ['MutualFund', 'MutualFund'],
    ['Bond', 'Bond'],
    ['Other', 'Other'],
  ],
  'Other',
);

export const LIABILITY_TYPES = new CodeTable<LiabilityType>(
  [
    ['Revolving', 'Revolving'],
    ['Installment', 'Installment'],
    ['MortgageLoan', 'MortgageLoan'],
    ['HELOC', 'HELOC'],
    ['Lease', 'Lease'],
    ['Open30DayChargeAccount', 'Open30DayChargeAccount'],
    ['Other', 'Other'],
  ],
  'Other',
);

/** MISMO loan purpose plus the refinance cash-out determination give the portal's loan purpose. */
export const REFINANCE_CASH_OUT = {
  cashOut: 'CashOut',
  limitedCashOut: 'LimitedCashOut',
  noCashOut: 'NoCashOut',
} as const;
