import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { notificationsApi } from './notifications-api';
import { NotificationsPopover } from './notifications-popover';

const UNREAD: Notification = {
  id: 'n-1',
  message: 'Loan 260001002 has a new condition: "Gift letter" (Prior to Docs).',
  link: null,
  read: false,
  timestamp: '2026-11-20T15:00:00.000Z',
};

async function renderPopover() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: '2099-01-01T00:00:00Z' } }));
  await store.dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, [UNREAD]));
  renderWithProviders(<NotificationsPopover />, { store });
}

describe('the notifications dialog', () => {
  it('takes the focus as it opens, closes on Escape at once and gives the focus back to the bell', async () => {
    const user = userEvent.setup();
    await renderPopover();
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    // The dialog is named by the bell that opens it (Mantine's aria-labelledby).
    const dialog = await screen.findByRole('dialog', { name: /^Notifications/ });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Notifications/ })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('closes on Escape wherever the focus is (on the bell, before it has moved into the dialog)', async () => {
    const user = userEvent.setup();
    await renderPopover();
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: /^Notifications/ })).toBeInTheDocument();
    bell.focus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Notifications/ })).not.toBeInTheDocument());
  });
});
