import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ErrorLogEntry, PERSONA } from 'shared-rules';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';
import { address, renderAdminPage } from '../../../testing/render-admin-page';
import ErrorLogsPage, { ERROR_LOGS_LOAD_ERROR } from './error-logs-page';

const administrator = internalProfile({ personas: [{ entityId: PERSONA.administrator }] });

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

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.uninstall());

function serve(failing = false) {
  fake = installFakeFetch((request) => {
    const url = new URL(request.url, 'http://portal.test');
    if (url.pathname === '/api/profile') return jsonResponse(administrator);
    if (url.pathname === '/api/admin/error-logs') {
      if (failing) return problemResponse(503, 'unavailable', 'The services are restarting.');
      const kind = url.searchParams.get('kind');
      const data = kind ? ENTRIES.filter((candidate) => candidate.kind === kind) : ENTRIES;
      return jsonResponse({ data, page: 1, pageSize: 25, total: data.length });
    }
    return problemResponse(404, 'not-found', request.url);
  });
}

const listCalls = () =>
  fake
    .requests()
    .filter((request) => request.url.startsWith('/api/admin/error-logs'))
    .map((request) => request.url);

describe('the Error Logs page', () => {
  it('lists the errors newest first with who, where and what, and opens one’s stack', async () => {
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

    fireEvent.click(screen.getByRole('button', { name: 'Show the details of error 1' }));
    expect(screen.getByText(/at ConditionsTab/)).toBeInTheDocument();
    expect(screen.getByText(/Build build-42 · remote mfe-loan · request req-1/)).toBeInTheDocument();
  });

  it('filters by kind, in the address and the request', async () => {
    serve();
    renderAdminPage(<ErrorLogsPage />, '/admin/error-logs');
    await screen.findByRole('table', { name: 'Errors' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Server error', hidden: true }));
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
