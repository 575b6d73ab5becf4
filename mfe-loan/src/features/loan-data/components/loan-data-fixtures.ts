// Test-only: the loan, loan data, rule sets and fake services the loan-data tests use (never imported by a page).
import {
  getCustomFieldDefinition,
  getFieldDefinition,
  type FieldDefinition,
  type LoanData,
  type LoanDataSaved,
  type LoanDetail,
  type LoanDataLayout,
  type LoanDataTab,
  type LoanFieldValue,
  type Profile,
  type RuleSetRecord,
} from 'shared-rules';
import { externalProfile, type FakeRequest, type FakeResponse, jsonResponse, problemResponse } from 'shared-ui/testing';

export const LOAN = 'loan-1';
export const ORG = 'org-1';

/**
 * A short layout with the shared catalogue's ids, so the component tests render a few dozen
 * fields instead of the URLA's hundreds (jsdom is slow at that; the benchmark measures the real one).
 */
export function testLayout(tab: LoanDataTab, propertyState: string | null): LoanDataLayout {
  return {
    tab,
    title: tab === 'urla' ? 'URLA' : 'State Specific Data',
    sections: [
      {
        id: 'borrower-information',
        title: 'Borrower Information',
        description: 'Who is applying.',
        perBorrowerPair: true,
        rows: [
          ['4000[%]', '4002[%]', '65[%]'],
          ['66[%]', '52[%]'],
        ],
      },
      { id: 'loan-and-property', title: 'Loan and Property Information', rows: [['1109', '14', '15']] },
      ...(propertyState === 'TX' ? [{ id: 'texas', title: 'Texas Disclosures', rows: [['CX.CORE.COC']] }] : []),
    ],
  };
}

export function loanDetail(readOnly = false): LoanDetail {
  return { id: LOAN, organizationId: ORG, frame: { readOnly, adverseActionLocked: false } } as LoanDetail;
}

export function loanData(overrides: Partial<LoanData> = {}): LoanData {
  return {
    loanId: LOAN,
    tab: 'urla',
    version: 5,
    borrowerPairs: 1,
    propertyState: 'CO',
    values: { '4000#1': 'Ana', '4002#1': 'Lopez', '65#1': '123-45-6789', '66#1': '303-555-0100', '1109': 425000, '14': 'CO' },
    ...overrides,
  };
}

export function ruleSet(rules: RuleSetRecord['rules'], overrides: Partial<RuleSetRecord> = {}): RuleSetRecord {
  return {
    id: 'rs-loan-data',
    name: 'Loan data',
    organizationId: null,
    tags: ['loan-data'],
    enabled: true,
    rules,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Required first names, a custom SSN message, a display-only last name and a custom label for the home phone. */
export const LOAN_DATA_RULES: RuleSetRecord[] = [
  ruleSet([
    { id: 'first-name', ruleType: 'REQUIRED', fieldIdTemplate: '4000#' },
    { id: 'ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN', customErrorMessage: 'Enter the SSN as 123-45-6789.' },
    { id: 'last-name', ruleType: 'FORMFIELD', fieldIdTemplate: '4002#', displayOnly: true },
    { id: 'home-phone', ruleType: 'FORMFIELD', fieldIdTemplate: '66#', customLabel: 'Home phone (with area code)' },
  ]),
];

/** The field-schema routes as services answer them, from the shared catalogue. */
function schemasOf(request: FakeRequest, lookup: (id: string) => FieldDefinition | undefined): FakeResponse {
  const ids = (new URL(request.url, 'http://portal.test').searchParams.get('ids') ?? '').split(',');
  const fields: FieldDefinition[] = [];
  const unknownFieldIds: string[] = [];
  for (const id of ids) {
    const definition = lookup(id);
    if (definition) fields.push(definition);
    else unknownFieldIds.push(id);
  }
  return jsonResponse({ fields, unknownFieldIds });
}

export interface FakeLoanDataServices {
  data: () => LoanData;
  ruleSets?: () => RuleSetRecord[];
  save?: (body: { version: number; changes: Record<string, LoanFieldValue> }) => FakeResponse;
  addPair?: (body: { version: number }) => FakeResponse;
  removePair?: (pair: number, version: number) => FakeResponse;
  schemas?: (request: FakeRequest) => FakeResponse | null;
  /** The signed-in user (a broker when not given). */
  profile?: Profile;
}

export function savedResponse(changes: Record<string, LoanFieldValue>, version: number, borrowerPairs = 1): FakeResponse {
  const saved: LoanDataSaved = { loanId: LOAN, version, borrowerPairs, values: changes };
  return jsonResponse(saved);
}

/** The services the loan-data page calls. */
export function loanDataServices(services: FakeLoanDataServices) {
  return (request: FakeRequest): FakeResponse => {
    const url = new URL(request.url, 'http://portal.test');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/api/profile') return jsonResponse(services.profile ?? externalProfile());
    if (request.method === 'GET' && path === `/api/loans/${LOAN}/loan-data`) return jsonResponse(services.data());
    if (request.method === 'GET' && path === '/api/rule-sets') return jsonResponse((services.ruleSets ?? (() => LOAN_DATA_RULES))());
    if (request.method === 'GET' && (path === '/api/field-schemas' || path === '/api/custom-field-schemas')) {
      const answer = services.schemas?.(request);
      if (answer) return answer;
      return schemasOf(request, path === '/api/field-schemas' ? getFieldDefinition : getCustomFieldDefinition);
    }
    if (request.method === 'PATCH' && path === `/api/loans/${LOAN}/loan-data` && services.save) {
      return services.save(request.json() as { version: number; changes: Record<string, LoanFieldValue> });
    }
    if (request.method === 'POST' && path === `/api/loans/${LOAN}/borrower-pairs` && services.addPair) {
      return services.addPair(request.json() as { version: number });
    }
    const removal = /^\/api\/loans\/loan-1\/borrower-pairs\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && removal && services.removePair) {
      return services.removePair(Number(removal[1]), Number(url.searchParams.get('version')));
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${path}`);
  };
}
