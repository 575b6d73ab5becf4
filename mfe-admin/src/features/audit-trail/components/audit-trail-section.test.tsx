import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { problem, recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { address, renderAdminPage } from 'shared-ui/testing';
import {
  catchDownloads,
  csvAnswer,
  csvOf,
  impersonatedEntry,
  provideTableBrowserApis,
  serveAuditTrail,
  settingEntry,
  type TrailServices,
  trailEntry,
  trailQueries,
} from '../testing/audit-trail-test-kit';
import { AuditTrailSection } from './audit-trail-section';

const PAGE = '/admin/settings/audit';
provideTableBrowserApis();
const downloads = catchDownloads();

const sent = recordRequests(server);
const serve = (services: TrailServices) => serveAuditTrail(services);

const trailTable = () => screen.findByRole('table', { name: 'Audit trail, newest first' });
const bodyRows = async () =>
  within(await trailTable())
    .getAllByRole('row')
    .slice(1);

/** Opens a select's list and clicks one of its options. */
async function pick(user: UserEvent, label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  await user.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`) as HTMLElement;
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('the audit trail section', () => {
  it('lists the records newest first, naming both people when an administrator acted as a user, and loads older ones', async () => {
    const user = userEvent.setup();
    serve({ entries: [impersonatedEntry, trailEntry(), settingEntry] });
    renderAdminPage(<AuditTrailSection />, PAGE);
    expect(screen.getByRole('heading', { level: 2, name: 'Audit trail' })).toBeInTheDocument();
    const [first, second] = await bodyRows();
    expect(first).toHaveTextContent('Alex Morgan acting as Taylor Brooks');
    expect(within(first).getByText('Impersonation')).toBeInTheDocument();
    expect(first).toHaveTextContent('impersonation.request');
    expect(first).toHaveTextContent('Request while acting as a user: PUT /api/loans/:id/lock');
    expect(first).toHaveTextContent('PUT /api/loans/:id/lock (answered 200)');
    expect(second).toHaveTextContent('Alex Morgan');
    expect(second).toHaveTextContent('admin@lender.test');
    expect(second).toHaveTextContent('User: Taylor Brooks');
    expect(second).toHaveTextContent('Changed user Taylor Brooks: phone');
    expect(trailQueries(sent())).toEqual(['?pageSize=50']);

    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect((await bodyRows())[2]).toHaveTextContent('Saved the banner setting (version 2)');
    expect(trailQueries(sent()).at(-1)).toBe('?pageSize=50&cursor=2');
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them, days as the reader’s days', async () => {
    const user = userEvent.setup();
    serve({ entries: [impersonatedEntry, trailEntry(), settingEntry] });
    renderAdminPage(<AuditTrailSection />, `${PAGE}?actor=usr-summit-taylor&from=2026-11-01&to=2026-11-30`);
    await trailTable();
    const query = new URLSearchParams(trailQueries(sent())[0]);
    expect(Object.fromEntries(query)).toEqual({
      actor: 'usr-summit-taylor',
      from: '2026-11-01',
      to: '2026-11-30',
      timeZoneOffset: String(new Date(2026, 10, 1, 12).getTimezoneOffset()),
      pageSize: '50',
    });
    expect(screen.getByRole('combobox', { name: 'Who' })).toHaveValue('Taylor Brooks');
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('11/01/2026');

    await pick(user, 'Record type', 'Setting');
    await waitFor(() => expect(address()).toContain('entityType=setting'));
    expect(address()).toContain('actor=usr-summit-taylor');
    await waitFor(() => expect(new URLSearchParams(trailQueries(sent()).at(-1)).get('entityType')).toBe('setting'));
  });

  it('finds the person to filter by on the server', async () => {
    const user = userEvent.setup();
    serve({ entries: [trailEntry()] });
    renderAdminPage(<AuditTrailSection />, PAGE);
    await trailTable();
    const who = screen.getByRole('combobox', { name: 'Who' });
    await user.type(who, 'lo@summit');
    await waitFor(() => expect(sent().some((request) => request.path.includes('search=lo%40summit'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Taylor Brooks', hidden: true }));
    await waitFor(() => expect(address()).toBe(`${PAGE}?actor=usr-summit-taylor`));
  });

  it('says when no record matches, and when the trail could not be read', async () => {
    serve({ entries: [trailEntry()] });
    renderAdminPage(<AuditTrailSection />, `${PAGE}?entityType=workflow`);
    expect(await screen.findByText('No audit records match these filters')).toBeInTheDocument();

    serve({ entries: [], listFails: true });
    renderAdminPage(<AuditTrailSection />, PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit trail could not be loaded');
    expect(alert).toHaveTextContent('The services are restarting.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for a last day on or after the first, and reads nothing meanwhile', async () => {
    serve({ entries: [trailEntry()] });
    renderAdminPage(<AuditTrailSection />, `${PAGE}?from=2026-11-20&to=2026-11-10`);
    expect(await screen.findByText('The first day must be on or before the last day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(trailQueries(sent())).toEqual([]);
  });

  it('exports the filtered trail as a CSV file with the session’s token', async () => {
    const user = userEvent.setup();
    serve({ entries: [impersonatedEntry, trailEntry()] });
    renderAdminPage(<AuditTrailSection />, `${PAGE}?entityType=route`);
    await trailTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [request] = sent('GET', '/api/admin/audit-trail/export');
    expect(request?.path).toBe('/api/admin/audit-trail/export?entityType=route');
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(downloads[0].fileName).toBe('audit-trail-2026-11-24.csv');
    expect(await downloads[0].blob.text()).toBe(csvOf([impersonatedEntry]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why an export failed, and when it stopped at the row limit', async () => {
    const user = userEvent.setup();
    serve({
      entries: [trailEntry()],
      exportAnswer: () => problem(403, 'administrators-only', 'Only administrators can read the audit trail.'),
    });
    renderAdminPage(<AuditTrailSection />, PAGE);
    await trailTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The export failed');
    expect(failure).toHaveTextContent('Only administrators can read the audit trail.');
    expect(downloads).toHaveLength(0);

    serve({
      entries: [trailEntry()],
      exportAnswer: () => csvAnswer(csvOf([trailEntry()]), true),
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/The export stopped at 50,000 rows/)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
