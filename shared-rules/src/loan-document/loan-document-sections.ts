/**
 * The parts of the loan document that the URLA's later sections and the State Specific Data tab
 * fill: a pair member's declarations and demographic information, the real estate a pair owns,
 * the loan originator and the state disclosures. Every member is optional: a document stored
 * before these sections existed is still a valid loan, and a section starts empty.
 */

/** A postal address, wherever the document has one (a residence, a property, an employer). */
export interface Address {
  street?: string;
  unit?: string;
  city?: string;
  /** Two-letter state or territory code. */
  state?: string;
  postalCode?: string;
  county?: string;
}

/** URLA section 5: each answer is true (Yes) or false (No); absent until the borrower answers. */
export interface Declarations {
  /** Will occupy the property as the primary residence. */
  primaryResidence?: boolean;
  /** Had an ownership interest in another property in the last three years. */
  priorOwnershipInterest?: boolean;
  /** Family or business relationship with the seller (purchase). */
  sellerRelationship?: boolean;
  /** Borrowing money for the transaction that the application does not disclose. */
  undisclosedBorrowing?: boolean;
  /** Co-signer or guarantor on a debt the application does not disclose. */
  undisclosedCoSigner?: boolean;
  outstandingJudgments?: boolean;
  delinquentFederalDebt?: boolean;
  partyToLawsuit?: boolean;
  /** Conveyed title in lieu of foreclosure in the last seven years. */
  deedInLieu?: boolean;
  /** Pre-foreclosure or short sale in the last seven years. */
  preForeclosureOrShortSale?: boolean;
  /** Property foreclosed upon in the last seven years. */
  foreclosure?: boolean;
  /** Declared bankruptcy in the last seven years. */
  bankruptcy?: boolean;
}

export type Ethnicity = 'HispanicOrLatino' | 'NotHispanicOrLatino' | 'InformationNotProvided' | 'NotApplicable';

export type Race =
  | 'AmericanIndianOrAlaskaNative'
  | 'Asian'
  | 'BlackOrAfricanAmerican'
  | 'NativeHawaiianOrOtherPacificIslander'
  | 'White'
  | 'InformationNotProvided'
  | 'NotApplicable';

export type Sex = 'Female' | 'Male' | 'InformationNotProvided' | 'NotApplicable';

/** URLA section 8, the HMDA demographic information of one pair member. */
export interface Demographics {
  ethnicity?: Ethnicity;
  race?: Race;
  sex?: Sex;
  /** Taken in a face-to-face interview (the lender then notes what it observed). */
  faceToFaceInterview?: boolean;
}

export type OwnedPropertyStatus = 'Sold' | 'PendingSale' | 'Retained';

/** URLA section 3: a property the pair owns besides the subject property. */
export interface OwnedProperty {
  address: Address;
  status?: OwnedPropertyStatus;
  marketValue?: number;
  /** Net of the property's costs (URLA section 3): below zero when it costs more than its rent brings in. */
  monthlyRentalIncome?: number;
}

/** URLA section 9: who originated the loan, as the application names them. */
export interface LoanOriginator {
  organizationName?: string;
  organizationNmlsId?: string;
  organizationAddress?: Address;
  name?: string;
  nmlsId?: string;
  /** The originator's license number in the subject property's state. */
  stateLicenseId?: string;
  email?: string;
  phone?: string;
}

export interface TexasDisclosures {
  /** A Texas home-equity loan under section 50(a)(6) of the Texas Constitution. */
  homeEquity50a6?: boolean;
  /** When the 12-day Notice Concerning Extensions of Credit went to the owners. */
  homeEquityNoticeDate?: string;
  /** The property carries a property-tax loan. */
  propertyTaxLoan?: boolean;
  propertyTaxLoanDisclosureDate?: string;
  /** When the Texas mortgage banker (complaints and recovery fund) disclosure went out. */
  mortgageBankerDisclosureDate?: string;
}

export interface CaliforniaDisclosures {
  perDiemDisclosureDate?: string;
  /** Daily interest from funding to the first payment period, disclosed to the borrower. */
  perDiemInterestAmount?: number;
  /** License under the California Finance Lenders Law. */
  financeLendersLicense?: string;
  hazardInsuranceDisclosureDate?: string;
}

export interface NewYorkDisclosures {
  /** A subprime home loan under Banking Law section 6-m. */
  subprimeHomeLoan?: boolean;
  /** A high-cost home loan under Banking Law section 6-l. */
  highCostHomeLoan?: boolean;
  preApplicationDisclosureDate?: string;
  mortgageBankerLicense?: string;
}

export interface FloridaDisclosures {
  /** The nonrecurring intangible tax on the mortgage (2 mills of the amount secured). */
  intangibleTax?: number;
  /** Documentary stamp tax on the note. */
  documentaryStampTax?: number;
  lenderLicense?: string;
}

export interface IllinoisDisclosures {
  /** The property is in an area the Anti-Predatory Lending Database program covers. */
  antiPredatoryDatabaseRequired?: boolean;
  /** Certificate of compliance (or exemption) number from the database. */
  antiPredatoryCertificateNumber?: string;
  antiPredatoryCertificateDate?: string;
  residentialMortgageLicense?: string;
}

export interface NewJerseyDisclosures {
  applicationDisclosureDate?: string;
  /** A high-cost home loan under the New Jersey Home Ownership Security Act. */
  highCostHomeLoan?: boolean;
  residentialMortgageLenderLicense?: string;
}

/** State disclosures and data, by the subject property's state. */
export interface StateDisclosures {
  texas?: TexasDisclosures;
  california?: CaliforniaDisclosures;
  newYork?: NewYorkDisclosures;
  florida?: FloridaDisclosures;
  illinois?: IllinoisDisclosures;
  newJersey?: NewJerseyDisclosures;
}
