import { NumberInput, Stack, Switch } from '@mantine/core';
import { LOAN_VIEW_AUDIT_WINDOW_MINUTES } from 'shared-rules';
import { PageHeader, UnsavedChangesGuard } from 'shared-ui';
import { SettingFormSection } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { SettingsChangeLog } from '../audit/settings-change-log';
import { AuditTrailSection } from '../../audit-trail/components/audit-trail-section';

/**
 * /admin/settings/audit: what the portal records for audit and how long it keeps it (the `audit`
 * setting; every write is always recorded, loan views and document downloads while their switches
 * are on, each from the next request), the audit trail of every write across the portal, and the
 * log of every settings change.
 */
export default function AuditPage() {
  const setting = useSettingForm('audit', {
    validate: {
      retentionDays: (value) =>
        Number.isInteger(value) && value >= 30 && value <= 3650 ? null : 'Keep records from 30 days to 3650 days (ten years)',
    },
  });
  const { form } = setting;
  return (
    <>
      <PageHeader
        title="Audit"
        description="What the portal records for audit, how long it keeps it, every change made in the portal, and every change of a setting."
      />
      <Stack gap="xl">
        <SettingFormSection
          title="Audit records"
          heading
          description="Every change made in the portal is recorded; these choose what is recorded besides, and for how long."
          setting={setting}
        >
          <NumberInput
            label="Keep audit records for (days)"
            description="From 30 days to 3650 days; 2555 days is seven years. Older records are removed every hour, the first time within the hour after a change."
            required
            min={30}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            w={{ base: '100%', sm: 280 }}
            {...form.getInputProps('retentionDays')}
          />
          <Switch
            label="Record when a loan is viewed"
            description={`Who opened which loan, once per person and loan every ${LOAN_VIEW_AUDIT_WINDOW_MINUTES} minutes.`}
            {...form.getInputProps('recordLoanViews', { type: 'checkbox' })}
          />
          <Switch
            label="Record when a document is downloaded"
            description="Every download or view of a loan document, through the portal or a signed PDF link."
            {...form.getInputProps('recordDocumentDownloads', { type: 'checkbox' })}
          />
        </SettingFormSection>
        <AuditTrailSection />
        <SettingsChangeLog />
      </Stack>
      <UnsavedChangesGuard when={setting.dirty} />
    </>
  );
}
