import { PageHeader } from 'shared-ui';
import { SettingsChecklist } from '../features/settings-checklist/components/settings-checklist';

/** /admin: the settings checklist. */
export default function AdminChecklistRoute() {
  return (
    <>
      <PageHeader title="Settings checklist" description="Everything that shapes the portal, and which settings have been saved." />
      <SettingsChecklist />
    </>
  );
}
