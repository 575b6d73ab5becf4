import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ApiProblem, Changelog, ChangelogInput } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn } from 'shared-ui';
import { api, enterText, noContent, problem, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import ChangelogsPage from './changelogs-page';

const notes: Changelog = {
  id: 'changelog-1',
  title: 'Faster uploads',
  version: '2.4',
  content: '- Uploads resume after a dropped connection',
  startDate: '2026-11-02',
  active: true,
  unread: false,
  updatedAt: '2026-11-20T15:30:00.000Z',
};

let toasts: Array<{ kind: string; title: string; message: string }>;

/** Answers a created or changed changelog: by default the notes with what was sent. */
type Write = (input: ChangelogInput) => HttpResponse<Changelog | ApiProblem>;

function serve(write: Write = (input) => HttpResponse.json({ ...notes, ...input })) {
  server.use(
    api.get<Changelog[]>('/changelogs', () => HttpResponse.json([notes])),
    api.delete('/changelogs/:id', () => noContent()),
    api.post<Changelog, ChangelogInput>('/changelogs', async ({ request }) => write(await request.json())),
    api.put<Changelog, ChangelogInput>('/changelogs/:id', async ({ request }) => write(await request.json())),
    api.patch<Changelog, ChangelogInput>('/changelogs/:id', async ({ request }) => write(await request.json())),
  );
}

function renderPage() {
  const bus = createBus();
  setBus(bus);
  toasts = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<ChangelogsPage />, { store, route: '/admin/changelogs' });
}

const requests = recordRequests(server);
const sent = (method: string) => requests(method);

describe('the changelogs page', () => {
  it('lists every changelog with its start date as MM/dd/yyyy', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Changelogs' });
    const row = within(table).getByRole('row', { name: /Faster uploads/ });
    expect(row).toHaveTextContent('2.4');
    expect(row).toHaveTextContent('11/02/2026');
    expect(row).toHaveTextContent('Active');
  });

  it('writes a new changelog after its fields are filled in', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await screen.findByRole('table', { name: 'Changelogs' });
    await user.click(screen.getByRole('button', { name: 'New changelog' }));
    const dialog = await screen.findByRole('dialog', { name: 'New changelog' });
    await user.click(within(dialog).getByRole('button', { name: 'Create changelog' }));
    expect(await within(dialog).findByText('Enter the title users see')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the day the notes are published from, as MM/dd/yyyy')).toBeInTheDocument();

    await enterText(user, within(dialog).getByLabelText(/^Title/), 'Dark mode');
    await enterText(user, within(dialog).getByLabelText(/^Version/), '2.5');
    await enterText(user, within(dialog).getByLabelText(/^Content/), '## New\n- Dark mode');
    const preview = within(dialog).getByRole('region', { name: 'Preview of the content' });
    expect(within(preview).getByRole('heading', { name: 'New', level: 3 })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Dark mode');
    await enterText(user, within(dialog).getByLabelText(/^Start date/), '12/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create changelog' }));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      title: 'Dark mode',
      version: '2.5',
      content: '## New\n- Dark mode',
      startDate: '2026-12-01',
      active: true,
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Changelog created' })));
  });

  it('deactivates a changelog with its whole text, and deletes one after asking', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Faster uploads' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.path).toBe('/api/changelogs/changelog-1');
    expect(sent('PUT')[0]?.body).toEqual({
      title: 'Faster uploads',
      version: '2.4',
      content: notes.content,
      startDate: '2026-11-02',
      active: false,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Faster uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the changelog 2.4?' });
    expect(sent('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Changelog deleted' })));
  });

  it('shows the shared error toast when a change is refused', async () => {
    const user = userEvent.setup();
    serve(() => problem(403, 'forbidden', 'Only administrators can change changelogs.'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Faster uploads' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        title: 'The changelog was not changed',
        message: 'Only administrators can change changelogs.',
      }),
    );
  });
});
