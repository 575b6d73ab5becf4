import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore, signedIn } from 'shared-ui';
import { type FakeRequest, installFakeFetch, jsonResponse, problemResponse, renderWithProviders } from 'shared-ui/testing';
import { ChangelogModal } from './changelog-modal';
import { changelog } from './changelogs-test-data';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.uninstall());

function serve(unread: ReturnType<typeof changelog>[]) {
  let stillUnread = unread;
  fake = installFakeFetch((request: FakeRequest) => {
    if (request.url === '/api/changelogs?unread=true') return jsonResponse(stillUnread);
    if (request.url === '/api/changelogs/read' && request.method === 'POST') {
      const { ids } = request.json() as { ids: string[] };
      stillUnread = stillUnread.filter((item) => !ids.includes(item.id));
      return jsonResponse(null);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function renderModal() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<ChangelogModal />, { store });
}

const readRequests = () => fake.requests().filter((request) => request.url === '/api/changelogs/read');

describe('ChangelogModal', () => {
  it('lists the unread notes newest first with their version and date', async () => {
    serve([
      changelog({ id: 'old', title: 'Condition uploads', version: '2.3.0', startDate: '2026-02-10', content: 'Upload to a condition.' }),
      changelog({ id: 'new', title: 'Faster MISMO imports', version: '2.4.0', startDate: '2026-03-02' }),
    ]);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    const titles = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Faster MISMO imports', 'Condition uploads']);
    expect(within(dialog).getByText('Version 2.4.0 · 03/02/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('MISMO 3.4').tagName).toBe('STRONG');
  });

  it('marks every shown note read once when closed, and does not open again', async () => {
    serve([changelog({ id: 'a' }), changelog({ id: 'b', startDate: '2026-01-05' })]);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(readRequests()).toHaveLength(1));
    expect(readRequests()[0].json()).toEqual({ ids: ['a', 'b'] });
    // The read call refreshes the list, which is now empty: the window stays closed.
    await waitFor(() => expect(fake.requests().filter((request) => request.url === '/api/changelogs?unread=true')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readRequests()).toHaveLength(1);
  });

  it('does not open when nothing is unread', async () => {
    serve([]);
    renderModal();
    await waitFor(() => expect(fake.requests()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
