// Test-only: the loan, loan data, rule sets and the services' handlers the loan-data tests use (never imported by a page).
import { HttpResponse, type RequestHandler } from 'msw';
import {
  type ApiProblem,
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
import { api, externalProfile } from 'shared-ui/testing';

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

/** What `GET /api/field-schemas` (and the custom one) answer: the definitions found, and the ids that are not. */
interface FieldSchemas {
  fields: FieldDefinition[];
  unknownFieldIds: string[];
}

/** The field-schema routes as services answer them, from the shared catalogue. */
function schemasOf(request: Request, lookup: (id: string) => FieldDefinition | undefined): HttpResponse<FieldSchemas> {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
  const fields: FieldDefinition[] = [];
  const unknownFieldIds: string[] = [];
  for (const id of ids) {
    const definition = lookup(id);
    if (definition) fields.push(definition);
    else unknownFieldIds.push(id);
  }
  return HttpResponse.json({ fields, unknownFieldIds });
}

/** A change of the loan data as services answer it: the saved values, or a refusal. */
export type SavedAnswer = HttpResponse<LoanDataSaved | ApiProblem>;

export interface LoanDataServices {
  data: () => LoanData;
  ruleSets?: () => RuleSetRecord[];
  save?: (body: { version: number; changes: Record<string, LoanFieldValue> }) => SavedAnswer;
  addPair?: (body: { version: number }) => SavedAnswer;
  removePair?: (pair: number, version: number) => SavedAnswer;
  /** An answer to a field-schema request instead of the catalogue's, or null to leave it to the catalogue. */
  schemas?: (request: Request) => HttpResponse<ApiProblem> | null;
  /** The signed-in user (a broker when not given). */
  profile?: Profile;
}

export function savedResponse(changes: Record<string, LoanFieldValue>, version: number, borrowerPairs = 1): HttpResponse<LoanDataSaved> {
  const saved: LoanDataSaved = { loanId: LOAN, version, borrowerPairs, values: changes };
  return HttpResponse.json(saved);
}

type SaveBody = { version: number; changes: Record<string, LoanFieldValue> };

/** The handlers of the services the loan-data page calls, for `server.use(...)`; a change not given is not answered. */
export function loanDataServices(services: LoanDataServices): RequestHandler[] {
  const { save, addPair, removePair } = services;
  const schemaRoute = (path: string, lookup: (id: string) => FieldDefinition | undefined) =>
    api.get<FieldSchemas>(path, ({ request }) => services.schemas?.(request) ?? schemasOf(request, lookup));
  const changes: RequestHandler[] = [];
  if (save) changes.push(api.patch<LoanDataSaved, SaveBody>('/loans/:loanId/loan-data', async ({ request }) => save(await request.json())));
  if (addPair) {
    changes.push(
      api.post<LoanDataSaved, { version: number }>('/loans/:loanId/borrower-pairs', async ({ request }) => addPair(await request.json())),
    );
  }
  if (removePair) {
    changes.push(
      api.delete<LoanDataSaved, never, { loanId: string; pair: string }>('/loans/:loanId/borrower-pairs/:pair', ({ request, params }) =>
        removePair(Number(params.pair), Number(new URL(request.url).searchParams.get('version'))),
      ),
    );
  }
  return [
    api.get<Profile>('/profile', () => HttpResponse.json(services.profile ?? externalProfile())),
    api.get<LoanData>('/loans/:loanId/loan-data', () => HttpResponse.json(services.data())),
    api.get<RuleSetRecord[]>('/rule-sets', () => HttpResponse.json((services.ruleSets ?? (() => LOAN_DATA_RULES))())),
    schemaRoute('/field-schemas', getFieldDefinition),
    schemaRoute('/custom-field-schemas', getCustomFieldDefinition),
    ...changes,
  ];
}
