// Test-only: the workflow services as MSW handlers and a harness that mounts the editor as the page does.
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiProblem, RuleSetRecord, StoredWorkflow, Workflow, WorkflowVariant } from 'shared-rules';
import { createBus, makeStore, type PortalEventMap, setBus, signedIn } from 'shared-ui';
import { api, problem, renderWithProviders } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';
import { WorkflowEditorPanel } from '../components/workflow-editor';
import { useWorkflowEditor } from '../hooks/use-workflow-editor';

export const wholesale: Workflow = {
  steps: [
    {
      name: 'Registration',
      tasks: [
        { featureKey: 'urla', name: 'Complete the loan application', completionRules: 'wf-application' },
        { featureKey: 'signed-application', enforceDocs: [{ key: '1003', folderName: 'Application' }] },
      ],
    },
    { name: 'Disclosures', tasks: [{ featureKey: 'disclosure-tracking', completionRules: ['wf-initial-disclosures'] }] },
  ],
};

export const nonDelegated: Workflow = {
  steps: [{ name: 'Submission', tasks: [{ featureKey: 'documents', enforceRulesTag: 'wf-appraisal' }] }],
};

/** A stored entry of a variant (version 4 saved by Alex Admin, or never saved). */
export function storedWorkflow(variant: WorkflowVariant, workflow: Workflow, version = 4): StoredWorkflow {
  return version === 0
    ? { variant, workflow, version, updatedAt: null, updatedBy: null }
    : { variant, workflow, version, updatedAt: '2026-11-20T15:30:00.000Z', updatedBy: 'Alex Admin' };
}

const ruleSet = (id: string, tags: string[]): RuleSetRecord => ({
  id,
  name: id,
  organizationId: null,
  tags,
  enabled: true,
  rules: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
});

export const RULE_SETS = [
  ruleSet('rs-application', ['wf-application']),
  ruleSet('rs-disclosures', ['wf-initial-disclosures']),
  ruleSet('rs-appraisal', ['wf-appraisal', 'wf-purchase']),
];

export interface SaveBody {
  workflow: Workflow;
  version: number;
}

export interface FakeWorkflowServices {
  /** The stored workflows; a save replaces its variant's entry at the next version. */
  stored: StoredWorkflow[];
  /** Answers a save instead of storing it (409, 400). */
  onSave?: (variant: string, body: SaveBody) => HttpResponse<ApiProblem> | undefined;
}

/** Answers the rule sets and the workflows read and saved with `server.use(...)`; returns the saves sent. */
export function serveWorkflows(services: FakeWorkflowServices) {
  const saves: SaveBody[] = [];
  server.use(
    api.get<RuleSetRecord[]>(paths.ruleSets, () => HttpResponse.json(RULE_SETS)),
    api.get<StoredWorkflow[]>(paths.workflows, () => HttpResponse.json(services.stored)),
    api.put<StoredWorkflow, SaveBody, { variant: WorkflowVariant }>(`${paths.workflows}/:variant`, async ({ params, request }) => {
      const body = await request.json();
      saves.push(body);
      const answer = services.onSave?.(params.variant, body);
      if (answer) return answer;
      const saved: StoredWorkflow = { ...storedWorkflow(params.variant, body.workflow), version: body.version + 1 };
      services.stored = services.stored.map((entry) => (entry.variant === saved.variant ? saved : entry));
      return HttpResponse.json(saved);
    }),
  );
  return { saves: () => saves };
}

/** A problem answer naming fields, as services refuse a workflow. */
export function problemWithFields(status: number, code: string, detail: string, fields: ApiProblem['fields']): HttpResponse<ApiProblem> {
  return problem(status, code, detail, { fields });
}

/** Where the harness's router is, for assertions on `?variant=`. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function Editor() {
  const editor = useWorkflowEditor();
  return <WorkflowEditorPanel editor={editor} />;
}

/**
 * Renders the editor (or `page`, the page holding it) for a signed-in administrator at `route`,
 * with an "Address" status showing the router's query; returns the toasts it asks for.
 */
export function renderEditor(route = '/admin/settings/workflow?tab=steps', page: ReactElement = <Editor />) {
  const bus = createBus();
  setBus(bus);
  const toasts: PortalEventMap['host:toast'][] = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  const ui = (
    <>
      {page}
      <Address />
    </>
  );
  return { toasts, ...renderWithProviders(ui, { store, route }) };
}
