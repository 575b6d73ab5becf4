import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { LoanConditions, LoanDetail } from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import { api, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import LoanRoute from '../../../routes/loan-route';
import ConditionsTab from './conditions-tab';
import { LOAN, conditionsWith, loan } from './conditions-fixtures';

const sent = recordRequests(server);
beforeEach(() => setBus(createBus()));

const conditionsGets = () => sent('GET', `/api/loans/${LOAN}/conditions`).length;

function serve(answer: () => LoanConditions) {
  server.use(api.get<LoanConditions>('/loans/:loanId/conditions', () => HttpResponse.json(answer())));
}

/** Shows the address the tab keeps its filter in. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function renderTab(route = `/loan/${LOAN}/conditions`) {
  return renderWithProviders(
    <>
      <ConditionsTab loan={loan} tab="conditions" />
      <Address />
    </>,
    { store: signedInStore(), route },
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the Conditions tab', () => {
  it("groups the conditions by the setting's categories in order, with counts, retired categories under Other", async () => {
    serve(() => conditionsWith());
    renderTab();

    expect(await screen.findByRole('heading', { name: 'Conditions', level: 2 })).toBeInTheDocument();
    // The heading shows while the conditions load; the counts only once they have.
    expect(await screen.findByText('2 open · 1 submitted · 1 cleared · 1 waived')).toBeInTheDocument();
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Prior to Approval',
      'Prior to Docs',
      'Prior to Funding',
      'Other',
    ]);
    const docs = screen.getByRole('region', { name: 'Prior to Docs' });
    expect(within(docs).getByRole('heading', { name: 'Prior to Docs', level: 3 })).toBeInTheDocument();
    expect(within(docs).getByText('2 conditions')).toBeInTheDocument();
    expect(
      within(docs)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Most recent bank statement', 'Hazard insurance declarations page']);

    const voe = card('Verbal verification of employment');
    expect(within(voe).getByText('Open')).toBeInTheDocument();
    expect(within(voe).getByText('Overdue')).toBeInTheDocument();
    expect(within(voe).getByText('Owner: Jordan Reyes · Due 01/02/2020')).toBeInTheDocument();
    expect(within(voe).getByText("A verbal VOE for the borrower's current employer.")).toBeInTheDocument();
    expect(within(voe).getByText(/^Added by Jordan Reyes on/)).toBeInTheDocument();

    const bank = card('Most recent bank statement');
    expect(within(bank).getByText('Submitted')).toBeInTheDocument();
    expect(within(bank).queryByText('Overdue')).not.toBeInTheDocument();
    const documents = within(bank).getByRole('list', { name: 'Documents for Most recent bank statement' });
    expect(within(documents).getByText('October bank statement')).toBeInTheDocument();
    expect(within(documents).getByText(/^Uploaded by Avery Park on/)).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download October bank statement' })).toBeInTheDocument();
    const comments = within(bank).getByRole('list', { name: 'Comments on Most recent bank statement' });
    expect(within(comments).getByText('Avery Park')).toBeInTheDocument();
    expect(within(comments).getByText('Attached the October statement.')).toBeInTheDocument();

    const hazard = card('Hazard insurance declarations page');
    expect(within(hazard).getByText('Rejected')).toBeInTheDocument();
    expect(within(hazard).getByText(/The declarations page shows a different property address\.$/)).toBeInTheDocument();
  });

  it("offers the lender's staff their actions by status, and no broker actions", async () => {
    serve(() => conditionsWith());
    renderTab();
    const voe = await screen.findByRole('article', { name: 'Verbal verification of employment' });
    expect(screen.getByRole('button', { name: 'Add condition' })).toBeInTheDocument();
    for (const action of ['Clear', 'Waive', 'Edit']) expect(within(voe).getByRole('button', { name: action })).toBeInTheDocument();
    expect(within(voe).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(within(card('Most recent bank statement')).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(
      within(card('Letter of explanation for the credit inquiry'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Reopen', 'Edit']));
    expect(within(card('Letter of explanation for the credit inquiry')).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    // Reject on documents not yet rejected only.
    expect(within(card('Most recent bank statement')).getByRole('button', { name: 'Reject October bank statement' })).toBeInTheDocument();
    expect(within(card('Hazard insurance declarations page')).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark submitted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).not.toBeInTheDocument();
  });

  it('shows a broker no staff actions: Mark submitted on open conditions, Upload on open and submitted ones', async () => {
    serve(() => conditionsWith({ canManage: false, owners: [] }));
    renderTab();
    const voe = await screen.findByRole('article', { name: 'Verbal verification of employment' });
    expect(screen.queryByRole('button', { name: 'Add condition' })).not.toBeInTheDocument();
    for (const action of ['Clear', 'Waive', 'Reopen', 'Edit'])
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();

    expect(within(voe).getByRole('button', { name: 'Mark submitted' })).toBeInTheDocument();
    expect(within(voe).getByRole('button', { name: 'Upload a document' })).toBeInTheDocument();
    const bank = card('Most recent bank statement');
    expect(within(bank).queryByRole('button', { name: 'Mark submitted' })).not.toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Upload a document' })).toBeInTheDocument();
    expect(
      within(card('Letter of explanation for the credit inquiry')).queryByRole('button', { name: 'Upload a document' }),
    ).not.toBeInTheDocument();
    // Both sides comment.
    expect(within(voe).getByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
  });

  it('filters by status, kept in the address', async () => {
    const user = userEvent.setup();
    serve(() => conditionsWith());
    renderTab(`/loan/${LOAN}/conditions?status=cleared`);
    expect(await screen.findByRole('article', { name: 'Letter of explanation for the credit inquiry' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const filter = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(within(filter).getByRole('radio', { name: 'Cleared' })).toBeChecked();
    // The counts stay those of every condition.
    expect(screen.getByText('2 open · 1 submitted · 1 cleared · 1 waived')).toBeInTheDocument();

    await user.click(within(filter).getByRole('radio', { name: 'Open' }));
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Hazard insurance declarations page',
      'Verbal verification of employment',
    ]);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?status=open');

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('status', { name: 'Address' })).toBeEmptyDOMElement();
  });

  it('tells a broker that the lender adds conditions during underwriting when there are none', async () => {
    serve(() => conditionsWith({ conditions: [], canManage: false }));
    renderTab();
    expect(await screen.findByText('No conditions yet')).toBeInTheDocument();
    expect(screen.getByText(/The lender adds conditions during underwriting/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('says when the conditions cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      api.get<LoanConditions>('/loans/:loanId/conditions', () =>
        fail ? problem(500, 'internal-error', 'The conditions store is unavailable.') : HttpResponse.json(conditionsWith()),
      ),
    );
    renderTab();
    expect(await screen.findByText('The conditions could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The conditions store is unavailable.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Prior to Docs' })).toBeInTheDocument();
  });
});

describe('the Conditions tab on the loan page', () => {
  const detail = {
    id: LOAN,
    loanNumber: '1042',
    organizationId: 'org-harbor',
    organizationName: 'Harbor Mortgage Brokers',
    channel: 'Banked - Wholesale',
    delegated: false,
    status: 'Active',
    folder: 'TPO Pending',
    borrowerName: 'Casey Morgan',
    loanAmount: 350_000,
    loanPurpose: 'Purchase',
    loanProgramName: null,
    currentStep: 'Conditions',
    updatedAt: '2026-11-20T15:30:00.000Z',
    contacts: { loanOfficer: null, loanProcessor: null, submissionContact: null },
    openConditions: 3,
    frame: {
      tabs: [{ slug: 'conditions', label: 'Conditions' }],
      adverseActionLocked: false,
      resourceLock: null,
      archived: false,
      readOnly: false,
    },
  } as unknown as LoanDetail;

  it("reads the conditions again when a condition of this loan changes in another browser, not another loan's", async () => {
    serve(() => conditionsWith());
    server.use(api.get<LoanDetail>('/loans/:loanId', () => HttpResponse.json(detail)));
    renderWithProviders(
      <Routes>
        <Route path="/loan/:loanId/*" element={<LoanRoute />} />
      </Routes>,
      { store: signedInStore(), route: `/loan/${LOAN}/conditions` },
    );
    expect(await screen.findByRole('region', { name: 'Prior to Docs' })).toBeInTheDocument();
    expect(conditionsGets()).toBe(1);

    await act(async () => getBus().emit('socket:condition-update', { loanId: 'loan-2', conditionId: 'c-9', action: 'added' }));
    expect(conditionsGets()).toBe(1);
    await act(async () => getBus().emit('socket:condition-update', { loanId: LOAN, conditionId: 'c-voe', action: 'status' }));
    await waitFor(() => expect(conditionsGets()).toBe(2));
  });
});
