import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LoanDetail, LoanWorkflow, LoanWorkflowTask } from 'shared-rules';
import { createBus, api as portalApi, setBus } from 'shared-ui';
import { api, problem, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import WorkflowTab from './workflow-tab';

const LOAN = 'loan-1';

const loan = {
  id: LOAN,
  frame: {
    tabs: [
      { slug: 'workflow', label: 'Workflow' },
      { slug: 'loan-data', label: 'Loan Information', children: [{ slug: 'urla', label: 'URLA' }] },
      { slug: 'documents', label: 'Documents' },
    ],
    adverseActionLocked: false,
  },
} as LoanDetail;

const registering: LoanWorkflow = {
  variant: 'WH',
  configured: true,
  currentStep: 'Registration',
  steps: [
    {
      name: 'Registration',
      complete: false,
      current: true,
      hiddenTasksOpen: 0,
      tasks: [
        {
          featureKey: 'urla',
          label: 'Complete the loan application',
          state: 'to-do',
          problems: ['Application Date is required.'],
          documents: [],
          oneOfDocuments: false,
          tab: 'urla',
        },
        {
          featureKey: 'income',
          label: 'Upload income documents',
          state: 'to-do',
          problems: [],
          documents: [
            { key: 'W2', folderName: 'Income', count: 1, numberRequired: 2, optional: false, complete: false },
            { key: 'TAXRETURN', folderName: 'Income', count: 0, numberRequired: 2, optional: false, complete: false },
          ],
          oneOfDocuments: true,
          tab: null,
        },
        {
          featureKey: 'credit',
          label: 'Order credit',
          state: 'optional',
          problems: [],
          documents: [],
          oneOfDocuments: false,
          tab: 'credit',
        },
      ],
    },
    { name: 'Purchase review', complete: false, current: false, hiddenTasksOpen: 0, tasks: [] },
  ],
};

/** Services answer the loan's workflow with what `answer` gives at the time of the request. */
function serveWorkflow(answer: () => LoanWorkflow) {
  server.use(api.get<LoanWorkflow>('/loans/:loanId/workflow', () => HttpResponse.json(answer())));
}

beforeEach(() => setBus(createBus()));

describe('the Workflow tab', () => {
  it('shows the current step open, each task with its state, what is missing and where it is done', async () => {
    serveWorkflow(() => registering);
    renderWithProviders(<WorkflowTab loan={loan} tab="workflow" />, { store: signedInStore() });

    expect(await screen.findByText('Registration', { exact: false, selector: 'strong' })).toBeInTheDocument();
    // A step name with a space still makes valid id references between a step's button and its panel.
    const review = screen.getByRole('button', { name: /Purchase review/ });
    expect(review.getAttribute('aria-controls')).not.toMatch(/\s/);
    const application = screen.getByRole('listitem', { name: 'Complete the loan application: To do' });
    expect(within(application).getByText('Application Date is required.')).toBeInTheDocument();
    expect(within(application).getByRole('link', { name: 'Open URLA for "Complete the loan application"' })).toHaveAttribute(
      'href',
      '/loan/loan-1/urla',
    );

    const income = screen.getByRole('listitem', { name: 'Upload income documents: To do' });
    expect(within(income).getByText('Any one of these documents completes the task.')).toBeInTheDocument();
    expect(within(income).getByText('W2 (Income): 1 of 2')).toBeInTheDocument();
    expect(within(income).getByRole('link', { name: 'Upload W2 for "Upload income documents"' })).toHaveAttribute(
      'href',
      '/loan/loan-1/documents?task=W2&folder=Income',
    );
    // Credit is not open on this loan yet: the task names it but offers no dead link.
    const credit = screen.getByRole('listitem', { name: 'Order credit: Optional' });
    expect(within(credit).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a step waits on tasks not shown, and names a current step that is not shown', async () => {
    const user = userEvent.setup();
    const done: LoanWorkflowTask = {
      featureKey: 'urla',
      label: 'Complete the loan application',
      state: 'complete',
      problems: [],
      documents: [],
      oneOfDocuments: false,
      tab: 'urla',
    };
    serveWorkflow(() => ({
      variant: 'WH',
      configured: true,
      currentStep: 'Closing',
      steps: [{ name: 'Registration', complete: false, current: false, hiddenTasksOpen: 2, tasks: [done] }],
    }));
    renderWithProviders(<WorkflowTab loan={loan} tab="workflow" />, { store: signedInStore() });
    expect(await screen.findByText('Closing', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^Current step:/)).toBeInTheDocument();
    expect(screen.getByText('1 of 1 tasks complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Registration/ }));
    expect(await screen.findByText('This step also waits on 2 tasks that are not shown for this loan.')).toBeInTheDocument();
  });

  it('reads again when the loan changes, and says when no workflow is set up', async () => {
    let answer: LoanWorkflow = registering;
    serveWorkflow(() => answer);
    const store = signedInStore();
    renderWithProviders(<WorkflowTab loan={loan} tab="workflow" />, { store });
    await screen.findByText('Registration', { exact: false, selector: 'strong' });
    answer = { variant: 'WH', configured: false, currentStep: null, steps: [] };
    // What the loan route does on a loan-update of this loan.
    await act(async () => store.dispatch(portalApi.util.invalidateTags([{ type: 'Loan', id: LOAN }])));
    expect(await screen.findByText('No workflow is set up for this loan')).toBeInTheDocument();
    expect(screen.getByText(/Banked - Wholesale loans have no workflow steps yet/)).toBeInTheDocument();
  });

  it('says when the workflow cannot be loaded, with a retry', async () => {
    server.use(api.get('/loans/:loanId/workflow', () => problem(500, 'internal-error', 'Something broke.')));
    renderWithProviders(<WorkflowTab loan={loan} tab="workflow" />, { store: signedInStore() });
    expect(await screen.findByText('The workflow could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
