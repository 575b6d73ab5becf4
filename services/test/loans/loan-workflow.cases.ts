import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanDetail, LoanSummary, LoanWorkflow, Notification, Paged, StoredWorkflow, Workflow } from 'shared-rules';
import { DEMO_WORKFLOWS } from '../../src/demo/workflow-definitions';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('loans-workflow');
  app = await buildTestApp(database);
  for (const email of [
    'lo@summit.test',
    'lp@summit.test',
    'both@summit.test',
    'lo@harbor.test',
    'ae.jordan@lender.test',
    'admin@lender.test',
  ]) {
    headers[email] = bearer(await login(app, email));
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, url: string) => app.inject({ method: 'GET', url, headers: headers[email] });
const workflowOf = async (loanId: string, email = 'lo@summit.test') => {
  const response = await get(email, `/api/loans/${loanId}/workflow`);
  expect(response.statusCode).toBe(200);
  return response.json<LoanWorkflow>();
};
const loanOf = async (loanId: string, email = 'lo@summit.test') => {
  const response = await get(email, `/api/loans/${loanId}`);
  expect(response.statusCode).toBe(200);
  return response.json<LoanDetail>();
};
const uploadTagged = (loanId: string, taskTag: string, email = 'lo@summit.test') => {
  const { payload, headers: contentType } = multipartBody([
    { name: 'taskTag', value: taskTag },
    { name: 'file', fileName: `${taskTag}.pdf`, contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return app.inject({ method: 'POST', url: `/api/loans/${loanId}/attachments`, headers: { ...headers[email], ...contentType }, payload });
};
const slugs = (loan: LoanDetail) => loan.frame.tabs.flatMap((tab) => [tab.slug, ...(tab.children ?? []).map((child) => child.slug)]);

describe("a loan's workflow, evaluated against its stored workflow, data and documents", () => {
  it('shows the visible steps, the current one, and why a task is not complete', async () => {
    const workflow = await workflowOf('loan-demo-01');
    expect(workflow).toMatchObject({ variant: 'WH', configured: true, currentStep: 'Registration' });
    expect(workflow.steps.map((step) => step.name)).toEqual([
      'Registration',
      'Disclosures',
      'Credit',
      'AUS',
      'Submission',
      'Conditions',
      'Closing',
    ]);
    const registration = workflow.steps[0];
    expect(registration).toMatchObject({ current: true, complete: false });
    const signed = registration.tasks.find((task) => task.featureKey === 'signed-application');
    expect(signed).toMatchObject({
      label: 'Upload the signed application',
      state: 'to-do',
      documents: [{ key: '1003', folderName: 'Application', count: 0, numberRequired: 1, optional: false, complete: false }],
      tab: null,
    });
    expect(registration.tasks.find((task) => task.featureKey === 'urla')).toMatchObject({ state: 'complete', tab: 'urla' });

    const closing = workflow.steps.at(-1)?.tasks[0];
    expect(closing?.state).toBe('to-do');
    expect(closing?.problems).toEqual(['Enter the closing date agreed with the settlement agent.']);
  });

  it('shows the task a display rule hides only on the loans it applies to, and optional documents as optional', async () => {
    const purchase = await workflowOf('loan-demo-01');
    const refinance = await workflowOf('loan-demo-03');
    const submissionTasks = (workflow: LoanWorkflow, name: string) =>
      workflow.steps.find((step) => step.name === name)?.tasks.map((task) => `${task.featureKey}:${task.state}`);
    expect(submissionTasks(purchase, 'Submission')).toContain('insurance:to-do');
    expect(submissionTasks(purchase, 'Submission')).toContain('flood-certificate:optional');
    expect(submissionTasks(refinance, 'Purchase review')).not.toContain('insurance:to-do');
    // Hidden, the binder still holds the refinance's step back until it is uploaded (the specification's rule), and the tab says so.
    expect(refinance.steps.find((step) => step.name === 'Purchase review')).toMatchObject({ complete: false, hiddenTasksOpen: 1 });
    expect(purchase.steps.find((step) => step.name === 'Submission')?.hiddenTasksOpen).toBe(0);
  });

  it('moves the loan to its next step when the required document is uploaded, stores it and shows it in the pipeline', async () => {
    expect((await loanOf('loan-demo-01')).currentStep).toBe('Registration');
    const uploaded = await uploadTagged('loan-demo-01', '1003');
    expect(uploaded.statusCode).toBe(201);
    const workflow = await workflowOf('loan-demo-01');
    expect(workflow.currentStep).toBe('Disclosures');
    expect(workflow.steps[0]).toMatchObject({ complete: true, current: false });

    const pipeline = (await get('lo@summit.test', '/api/loans?step=Disclosures')).json<Paged<LoanSummary>>();
    expect(pipeline.items.map((loan) => loan.id)).toContain('loan-demo-01');
    expect(pipeline.items.every((loan) => loan.currentStep === 'Disclosures')).toBe(true);

    // The loan's officer and processor hear of it at once; nobody else does.
    const alerts = async (email: string) =>
      (await get(email, '/api/notifications'))
        .json<Notification[]>()
        .filter((notification) => notification.link === '/loan/loan-demo-01/workflow');
    for (const email of ['lo@summit.test', 'lp@summit.test']) {
      expect((await alerts(email)).map((notification) => notification.message)).toEqual([
        expect.stringMatching(/^Loan \d{9} moved from Registration to the Disclosures step\.$/),
      ]);
    }
    for (const email of ['both@summit.test', 'lo@harbor.test']) expect(await alerts(email)).toEqual([]);
  });

  it('counts "any one of" documents: two tax returns satisfy the income task without W-2s', async () => {
    const workflow = await workflowOf('loan-demo-07', 'lo@harbor.test');
    const income = workflow.steps.find((step) => step.name === 'Credit')?.tasks.find((task) => task.featureKey === 'income');
    expect(income).toMatchObject({ state: 'complete', oneOfDocuments: true });
    expect(income?.documents.map((document) => `${document.key} ${document.count} of ${document.numberRequired}`)).toEqual([
      'W2 0 of 2',
      'TAXRETURN 2 of 2',
    ]);
    expect(workflow.currentStep).toBe('Conditions');
  });

  it('answers the same 404 for a loan out of reach', async () => {
    const response = await get('lo@harbor.test', '/api/loans/loan-demo-01/workflow');
    expect(response.statusCode).toBe(404);
  });
});

describe('the tabs of a loan, decided on the server', () => {
  it('opens Credit once the workflow reached its Credit step, AUS not before its step, Appraisals for wholesale', async () => {
    const registering = slugs(await loanOf('loan-demo-05', 'lo@harbor.test'));
    expect(registering).not.toContain('credit');
    expect(registering).toContain('appraisals');
    const atCredit = slugs(await loanOf('loan-demo-02'));
    expect(atCredit).toContain('credit');
    expect(atCredit).not.toContain('aus');
    expect(slugs(await loanOf('loan-demo-07', 'lo@harbor.test'))).toEqual(expect.arrayContaining(['credit', 'aus']));
  });

  it('leaves Appraisals out for a delegated correspondent loan, which has no AUS step at all', async () => {
    const delegated = slugs(await loanOf('loan-demo-03'));
    expect(delegated).not.toContain('appraisals');
    expect(delegated).not.toContain('aus');
  });

  it('opens LE/CD Preview where the CD-preview rule passes, and ICD Request while the early-ICD flag is on', async () => {
    // The demo lender's CD-preview rule asks for "Disclosure Preview Required", set on loan-demo-07 only.
    expect(slugs(await loanOf('loan-demo-07', 'lo@harbor.test'))).toContain('preview');
    expect(slugs(await loanOf('loan-demo-06', 'lo@harbor.test'))).not.toContain('preview');
    expect(slugs(await loanOf('loan-demo-07', 'lo@harbor.test'))).not.toContain('preview/request');

    const setFlags = async (earlyIcd: boolean) => {
      const current = await get('admin@lender.test', '/api/settings/feature-flags');
      const { value, version } = current.json<{ value: object; version: number }>();
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/settings/feature-flags',
        headers: headers['admin@lender.test'],
        payload: { value: { ...value, earlyIcd }, version },
      });
      expect(saved.statusCode).toBe(200);
    };
    await setFlags(true);
    try {
      const tabs = slugs(await loanOf('loan-demo-07', 'lo@harbor.test'));
      expect(tabs.slice(tabs.indexOf('preview'), tabs.indexOf('preview') + 2)).toEqual(['preview', 'preview/request']);
      expect(slugs(await loanOf('loan-demo-06', 'lo@harbor.test'))).toContain('preview/request');
    } finally {
      await setFlags(false);
    }
  });
});

describe('the adverse-action lock', () => {
  it('leaves a withdrawn or denied loan only its Documents tab', async () => {
    const withdrawn = await loanOf('loan-demo-09');
    expect(withdrawn.status).toBe('Withdrawn');
    expect(withdrawn.frame).toEqual({
      tabs: [{ slug: 'documents', label: 'Documents' }],
      adverseActionLocked: true,
      resourceLock: null,
      archived: false,
      readOnly: false,
    });
    expect((await loanOf('loan-demo-08')).frame.adverseActionLocked).toBe(false);
  });

  it('follows the trigger the workflow setting picks: A alone does not lock on the action taken only', async () => {
    const settings = await get('admin@lender.test', '/api/settings/workflow');
    const { value, version } = settings.json<{ value: Record<string, unknown>; version: number }>();
    const save = (trigger: string, from: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/settings/workflow',
        headers: headers['admin@lender.test'],
        payload: { value: { ...value, adverseActionTrigger: trigger }, version: from },
      });
    const saved = await save('A', version);
    expect(saved.statusCode).toBe(200);
    expect((await loanOf('loan-demo-09')).frame.adverseActionLocked).toBe(false);
    expect((await save('both', version + 1)).statusCode).toBe(200);
    expect((await loanOf('loan-demo-09')).frame.adverseActionLocked).toBe(true);
  });
});

describe('workflows per variant, edited by administrators', () => {
  const putWorkflow = (variant: string, workflow: Workflow, version: number, email = 'admin@lender.test') =>
    app.inject({ method: 'PUT', url: `/api/workflows/${variant}`, headers: headers[email], payload: { workflow, version } });

  it('lists each variant with its version; only administrators read (others: 404) or save (others: 403) them', async () => {
    const list = (await get('admin@lender.test', '/api/workflows')).json<StoredWorkflow[]>();
    expect(list.map((entry) => [entry.variant, entry.version])).toEqual([
      ['WH', 1],
      ['DEL', 1],
      ['NONDEL', 1],
    ]);
    expect((await get('ae.jordan@lender.test', '/api/workflows')).statusCode).toBe(404);
    expect((await putWorkflow('WH', DEMO_WORKFLOWS.WH, 1, 'lo@summit.test')).statusCode).toBe(403);
  });

  it('refuses a definition with problems, naming each, and keeps the stored one', async () => {
    const broken: Workflow = {
      steps: [...DEMO_WORKFLOWS.NONDEL.steps, { name: 'closing', tasks: [{ featureKey: 'x', completionRules: 'no-such-tag' }] }],
    };
    const response = await putWorkflow('NONDEL', broken, 1);
    expect(response.statusCode).toBe(400);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('invalid-workflow');
    expect(problem.fields).toEqual([
      { field: 'body.workflow.steps.7.name', message: 'Another step is already called "closing".' },
      { field: 'body.workflow.steps.7.tasks.0.completionRules', message: 'No rule set carries the tag "no-such-tag".' },
    ]);
    const list = (await get('admin@lender.test', '/api/workflows')).json<StoredWorkflow[]>();
    expect(list.find((entry) => entry.variant === 'NONDEL')?.version).toBe(1);
  });

  it('saves a new version with an audit row, refuses a stale save, and a loan of that variant opens on its new step', async () => {
    const shorter: Workflow = { steps: DEMO_WORKFLOWS.NONDEL.steps.filter((step) => step.name !== 'Disclosures') };
    const saved = await putWorkflow('NONDEL', shorter, 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StoredWorkflow>()).toMatchObject({ variant: 'NONDEL', version: 2, updatedBy: expect.any(String) });
    expect((await putWorkflow('NONDEL', DEMO_WORKFLOWS.NONDEL, 1)).json<ApiProblem>().code).toBe('stale-workflow');

    const audit = await database.handle.db.selectFrom('workflowAudit').selectAll().where('variant', '=', 'NONDEL').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ version: 2, changedBy: 'usr-admin-alex' });
    expect(audit[0].oldDefinition?.steps).toHaveLength(7);

    // loan-demo-04 (non-delegated) waited on its intent to proceed, a task of the step just removed.
    expect((await workflowOf('loan-demo-04')).currentStep).toBe('Credit');
  });
});
