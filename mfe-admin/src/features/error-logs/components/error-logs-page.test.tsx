import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ErrorLogEntry, ErrorLogList } from 'shared-rules';
import { api, problem, recordRequests } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';
import { address, renderAdminPage } from 'shared-ui/testing';
import ErrorLogsPage, { ERROR_LOGS_LOAD_ERROR } from './error-logs-page';

function entry(overrides: Partial<ErrorLogEntry>): ErrorLogEntry {
  return {
    id: 1,
    at: '2026-11-26T10:00:00.000Z',
    source: 'browser',
    kind: 'render-error',
    message: "Cannot read properties of undefined (reading 'map')",
    stack: 'TypeError: x\n    at ConditionsTab (conditions.tsx:12)',
    route: '/loan/2611000002/conditions',
    requestId: 'req-1',
    statusCode: null,
    buildId: 'build-42',
    remote: 'mfe-loan',
    user: { id: 'u1', name: 'Taylor Brooks', email: 'lo@summit.test' },
    ...overrides,
  };
}

const ENTRIES = [
  entry({
    id: 2,
    source: 'server',
    kind: 'server-error',
    message: 'The lender system refused',
    route: 'GET /api/loans/:id',
    statusCode: 500,
    user: null,
    stack: null,
  }),
  entry({ id: 1 }),
];

const sent = recordRequests(server);

function serve(failing = false) {
  server.use(
    api.get<ErrorLogList>(paths.errorLogs, ({ request }) => {
      if (failing) return problem(503, 'unavailable', 'The services are restarting.');
      const kind = new URL(request.url).searchParams.get('kind');
      const data = kind ? ENTRIES.filter((candidate) => candidate.kind === kind) : ENTRIES;
      return HttpResponse.json({ data, page: 1, pageSize: 25, total: data.length });
    }),
  );
}

const listCalls = () => sent('GET', `/api${paths.errorLogs}`).map((request) => request.path);

describe('the Error Logs page', () => {
  it('lists the errors newest first with who, where and what, and opens one’s stack', async () => {
    const user = userEvent.setup();
    serve();
    renderAdminPage(<ErrorLogsPage />, '/admin/error-logs');
    const table = await screen.findByRole('table', { name: 'Errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Services');
    expect(rows[0]).toHaveTextContent('Server error');
    expect(rows[0]).toHaveTextContent('GET /api/loans/:id');
    expect(rows[0]).toHaveTextContent('Not signed in');
    expect(rows[1]).toHaveTextContent('Page crashed');
    expect(rows[1]).toHaveTextContent('Taylor Brooks');
    expect(screen.getByText('2 errors')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the details of error 1' }));
    expect(screen.getByText(/at ConditionsTab/)).toBeInTheDocument();
    expect(screen.getByText(/Build build-42 · remote mfe-loan · request req-1/)).toBeInTheDocument();
  });

  it('filters by kind, in the address and the request', async () => {
    const user = userEvent.setup();
    serve();
    renderAdminPage(<ErrorLogsPage />, '/admin/error-logs');
    await screen.findByRole('table', { name: 'Errors' });
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Server error', hidden: true }));
    await waitFor(() => expect(address()).toContain('kind=server-error'));
    await waitFor(() => expect(listCalls().at(-1)).toContain('kind=server-error'));
    await waitFor(() => expect(screen.getByText('1 error')).toBeInTheDocument());
  });

  it('says when the log cannot be loaded', async () => {
    serve(true);
    renderAdminPage(<ErrorLogsPage />, '/admin/error-logs');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_LOGS_LOAD_ERROR);
  });
});
