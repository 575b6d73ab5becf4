import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONA, type Changelog, type ChangelogInput } from 'shared-rules';
import { createBus, makeStore, setBus, signedIn } from 'shared-ui';
import {
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  FakeResponse,
  type FakeRequest,
} from 'shared-ui/testing';
import ChangelogsPage from './changelogs-page';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

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

let fake: ReturnType<typeof installFakeFetch>;
let toasts: Array<{ kind: string; title: string; message: string }>;

function serve(
  write: (request: FakeRequest) => FakeResponse = (request) => jsonResponse({ ...notes, ...(request.json() as ChangelogInput) }),
) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/changelogs?all=true' && request.method === 'GET') return jsonResponse([notes]);
    if (request.url.startsWith('/api/changelogs') && request.method === 'DELETE') return new FakeResponse(null, { status: 204 });
    if (request.url.startsWith('/api/changelogs')) return write(request);
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
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

const sent = (method: string) => fake.requests().filter((request) => request.method === method);

afterEach(() => fake.uninstall());

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
    serve();
    renderPage();
    await screen.findByRole('table', { name: 'Changelogs' });
    fireEvent.click(screen.getByRole('button', { name: 'New changelog' }));
    const dialog = await screen.findByRole('dialog', { name: 'New changelog' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create changelog' }));
    expect(await within(dialog).findByText('Enter the title users see')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the day the notes are published from, as MM/dd/yyyy')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Dark mode' } });
    fireEvent.change(within(dialog).getByLabelText(/^Version/), { target: { value: '2.5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: '## New\n- Dark mode' } });
    const preview = within(dialog).getByRole('region', { name: 'Preview of the content' });
    expect(within(preview).getByRole('heading', { name: 'New', level: 3 })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Dark mode');
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '12/01/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create changelog' }));

    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.json()).toEqual({
      title: 'Dark mode',
      version: '2.5',
      content: '## New\n- Dark mode',
      startDate: '2026-12-01',
      active: true,
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Changelog created' })));
  });

  it('deactivates a changelog with its whole text, and deletes one after asking', async () => {
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Faster uploads' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.url).toBe('/api/changelogs/changelog-1');
    expect(sent('PUT')[0]?.json()).toEqual({
      title: 'Faster uploads',
      version: '2.4',
      content: notes.content,
      startDate: '2026-11-02',
      active: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Faster uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the changelog 2.4?' });
    expect(sent('DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Changelog deleted' })));
  });

  it('shows the shared error toast when a change is refused', async () => {
    serve(() => problemResponse(403, 'forbidden', 'Only administrators can change changelogs.'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Faster uploads' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        title: 'The changelog was not changed',
        message: 'Only administrators can change changelogs.',
      }),
    );
  });
});
