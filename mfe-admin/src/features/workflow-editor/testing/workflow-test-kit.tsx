// Test-only: fake workflow services and a harness that mounts the editor as the page does.
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { PERSONA, type ApiProblem, type RuleSetRecord, type StoredWorkflow, type Workflow, type WorkflowVariant } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn, type PortalEventMap } from 'shared-ui';
import {
  FakeResponse,
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type FakeRequest,
} from 'shared-ui/testing';
import { WorkflowEditorPanel } from '../components/workflow-editor';
import { useWorkflowEditor } from '../hooks/use-workflow-editor';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

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
  onSave?: (variant: string, body: SaveBody) => FakeResponse | undefined;
  /** Any other route (the page's setting); undefined falls through to a 404. */
  other?: (request: FakeRequest) => FakeResponse | undefined;
}

/** Installs fetch answering the profile, the rule sets, and the workflows read and saved. */
export function serveWorkflows(services: FakeWorkflowServices) {
  const fake = installFakeFetch((request: FakeRequest) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/rule-sets') return jsonResponse(RULE_SETS);
    if (request.url === '/api/workflows' && request.method === 'GET') return jsonResponse(services.stored);
    const save = /^\/api\/workflows\/([A-Z]+)$/.exec(request.url);
    if (save && request.method === 'PUT') {
      const body = request.json() as SaveBody;
      const answer = services.onSave?.(save[1], body);
      if (answer) return answer;
      const saved: StoredWorkflow = { ...storedWorkflow(save[1] as WorkflowVariant, body.workflow), version: body.version + 1 };
      services.stored = services.stored.map((entry) => (entry.variant === saved.variant ? saved : entry));
      return jsonResponse(saved);
    }
    return services.other?.(request) ?? problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const saves = (): SaveBody[] =>
    fake
      .requests()
      .filter((request) => request.method === 'PUT')
      .map((request) => request.json() as SaveBody);
  return { ...fake, saves };
}

/** A problem answer naming fields, as services refuse a workflow (`problemResponse` names none). */
export function problemWithFields(status: number, code: string, detail: string, fields: ApiProblem['fields']): FakeResponse {
  const problem: ApiProblem = { type: 'about:blank', title: 'Request refused', status, code, detail, fields };
  return new FakeResponse(JSON.stringify(problem), { status, headers: { 'content-type': 'application/problem+json' } });
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
