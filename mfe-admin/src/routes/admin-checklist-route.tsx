import { PageHeader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';
import { SettingsChecklist } from '../features/settings-checklist/components/settings-checklist';

/** /admin: the settings checklist. */
export default function AdminChecklistRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <PageHeader title="Settings checklist" description="Everything that shapes the portal, and which settings have been saved." />
      <SettingsChecklist />
    </RequireAccess>
  );
}
