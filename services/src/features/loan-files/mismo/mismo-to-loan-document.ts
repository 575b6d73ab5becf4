/**
 * Maps the kept part of a MISMO 3.4 MESSAGE to a loan document.
 *
 * Borrower pairs (applications):
 * - Borrowers are the ROLEs whose ROLE_DETAIL/PartyRoleType is Borrower, in file order.
 * - When the file links borrowers with the ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE
 *   relationship (joint borrowers on one URLA), each linked couple is a pair and every borrower
 *   not linked has a pair of their own; the one classified Primary (else the first in the file)
 *   is the borrower, the other the co-borrower.
 * - Without such relationships, pairs follow the file order: a borrower classified Primary starts
 *   a pair, any other joins the last pair that has no co-borrower yet or else starts one.
 * - A loan holds at most 4 pairs: a file with more is refused (`too-many-borrower-pairs`) rather
 *   than imported with borrowers left out.
 * Assets and liabilities go to the pair of the borrowers they are associated with (Joint when
 * both of a pair); those associated with nobody go to pair 1.
 * Values that break their field's format (an SSN of 8 digits, a date of 13/40/2020) are left
 * out and reported as warnings; the rest of the file still imports.
 */
import {
  type Address,
  type Asset,
  type BorrowerPair,
  type Employment,
  type FieldDefinition,
  type ImportWarning,
  type Liability,
  type LoanDocument,
  type LoanPurpose,
  MAX_BORROWER_PAIRS,
  type PairMemberOwnership,
  type Party,
  type PropertyType,
  type Residence,
  type SubjectProperty,
  getFieldDefinition,
  normaliseFieldValue,
  parseIsoDate,
} from 'shared-rules';
import { type LoanFileProblem, problem } from '../loan-file-problems';
import { descend, repeated, textAt } from '../xml/xml-element';
import type { XmlElement } from '../xml/xml-tree-reader';
import {
  ACTIONS_TAKEN,
  AMORTIZATION_TYPES,
  ASSET_OWNER_ARCROLE,
  ASSET_TYPES,
  JOINT_BORROWERS_ARCROLE,
  LIABILITY_OWNER_ARCROLE,
  LIABILITY_TYPES,
  LIEN_POSITIONS,
  MARITAL_STATUSES,
  MORTGAGE_TYPES,
  OCCUPANCIES,
  REFINANCE_CASH_OUT,
  RESIDENCY_BASES,
} from './mismo-vocabulary';

export type MismoMapping = { ok: true; loan: LoanDocument; warnings: ImportWarning[] } | { ok: false; problem: LoanFileProblem };

/** Collects the values of one file and the warnings about those left out. */
class ValueReader {
  readonly warnings: ImportWarning[] = [];
  private readonly definitions = new Map<string, FieldDefinition>();

  amount(element: XmlElement | undefined, path: string[], where: string): number | undefined {
    const text = textAt(element, ...path);
    if (text === undefined) return undefined;
    if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
    this.warn(where, path, `"${text}" is not an amount`);
    return undefined;
  }

  count(element: XmlElement | undefined, path: string[], where: string): number | undefined {
    const text = textAt(element, ...path);
    if (text === undefined) return undefined;
    if (/^\d+$/.test(text)) return Number(text);
    this.warn(where, path, `"${text}" is not a whole number`);
    return undefined;
  }

  indicator(element: XmlElement | undefined, path: string[], where: string): boolean | undefined {
    const text = textAt(element, ...path);
    if (text === undefined) return undefined;
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    this.warn(where, path, `"${text}" is not true or false`);
    return undefined;
  }

  /** An xsd:date (`yyyy-MM-dd`) that is a real calendar day. */
  date(element: XmlElement | undefined, path: string[], where: string): string | undefined {
    const text = textAt(element, ...path);
    if (text === undefined) return undefined;
    const day = parseIsoDate(text);
    if (day !== undefined) return day;
    this.warn(where, path, `"${text}" is not a date`);
    return undefined;
  }

  /** Text normalised by a catalogued field's format (dates, SSN, phone, zip, state). */
  field(fieldId: string, element: XmlElement | undefined, path: string[], where: string): string | undefined {
    return this.normalise(fieldId, textAt(element, ...path), path, where);
  }

  normalise(fieldId: string, text: string | undefined, path: string[], where: string): string | undefined {
    if (text === undefined) return undefined;
    let definition = this.definitions.get(fieldId);
    if (definition === undefined) {
      definition = getFieldDefinition(fieldId);
      if (definition !== undefined) this.definitions.set(fieldId, definition);
    }
    if (definition === undefined) return text;
    const normalised = normaliseFieldValue(definition, text);
    if (normalised.ok && typeof normalised.value === 'string') return normalised.value;
    this.warn(where, path, normalised.ok ? `"${text}" was not understood` : normalised.detail);
    return undefined;
  }

  code<T extends string>(
    table: { read(mismo: string | undefined): T | undefined },
    element: XmlElement | undefined,
    path: string[],
  ): T | undefined {
    return table.read(textAt(element, ...path));
  }

  private warn(where: string, path: string[], detail: string): void {
    this.warnings.push({ element: [where, ...path].join('/'), detail });
  }
}

/** A copy without the undefined members, so the document holds only what the file gave. */
function defined<T extends object>(value: T): T {
  const kept = {} as T;
  for (const key in value) if (value[key] !== undefined) kept[key] = value[key];
  return kept;
}

function readAddress(values: ValueReader, address: XmlElement | undefined, where: string, zipField: string, stateField: string): Address {
  return defined({
    street: textAt(address, 'AddressLineText'),
    unit: textAt(address, 'AddressUnitIdentifier'),
    city: textAt(address, 'CityName'),
    state: values.field(stateField, address, ['StateCode'], where),
    postalCode: values.field(zipField, address, ['PostalCode'], where),
    county: textAt(address, 'CountyName'),
  });
}

interface BorrowerRole {
  label: string | undefined;
  party: XmlElement;
  role: XmlElement;
  primary: boolean | undefined;
  where: string;
}

function borrowerRoles(deal: XmlElement): BorrowerRole[] {
  const roles: BorrowerRole[] = [];
  repeated(deal, 'PARTIES', 'PARTY').forEach((party, partyIndex) => {
    for (const role of repeated(party, 'ROLES', 'ROLE')) {
      if (textAt(role, 'ROLE_DETAIL', 'PartyRoleType') !== 'Borrower') continue;
      const classification = textAt(role, 'BORROWER', 'BORROWER_DETAIL', 'BorrowerClassificationType');
      roles.push({
        label: role.attributes['xlink:label'],
        party,
        role,
        primary: classification === undefined ? undefined : classification === 'Primary',
        where: `PARTY[${partyIndex + 1}]`,
      });
    }
  });
  return roles;
}

interface Arc {
  arcrole: string;
  from: string;
  to: string;
}

function relationships(deal: XmlElement): Arc[] {
  const arcs: Arc[] = [];
  for (const relationship of repeated(deal, 'RELATIONSHIPS', 'RELATIONSHIP')) {
    const { 'xlink:arcrole': arcrole, 'xlink:from': from, 'xlink:to': to } = relationship.attributes;
    if (arcrole !== undefined && from !== undefined && to !== undefined) arcs.push({ arcrole, from, to });
  }
  return arcs;
}

interface RolePair {
  borrower: BorrowerRole;
  coBorrower?: BorrowerRole;
}

function pairRoles(roles: BorrowerRole[], arcs: Arc[]): RolePair[] {
  const joint = arcs.filter((arc) => arc.arcrole === JOINT_BORROWERS_ARCROLE);
  const pairs: RolePair[] = [];
  if (joint.length > 0) {
    const byLabel = new Map(roles.filter((role) => role.label !== undefined).map((role) => [role.label as string, role]));
    const paired = new Set<BorrowerRole>();
    const partnerOf = new Map<BorrowerRole, BorrowerRole>();
    for (const arc of joint) {
      const from = byLabel.get(arc.from);
      const to = byLabel.get(arc.to);
      if (from === undefined || to === undefined || from === to || partnerOf.has(from) || partnerOf.has(to)) continue;
      partnerOf.set(from, to);
      partnerOf.set(to, from);
    }
    for (const role of roles) {
      if (paired.has(role)) continue;
      paired.add(role);
      const partner = partnerOf.get(role);
      if (partner === undefined) {
        pairs.push({ borrower: role });
      } else {
        paired.add(partner);
        const partnerLeads = partner.primary === true && role.primary !== true;
        pairs.push(partnerLeads ? { borrower: partner, coBorrower: role } : { borrower: role, coBorrower: partner });
      }
    }
    return pairs;
  }
  for (const role of roles) {
    const last = pairs[pairs.length - 1];
    if (role.primary !== true && last !== undefined && last.coBorrower === undefined) last.coBorrower = role;
    else pairs.push({ borrower: role });
  }
  return pairs;
}

function readResidences(
  values: ValueReader,
  borrower: XmlElement | undefined,
  where: string,
  member: 'borrower' | 'coBorrower',
): Residence[] {
  const zipField = member === 'borrower' ? 'FR0108' : 'FR0208';
  const stateField = member === 'borrower' ? 'FR0107' : 'FR0207';
  const residences = repeated(borrower, 'RESIDENCES', 'RESIDENCE').map((residence, index): Residence => {
    const at = `${where}/RESIDENCE[${index + 1}]`;
    return defined({
      address: readAddress(values, descend(residence, 'ADDRESS'), at, zipField, stateField),
      current: textAt(residence, 'RESIDENCE_DETAIL', 'BorrowerResidencyType') !== 'Prior',
      basis: values.code(RESIDENCY_BASES, residence, ['RESIDENCE_DETAIL', 'BorrowerResidencyBasisType']),
      durationMonths: values.count(residence, ['RESIDENCE_DETAIL', 'BorrowerResidencyDurationMonthsCount'], at),
      monthlyRent: values.amount(residence, ['LANDLORD', 'LANDLORD_DETAIL', 'MonthlyRentAmount'], at),
    });
  });
  // The catalogue's present-address fields read residence 1: current addresses come first.
  return [...residences.filter((residence) => residence.current), ...residences.filter((residence) => !residence.current)];
}

function readEmployers(values: ValueReader, borrower: XmlElement | undefined, where: string): Employment[] {
  const employers = repeated(borrower, 'EMPLOYERS', 'EMPLOYER').map((employer, index): Employment => {
    const at = `${where}/EMPLOYER[${index + 1}]`;
    return defined({
      employerName: textAt(employer, 'LEGAL_ENTITY', 'LEGAL_ENTITY_DETAIL', 'FullName') ?? '',
      position: textAt(employer, 'EMPLOYMENT', 'EmploymentPositionDescription'),
      startDate: values.date(employer, ['EMPLOYMENT', 'EmploymentStartDate'], at),
      monthlyIncome: values.amount(employer, ['EMPLOYMENT', 'EmploymentMonthlyIncomeAmount'], at),
      selfEmployed: values.indicator(employer, ['EMPLOYMENT', 'EmploymentBorrowerSelfEmployedIndicator'], at),
      current: textAt(employer, 'EMPLOYMENT', 'EmploymentStatusType') !== 'Prior',
    });
  });
  return [...employers.filter((employer) => employer.current), ...employers.filter((employer) => !employer.current)];
}

function readParty(values: ValueReader, role: BorrowerRole, member: 'borrower' | 'coBorrower'): Party {
  const { party, where } = role;
  const ids =
    member === 'borrower'
      ? { ssn: '65', birthDate: '1402', homePhone: '66', cellPhone: '1490', workPhone: 'FE0117' }
      : { ssn: '97', birthDate: '1403', homePhone: '98', cellPhone: '1480', workPhone: 'FE0217' };
  const individual = descend(party, 'INDIVIDUAL');
  const phones: Partial<Record<'homePhone' | 'cellPhone' | 'workPhone', string>> = {};
  let email: string | undefined;
  repeated(individual, 'CONTACT_POINTS', 'CONTACT_POINT').forEach((contactPoint, index) => {
    const at = `${where}/CONTACT_POINT[${index + 1}]`;
    const emailValue = textAt(contactPoint, 'CONTACT_POINT_EMAIL', 'ContactPointEmailValue');
    if (emailValue !== undefined && email === undefined) email = emailValue;
    if (descend(contactPoint, 'CONTACT_POINT_TELEPHONE') === undefined) return;
    const roleType = textAt(contactPoint, 'CONTACT_POINT_DETAIL', 'ContactPointRoleType');
    const key = roleType === 'Mobile' ? 'cellPhone' : roleType === 'Work' ? 'workPhone' : 'homePhone';
    if (phones[key] !== undefined) return;
    const number = textAt(contactPoint, 'CONTACT_POINT_TELEPHONE', 'ContactPointTelephoneValue');
    const extension = textAt(contactPoint, 'CONTACT_POINT_TELEPHONE', 'ContactPointTelephoneExtensionValue');
    const phone = number === undefined || extension === undefined ? number : `${number} x${extension}`;
    phones[key] = values.normalise(ids[key], phone, ['CONTACT_POINT_TELEPHONE', 'ContactPointTelephoneValue'], at);
  });
  const taxpayerIdentifier = repeated(party, 'TAXPAYER_IDENTIFIERS', 'TAXPAYER_IDENTIFIER').find(
    (identifier) => textAt(identifier, 'TaxpayerIdentifierType') !== 'EmployerIdentificationNumber',
  );
  const borrower = descend(role.role, 'BORROWER');
  return defined({
    firstName: textAt(individual, 'NAME', 'FirstName'),
    middleName: textAt(individual, 'NAME', 'MiddleName'),
    lastName: textAt(individual, 'NAME', 'LastName'),
    suffix: textAt(individual, 'NAME', 'SuffixName'),
    ssn: values.field(ids.ssn, taxpayerIdentifier, ['TaxpayerIdentifierValue'], `${where}/TAXPAYER_IDENTIFIER`),
    birthDate: values.field(ids.birthDate, borrower, ['BORROWER_DETAIL', 'BorrowerBirthDate'], where),
    ...phones,
    email,
    maritalStatus: values.code(MARITAL_STATUSES, borrower, ['BORROWER_DETAIL', 'MaritalStatusType']),
    dependentCount: values.count(borrower, ['BORROWER_DETAIL', 'DependentCount'], where),
    residences: readResidences(values, borrower, where, member),
    employers: readEmployers(values, borrower, where),
  });
}

/** Where assets and liabilities go: by role label, the pair index and the member. */
type Owners = Map<string, { pair: number; member: 'Borrower' | 'CoBorrower' }>;

/** Role labels each asset or liability label is associated with, for one arcrole. */
function associations(arcs: Arc[], arcrole: string): Map<string, string[]> {
  const byFrom = new Map<string, string[]>();
  for (const arc of arcs) {
    if (arc.arcrole !== arcrole) continue;
    const roles = byFrom.get(arc.from);
    if (roles === undefined) byFrom.set(arc.from, [arc.to]);
    else roles.push(arc.to);
  }
  return byFrom;
}

function ownerOf(
  label: string | undefined,
  associated: Map<string, string[]>,
  owners: Owners,
  pairs: BorrowerPair[],
): { pair: number; ownership: PairMemberOwnership } {
  const roles = label === undefined ? undefined : associated.get(label);
  let first: { pair: number; member: 'Borrower' | 'CoBorrower' } | undefined;
  let joint = false;
  for (const role of roles ?? []) {
    const owner = owners.get(role);
    if (owner === undefined) continue;
    if (first === undefined) first = owner;
    else if (owner.pair === first.pair && owner.member !== first.member) joint = true;
  }
  if (first === undefined) return { pair: 0, ownership: pairs[0].coBorrower === undefined ? 'Borrower' : 'Joint' };
  return { pair: first.pair, ownership: joint ? 'Joint' : first.member };
}

function readLoanPurpose(loan: XmlElement | undefined): LoanPurpose | undefined {
  const purpose = textAt(loan, 'TERMS_OF_LOAN', 'LoanPurposeType');
  if (purpose === undefined) return undefined;
  if (purpose === 'Purchase') return 'Purchase';
  if (purpose === 'Refinance') {
    const cashOut = textAt(loan, 'REFINANCE', 'RefinanceCashOutDeterminationType');
    return cashOut === REFINANCE_CASH_OUT.cashOut ? 'Cash-Out Refinance' : 'NoCash-Out Refinance';
  }
  return 'Other';
}

function readPropertyType(subject: XmlElement | undefined): PropertyType | undefined {
  const detail = descend(subject, 'PROPERTY_DETAIL');
  const construction = textAt(detail, 'ConstructionMethodType');
  const legalStructure = textAt(subject, 'PROJECT', 'PROJECT_DETAIL', 'ProjectLegalStructureType');
  const attachment = textAt(detail, 'AttachmentType');
  if (construction === 'Manufactured' || construction === 'MobileHome') return 'ManufacturedHousing';
  if (legalStructure === 'Cooperative') return 'CoOperative';
  if (legalStructure === 'Condominium') {
    if (textAt(subject, 'PROJECT', 'PROJECT_DETAIL', 'ProjectDesignType') === 'HighriseProject') return 'HighRiseCondominium';
    return attachment === 'Detached' ? 'DetachedCondo' : 'Condominium';
  }
  if (textAt(detail, 'PUDIndicator') === 'true') return 'PUD';
  if (attachment === 'Attached' || attachment === 'SemiDetached') return 'Attached';
  if (attachment === 'Detached') return 'Detached';
  return undefined;
}

function readProperty(values: ValueReader, deal: XmlElement): SubjectProperty {
  const subject = descend(deal, 'COLLATERALS', 'COLLATERAL', 'SUBJECT_PROPERTY');
  const where = 'SUBJECT_PROPERTY';
  const detail = descend(subject, 'PROPERTY_DETAIL');
  return defined({
    address: readAddress(values, descend(subject, 'ADDRESS'), where, '15', '14'),
    occupancy: values.code(OCCUPANCIES, detail, ['PropertyUsageType']),
    propertyType: readPropertyType(subject),
    numberOfUnits: values.count(detail, ['FinancedUnitCount'], where),
    yearBuilt: values.count(detail, ['PropertyStructureBuiltYear'], where),
    purchasePrice: values.amount(subject, ['SALES_CONTRACTS', 'SALES_CONTRACT', 'SALES_CONTRACT_DETAIL', 'SalesContractAmount'], where),
    appraisedValue: values.amount(
      subject,
      ['PROPERTY_VALUATIONS', 'PROPERTY_VALUATION', 'PROPERTY_VALUATION_DETAIL', 'PropertyValuationAmount'],
      where,
    ),
    estimatedValue: values.amount(detail, ['PropertyEstimatedValueAmount'], where),
  });
}

function termMonths(values: ValueReader, loan: XmlElement | undefined): number | undefined {
  for (const [rule, count, unit] of [
    ['MATURITY_RULE', 'LoanMaturityPeriodCount', 'LoanMaturityPeriodType'],
    ['AMORTIZATION_RULE', 'LoanAmortizationPeriodCount', 'LoanAmortizationPeriodType'],
  ] as const) {
    const container = rule === 'MATURITY_RULE' ? descend(loan, 'MATURITY', rule) : descend(loan, 'AMORTIZATION', rule);
    const periods = values.count(container, [count], `LOAN/${rule}`);
    if (periods === undefined) continue;
    return textAt(container, unit) === 'Year' ? periods * 12 : periods;
  }
  return undefined;
}

function loanIdentifier(loan: XmlElement | undefined, type: string): string | undefined {
  const identifier = repeated(loan, 'LOAN_IDENTIFIERS', 'LOAN_IDENTIFIER').find(
    (candidate) => textAt(candidate, 'LoanIdentifierType') === type,
  );
  return textAt(identifier, 'LoanIdentifier');
}

/** The DEALs of a MESSAGE, across its deal sets. */
export function mismoDeals(message: XmlElement): XmlElement[] {
  return repeated(message, 'DEAL_SETS', 'DEAL_SET').flatMap((dealSet) => repeated(dealSet, 'DEALS', 'DEAL'));
}

/** Maps one MESSAGE (already known to be MISMO) to a loan document, or says why it cannot. */
export function mapMismoMessage(message: XmlElement): MismoMapping {
  const deals = mismoDeals(message);
  if (deals.length === 0) {
    return problem('not-mismo', 'The file is not a MISMO 3.4 loan file: its MESSAGE has no DEAL_SETS/DEAL_SET/DEALS/DEAL.');
  }
  if (deals.length > 1) {
    return problem('multiple-loans', `The file holds ${deals.length} loans (DEAL elements); import one loan per file.`);
  }
  const deal = deals[0];
  const roles = borrowerRoles(deal);
  if (roles.length === 0) {
    return problem('no-borrower', 'The loan file has no borrower: no PARTY has a ROLE with PartyRoleType Borrower.');
  }
  const arcs = relationships(deal);
  const rolePairs = pairRoles(roles, arcs);
  if (rolePairs.length > MAX_BORROWER_PAIRS) {
    return problem(
      'too-many-borrower-pairs',
      `The loan file has ${rolePairs.length} borrower pairs; a loan holds at most ${MAX_BORROWER_PAIRS}.`,
    );
  }
  const values = new ValueReader();
  const owners: Owners = new Map();
  const applications: BorrowerPair[] = rolePairs.map((pair, index) => {
    if (pair.borrower.label !== undefined) owners.set(pair.borrower.label, { pair: index, member: 'Borrower' });
    if (pair.coBorrower?.label !== undefined) owners.set(pair.coBorrower.label, { pair: index, member: 'CoBorrower' });
    const application: BorrowerPair = { borrower: readParty(values, pair.borrower, 'borrower'), assets: [], liabilities: [] };
    if (pair.coBorrower !== undefined) application.coBorrower = readParty(values, pair.coBorrower, 'coBorrower');
    return application;
  });
  const assetOwners = associations(arcs, ASSET_OWNER_ARCROLE);
  const liabilityOwners = associations(arcs, LIABILITY_OWNER_ARCROLE);
  repeated(deal, 'ASSETS', 'ASSET').forEach((asset, index) => {
    const where = `ASSET[${index + 1}]`;
    const { pair, ownership } = ownerOf(asset.attributes['xlink:label'], assetOwners, owners, applications);
    const entry: Asset = defined({
      ownership,
      type: values.code(ASSET_TYPES, asset, ['ASSET_DETAIL', 'AssetType']) ?? 'Other',
      holderName: textAt(asset, 'ASSET_HOLDER', 'NAME', 'FullName'),
      accountNumber: textAt(asset, 'ASSET_DETAIL', 'AssetAccountIdentifier'),
      value: values.amount(asset, ['ASSET_DETAIL', 'AssetCashOrMarketValueAmount'], where),
    });
    applications[pair].assets.push(entry);
  });
  repeated(deal, 'LIABILITIES', 'LIABILITY').forEach((liability, index) => {
    const where = `LIABILITY[${index + 1}]`;
    const { pair, ownership } = ownerOf(liability.attributes['xlink:label'], liabilityOwners, owners, applications);
    const entry: Liability = defined({
      ownership,
      type: values.code(LIABILITY_TYPES, liability, ['LIABILITY_DETAIL', 'LiabilityType']) ?? 'Other',
      holderName: textAt(liability, 'LIABILITY_HOLDER', 'NAME', 'FullName'),
      accountNumber: textAt(liability, 'LIABILITY_DETAIL', 'LiabilityAccountIdentifier'),
      monthlyPayment: values.amount(liability, ['LIABILITY_DETAIL', 'LiabilityMonthlyPaymentAmount'], where),
      unpaidBalance: values.amount(liability, ['LIABILITY_DETAIL', 'LiabilityUnpaidBalanceAmount'], where),
      payoff: values.indicator(liability, ['LIABILITY_DETAIL', 'LiabilityPayoffStatusIndicator'], where),
    });
    applications[pair].liabilities.push(entry);
  });
  const loans = repeated(deal, 'LOANS', 'LOAN');
  const loan = loans.find((candidate) => candidate.attributes.LoanRoleType === 'SubjectLoan') ?? loans[0];
  const loanDocument: LoanDocument = defined({
    sourceLoanNumber: loanIdentifier(loan, 'LenderLoan') ?? loanIdentifier(loan, 'LenderCase'),
    loanProgramName: textAt(loan, 'LOAN_PRODUCT', 'LOAN_PRODUCT_DETAIL', 'ProductName'),
    loanPurpose: readLoanPurpose(loan),
    mortgageType: values.code(MORTGAGE_TYPES, loan, ['TERMS_OF_LOAN', 'MortgageType']),
    loanAmount: values.amount(loan, ['TERMS_OF_LOAN', 'BaseLoanAmount'], 'LOAN'),
    totalLoanAmount: values.amount(loan, ['TERMS_OF_LOAN', 'NoteAmount'], 'LOAN'),
    noteRate: values.amount(loan, ['TERMS_OF_LOAN', 'NoteRatePercent'], 'LOAN'),
    termMonths: termMonths(values, loan),
    amortizationType: values.code(AMORTIZATION_TYPES, loan, ['AMORTIZATION', 'AMORTIZATION_RULE', 'AmortizationType']),
    lienPosition: values.code(LIEN_POSITIONS, loan, ['TERMS_OF_LOAN', 'LienPriorityType']),
    applicationDate: values.field('745', loan, ['LOAN_DETAIL', 'ApplicationReceivedDate'], 'LOAN'),
    estimatedClosingDate: values.field('763', loan, ['CLOSING_INFORMATION', 'CLOSING_INFORMATION_DETAIL', 'ClosingDate'], 'LOAN'),
    actionTaken: values.code(ACTIONS_TAKEN, loan, ['HMDA_LOAN', 'HMDA_LOAN_DETAIL', 'HMDADispositionType']),
    agencyCaseNumber: loanIdentifier(loan, 'AgencyCase'),
    property: readProperty(values, deal),
    applications,
    customFields: [],
  });
  return { ok: true, loan: loanDocument, warnings: values.warnings };
}
