import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdminPage, serveAssistant, testResult, testRun } from '../../testing/assistant-test-kit';
import AssistantTestRunsPage from './assistant-test-runs-page';

const PAGE = '/admin/ai/tests';

let fake: ReturnType<typeof serveAssistant>;

const runsTable = () => screen.findByRole('table', { name: 'Test runs' });
const resultsTable = () => screen.findByRole('table', { name: 'Results of the run' });

const results = [
  testResult(),
  testResult({
    caseId: 'tc-2',
    question: 'Where is my loan?',
    passed: false,
    failures: ['no NAVIGATE action'],
    change: 'broke',
    latencyMs: 1200,
  }),
  testResult({ caseId: 'tc-3', question: 'Who is my AE?', change: 'fixed' }),
  testResult({ caseId: 'tc-4', question: 'What is a DSCR loan?', change: 'new' }),
];

describe("the assistant's test runs page", () => {
  it('lists the runs and shows the newest one’s results, with the failed only filter and the change since the last run', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({
      testRuns: [testRun(), testRun({ id: 'run-0', createdAt: '2026-11-19T15:00:00.000Z', passed: 2, startedBy: 'Ann Admin' })],
      testResults: { 'run-1': results },
    });
    renderAdminPage(<AssistantTestRunsPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Runs' })).toBeInTheDocument();
    const rows = within(await runsTable()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Finished');
    expect(rows[1]).toHaveTextContent('built-in');
    expect(rows[1]).toHaveTextContent('Alex Admin');
    expect(rows[1]).toHaveTextContent('3 of 4');
    expect(rows[2]).toHaveTextContent('2 of 4');

    const table = await resultsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText(/Since the last run/)).toHaveTextContent('1 fixed, 1 broke, 1 new, 1 the same');
    const broke = within(table).getByText('Where is my loan?').closest('tr') as HTMLElement;
    expect(broke).toHaveTextContent('Failed');
    expect(broke).toHaveTextContent('no NAVIGATE action');
    expect(broke).toHaveTextContent('Broke');
    expect(broke).toHaveTextContent('1.2 s');

    await user.click(screen.getByRole('switch', { name: 'Failed only' }));
    const failedRows = within(screen.getByRole('table', { name: 'Results of the run' })).getAllByRole('row');
    expect(failedRows).toHaveLength(2);
    expect(failedRows[1]).toHaveTextContent('Where is my loan?');
    const headings = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(headings).toEqual(['H1', 'H2', 'H2']);
  });

  it('opens an older run from the list', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({
      testRuns: [testRun(), testRun({ id: 'run-0', createdAt: '2026-11-19T15:00:00.000Z' })],
      testResults: { 'run-1': results, 'run-0': [testResult({ question: 'Only in the old run', change: 'new' })] },
    });
    renderAdminPage(<AssistantTestRunsPage />, PAGE);
    const rows = within(await runsTable()).getAllByRole('row');
    await user.click(within(rows[2]).getByRole('button', { name: /Open the run of/ }));
    expect(await within(await resultsTable()).findByText('Only in the old run')).toBeInTheDocument();
  });

  it('starts a run of all cases and follows its progress from test-run-update events', async () => {
    const user = userEvent.setup();
    const services = { testRuns: [testRun()], testResults: { 'run-1': results } };
    fake = serveAssistant(services);
    const { bus, toasts } = renderAdminPage(<AssistantTestRunsPage />, PAGE);
    await runsTable();
    await user.click(screen.getByRole('button', { name: 'Run all cases' }));
    await waitFor(() => expect(fake.calls('POST', '/api/chat/admin/test-runs')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Run started' })));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Test runs' })).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => bus.emit('socket:test-run-update', { runId: 'run-2', status: 'running', done: 2, total: 4, passed: 1 }));
    const active = within(screen.getByRole('table', { name: 'Test runs' })).getAllByRole('row')[1];
    expect(await within(active).findByText('2 of 4')).toBeInTheDocument();
    expect(within(active).getByText('Running')).toBeInTheDocument();
    expect(within(active).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    services.testRuns = [testRun({ id: 'run-2', passed: 3 }), testRun()];
    const reads = fake.calls('GET', '/api/chat/admin/test-runs').length;
    act(() => bus.emit('socket:test-run-update', { runId: 'run-2', status: 'finished', done: 4, total: 4, passed: 3 }));
    await waitFor(() => expect(fake.calls('GET', '/api/chat/admin/test-runs').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('says a run is already in progress when services refuse another', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ testRuns: [testRun({ status: 'running', done: 1, passed: 1 })], testResults: {} });
    renderAdminPage(<AssistantTestRunsPage />, PAGE);
    await runsTable();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run all cases' }));
    expect(await screen.findByText('A run is already in progress')).toBeInTheDocument();
  });
});
