import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, UnsavedChangesGuard } from 'shared-ui';
import { EmailSettingsStatus } from '../features/email-outbox/components/email-settings-status';
import { OutboxEmailDrawer } from '../features/email-outbox/components/outbox-email-drawer';
import { OutboxTable } from '../features/email-outbox/components/outbox-table';
import { EmailSenderForm, useEmailSenderForm } from '../features/settings-pages/pages/email-sender-form';
import { outboxViewFromParams, outboxViewParams, type OutboxView } from '../features/email-outbox/state/outbox-view';

/** The page itself, rendered only for administrators (so nobody else reads the setting). */
function EmailSettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = outboxViewFromParams(searchParams);
  const show = (next: OutboxView) => setSearchParams(outboxViewParams(next));
  const sender = useEmailSenderForm();

  return (
    <>
      <PageHeader title="Email Settings" description="Who the portal's email comes from, how it is sent, and every email it has written." />
      <Stack gap="lg">
        <EmailSenderForm setting={sender} />
        <EmailSettingsStatus />
        <OutboxTable view={view} onViewChange={show} />
      </Stack>
      <UnsavedChangesGuard when={sender.dirty} />
      <OutboxEmailDrawer emailId={view.emailId} onClose={() => show({ ...view, emailId: null })} />
    </>
  );
}

/**
 * /admin/settings/email-settings: who the portal's email comes from (the `email-settings` setting),
 * how it is sent, and the outbox of every email it wrote.
 */
export default function EmailSettingsRoute() {
  return <EmailSettingsPage />;
}
