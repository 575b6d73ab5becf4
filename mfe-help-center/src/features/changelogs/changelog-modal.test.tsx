import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, signedIn } from 'shared-ui';
import { HttpResponse } from 'msw';
import type { Changelog, ChangelogReadRequest } from 'shared-rules';
import { api, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { ChangelogModal } from './changelog-modal';
import { changelog } from './changelogs-test-data';

const sent = recordRequests(server);

function serve(unread: Changelog[]) {
  let stillUnread = unread;
  server.use(
    api.get<Changelog[]>('/changelogs', ({ request }) =>
      new URL(request.url).searchParams.get('unread') === 'true' ? HttpResponse.json(stillUnread) : undefined,
    ),
    api.post<null, ChangelogReadRequest>('/changelogs/read', async ({ request }) => {
      const { ids } = await request.json();
      stillUnread = stillUnread.filter((item) => !ids.includes(item.id));
      return HttpResponse.json(null);
    }),
  );
}

function renderModal() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<ChangelogModal />, { store });
}

const readRequests = () => sent('POST', '/api/changelogs/read');

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
    const user = userEvent.setup();
    serve([changelog({ id: 'a' }), changelog({ id: 'b', startDate: '2026-01-05' })]);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(readRequests()).toHaveLength(1));
    expect(readRequests()[0].body).toEqual({ ids: ['a', 'b'] });
    // The read call refreshes the list, which is now empty: the window stays closed.
    await waitFor(() => expect(sent('GET', '/api/changelogs')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readRequests()).toHaveLength(1);
  });

  it('does not open when nothing is unread', async () => {
    serve([]);
    renderModal();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
