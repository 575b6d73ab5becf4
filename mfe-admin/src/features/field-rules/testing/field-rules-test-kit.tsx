import {
  PERSONA,
  type ApiProblem,
  type LoanSummary,
  type RuleSetRecord,
  type RuleSetSaveRequest,
  type RuleSetTryRequest,
  type RuleSetTryResult,
  type RuleSetVersion,
  type RuleSetVersionSummary,
} from 'shared-rules';
import { FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse, type FakeRequest } from 'shared-ui/testing';

export { renderAdminPage as renderPage } from '../../../testing/render-admin-page';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

export const SAVED_AT = '2026-11-20T15:30:00.000Z';

export const lenderRuleSet: RuleSetRecord = {
  id: 'rs-loan-data',
  name: 'Loan data checks',
  organizationId: null,
  tags: ['loan-data'],
  enabled: true,
  rules: [
    { id: 'amount-required', ruleType: 'REQUIRED', fieldIdTemplate: '1109' },
    { id: 'rate-range', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: 15 } },
  ],
  updatedAt: SAVED_AT,
};

export const workflowRuleSet: RuleSetRecord = { ...lenderRuleSet, id: 'rs-wf', name: 'Appraisal', tags: ['wf-appraisal'], rules: [] };

export const summary = (record: RuleSetRecord, version: number, extra: Partial<RuleSetVersionSummary> = {}): RuleSetVersionSummary => ({
  ruleSetId: record.id,
  version,
  name: record.name,
  organizationId: record.organizationId,
  tags: record.tags,
  enabled: record.enabled,
  ruleCount: record.rules.length,
  savedBy: 'Alex Admin',
  savedAt: SAVED_AT,
  summary: 'Rule added: rate-range.',
  restoredFrom: null,
  ...extra,
});

export const demoLoan = {
  id: 'loan-1',
  loanNumber: '2611000001',
  borrowerName: 'Ada Diaz',
  organizationName: 'Summit Home Lending',
} as LoanSummary;

export interface FakeRuleSetServices {
  ruleSets: RuleSetRecord[];
  /** Versions by rule set id, newest first, each with its rules. */
  versions: Record<string, RuleSetVersion[]>;
  onSave?: (id: string, body: RuleSetSaveRequest) => FakeResponse | undefined;
  tryResult?: (body: RuleSetTryRequest) => RuleSetTryResult;
}

/** Installs fetch answering the profile, organisations, rule sets, their versions, saves, restores, tries and the loan search. */
export function serveRuleSets(services: FakeRuleSetServices) {
  const latest = () => Object.values(services.versions).map((list) => list[0]);
  const fake = installFakeFetch((request: FakeRequest) => {
    const url = new URL(request.url, 'http://portal.test');
    if (url.pathname === '/api/profile') return jsonResponse(administrator);
    if (url.pathname === '/api/external-orgs') return jsonResponse([]);
    if (url.pathname === '/api/rule-sets' && request.method === 'GET') return jsonResponse(services.ruleSets);
    if (url.pathname === '/api/rule-set-versions/latest') return jsonResponse(latest());
    if (url.pathname === '/api/loans') return jsonResponse({ items: [demoLoan], page: 1, pageSize: 10, total: 1 });
    if (url.pathname === '/api/rule-sets/try' && request.method === 'POST') {
      const body = request.json() as RuleSetTryRequest;
      return services.tryResult ? jsonResponse(services.tryResult(body)) : problemResponse(404, 'not-found', 'No loan with this id.');
    }
    const save = /^\/api\/rule-sets\/([^/]+)$/.exec(url.pathname);
    if (save && request.method === 'PUT') {
      const body = request.json() as RuleSetSaveRequest;
      const answer = services.onSave?.(save[1], body);
      if (answer) return answer;
      const { baseUpdatedAt: _base, ...content } = body;
      const saved: RuleSetRecord = { id: save[1], ...content, updatedAt: '2026-11-21T10:00:00.000Z' };
      services.ruleSets = [...services.ruleSets.filter((record) => record.id !== saved.id), saved];
      return jsonResponse(saved);
    }
    const versions = /^\/api\/rule-sets\/([^/]+)\/versions(?:\/(\d+))?(\/restore)?$/.exec(url.pathname);
    if (versions) {
      const list = services.versions[versions[1]] ?? [];
      if (!versions[2]) return jsonResponse(list.map(({ rules: _rules, ...rest }) => rest));
      const version = list.find((entry) => entry.version === Number(versions[2]));
      if (!version) return problemResponse(404, 'not-found', 'This rule set has no such version.');
      if (versions[3]) {
        const restored: RuleSetVersion = {
          ...version,
          version: list[0].version + 1,
          restoredFrom: version.version,
          summary: `Restored version ${version.version}.`,
        };
        services.versions[versions[1]] = [restored, ...list];
        return jsonResponse({ ...lenderRuleSet, ...version, id: versions[1], updatedAt: SAVED_AT });
      }
      return jsonResponse(version);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const bodies = (method: string, path: RegExp) =>
    fake
      .requests()
      .filter((request) => request.method === method && path.test(request.url))
      .map((request) => request.json());
  return {
    ...fake,
    saves: () => bodies('PUT', /\/api\/rule-sets\//) as RuleSetSaveRequest[],
    tries: () => bodies('POST', /\/api\/rule-sets\/try/) as RuleSetTryRequest[],
  };
}

/** A 422 as services refuse a rule set (`problemResponse` names no fields). */
export function refusedDefinition(fields: ApiProblem['fields']): FakeResponse {
  const problem: ApiProblem = {
    type: 'urn:x',
    title: 'Unprocessable Content',
    status: 422,
    code: 'invalid-rule-definition',
    detail: 'The rule set has invalid rule definitions.',
    fields,
  };
  return new FakeResponse(JSON.stringify(problem), { status: 422, headers: { 'content-type': 'application/problem+json' } });
}
