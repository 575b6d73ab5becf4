import { HttpResponse } from 'msw';
import type {
  ApiProblem,
  LoanSummary,
  Organization,
  Paged,
  RuleSetRecord,
  RuleSetSaveRequest,
  RuleSetTryRequest,
  RuleSetTryResult,
  RuleSetVersion,
  RuleSetVersionSummary,
} from 'shared-rules';
import { api, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';

export { renderAdminPage as renderPage } from 'shared-ui/testing';

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
  onSave?: (id: string, body: RuleSetSaveRequest) => HttpResponse<ApiProblem> | undefined;
  tryResult?: (body: RuleSetTryRequest) => RuleSetTryResult;
}

/** Answers organisations, rule sets, their versions, saves, restores, tries and the loan search with `server.use(...)`. */
export function serveRuleSets(services: FakeRuleSetServices) {
  const latest = () => Object.values(services.versions).map((list) => list[0]);
  const saves: RuleSetSaveRequest[] = [];
  const tries: RuleSetTryRequest[] = [];
  const versionOf = (id: string, version: string) => services.versions[id]?.find((entry) => entry.version === Number(version));
  server.use(
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json([])),
    api.get<RuleSetRecord[]>(paths.ruleSets, () => HttpResponse.json(services.ruleSets)),
    api.get<RuleSetVersion[]>(paths.latestRuleSetVersions, () => HttpResponse.json(latest())),
    api.get<Paged<LoanSummary>>(paths.loans, () => HttpResponse.json({ items: [demoLoan], page: 1, pageSize: 10, total: 1 })),
    api.post<RuleSetTryResult, RuleSetTryRequest>(paths.tryRuleSet, async ({ request }) => {
      const body = await request.json();
      tries.push(body);
      return services.tryResult ? HttpResponse.json(services.tryResult(body)) : problem(404, 'not-found', 'No loan with this id.');
    }),
    api.put<RuleSetRecord, RuleSetSaveRequest, { id: string }>(`${paths.ruleSets}/:id`, async ({ params, request }) => {
      const body = await request.json();
      saves.push(body);
      const answer = services.onSave?.(params.id, body);
      if (answer) return answer;
      const { baseUpdatedAt: _base, ...content } = body;
      const saved: RuleSetRecord = { id: params.id, ...content, updatedAt: '2026-11-21T10:00:00.000Z' };
      services.ruleSets = [...services.ruleSets.filter((record) => record.id !== saved.id), saved];
      return HttpResponse.json(saved);
    }),
    api.get<RuleSetVersionSummary[], never, { id: string }>(`${paths.ruleSets}/:id/versions`, ({ params }) =>
      HttpResponse.json((services.versions[params.id] ?? []).map(({ rules: _rules, ...rest }) => rest)),
    ),
    api.get<RuleSetVersion, never, { id: string; version: string }>(`${paths.ruleSets}/:id/versions/:version`, ({ params }) => {
      const version = versionOf(params.id, params.version);
      return version ? HttpResponse.json(version) : problem(404, 'not-found', 'This rule set has no such version.');
    }),
    api.post<RuleSetRecord, never, { id: string; version: string }>(`${paths.ruleSets}/:id/versions/:version/restore`, ({ params }) => {
      const list = services.versions[params.id] ?? [];
      const version = versionOf(params.id, params.version);
      if (!version) return problem(404, 'not-found', 'This rule set has no such version.');
      const restored: RuleSetVersion = {
        ...version,
        version: list[0].version + 1,
        restoredFrom: version.version,
        summary: `Restored version ${version.version}.`,
      };
      services.versions[params.id] = [restored, ...list];
      return HttpResponse.json({ ...lenderRuleSet, ...version, id: params.id, updatedAt: SAVED_AT });
    }),
  );
  return { saves: () => saves, tries: () => tries };
}

/** A 422 as services refuse a rule set, naming the rules' fields. */
export function refusedDefinition(fields: ApiProblem['fields']): HttpResponse<ApiProblem> {
  return problem(422, 'invalid-rule-definition', 'The rule set has invalid rule definitions.', { fields });
}
