import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problem } from 'shared-ui/testing';
import { failedEmail, renderOutbox, retryingEmail, sentEmail, serveOutbox } from '../testing/email-outbox-test-kit';
import { OutboxEmailDrawer } from './outbox-email-drawer';
import { OutboxTable } from './outbox-table';
import { RETRY_FAILED_TITLE, RETRY_QUEUED_TITLE } from './retry-sending-button';

const allEmails = { status: null, page: 1, emailId: null };

describe('delivery attempts in the outbox', () => {
  it('shows each email’s attempts and last error, and offers a retry only for a failed email', async () => {
    serveOutbox([failedEmail, retryingEmail, sentEmail]);
    renderOutbox(<OutboxTable view={allEmails} onViewChange={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const [, failed, retrying, sent] = within(table).getAllByRole('row');
    expect(within(failed).getByText('2 attempts')).toBeInTheDocument();
    expect(within(failed).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: /Retry sending/ })).toBeInTheDocument();
    expect(within(retrying).getByText('1 attempt')).toBeInTheDocument();
    expect(within(retrying).getByText('451 Greylisted, try again later')).toBeInTheDocument();
    expect(within(retrying).queryByRole('button', { name: /Retry sending/ })).not.toBeInTheDocument();
    expect(within(sent).getByText('3 attempts')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Retry sending/ })).not.toBeInTheDocument();
  });

  it('shows the attempts of an email waiting for its next attempt, with why the last one failed', async () => {
    serveOutbox([retryingEmail]);
    renderOutbox(<OutboxEmailDrawer emailId={retryingEmail.id} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(drawer).findByText('The last attempt failed; it will be tried again')).toBeInTheDocument();
    expect(within(drawer).getByText('451 Greylisted, try again later')).toBeInTheDocument();
    expect(within(drawer).getByText('1 attempt')).toBeInTheDocument();
    expect(within(drawer).getByText('Last attempt')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Retry sending/ })).not.toBeInTheDocument();
  });
});

describe('Retry sending', () => {
  it('queues a failed email again from its detail, says so, and shows it as stored', async () => {
    const user = userEvent.setup();
    const fake = serveOutbox([failedEmail]);
    const { toasts } = renderOutbox(<OutboxEmailDrawer emailId={failedEmail.id} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    await user.click(await within(drawer).findByRole('button', { name: /Retry sending/ }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: RETRY_QUEUED_TITLE })));
    expect(fake.retried).toEqual([failedEmail.id]);
    // The email is read again: no longer failed, so no retry is offered.
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: /Retry sending/ })).not.toBeInTheDocument());
    expect(within(drawer).getByText('Stored')).toBeInTheDocument();
  });

  it('shows the server’s problem when the retry is refused', async () => {
    const user = userEvent.setup();
    serveOutbox([failedEmail], () => problem(409, 'email-already-sent', 'This email was sent already: it is not sent twice.'));
    const { toasts } = renderOutbox(<OutboxTable view={allEmails} onViewChange={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Outbox' });
    await user.click(within(table).getByRole('button', { name: /Retry sending/ }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          title: RETRY_FAILED_TITLE,
          message: 'This email was sent already: it is not sent twice.',
        }),
      ),
    );
  });
});
