import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';
import { EmailSettingsStatus } from '../features/email-outbox/components/email-settings-status';
import { OutboxEmailDrawer } from '../features/email-outbox/components/outbox-email-drawer';
import { OutboxTable } from '../features/email-outbox/components/outbox-table';
import { outboxViewFromParams, outboxViewParams, type OutboxView } from '../features/email-outbox/state/outbox-view';

/** /admin/settings/email-settings: how the portal sends email, and the outbox of every email it wrote. */
export default function EmailSettingsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = outboxViewFromParams(searchParams);
  const show = (next: OutboxView) => setSearchParams(outboxViewParams(next));

  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <PageHeader title="Email Settings" description="How the portal sends email, and every email it has written." />
      <Stack gap="lg">
        <EmailSettingsStatus />
        <OutboxTable view={view} onViewChange={show} />
      </Stack>
      <OutboxEmailDrawer emailId={view.emailId} onClose={() => show({ ...view, emailId: null })} />
    </RequireAccess>
  );
}
