import { Stack, Switch } from '@mantine/core';
import { FEATURE_FLAGS, FEATURE_FLAG_LABELS, type GeneralSettings } from 'shared-rules';
import { PageHeader, UnsavedChangesGuard } from 'shared-ui';
import { SettingFormSection } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

/** The Non-QM switches by the channel names the Add Loan wizard shows. */
const NON_QM_CHANNELS: { field: keyof GeneralSettings['loanUpload']; channel: string }[] = [
  { field: 'enableWholesale', channel: 'Brokered - Wholesale' },
  { field: 'enableNonDelegated', channel: 'Correspondent Non-Delegated' },
  { field: 'enableDelegated', channel: 'Correspondent Delegated' },
];

/**
 * /admin/settings/general-settings: two settings on one page, each saved on its own: the channels
 * whose loans may be Non-QM (`general-settings`) and the portal's feature flags (`feature-flags`).
 */
export default function GeneralSettingsPage() {
  const channels = useSettingForm('general-settings');
  const flags = useSettingForm('feature-flags');
  return (
    <>
      <PageHeader title="General Settings" description="Channels that allow Non-QM products, and the features of the portal." />
      <Stack gap="xl">
        <SettingFormSection
          title="Non-QM channels"
          heading
          description="Loans of a channel that is off cannot be marked Non-QM in Add Loan."
          setting={channels}
        >
          {NON_QM_CHANNELS.map(({ field, channel }) => (
            <Switch
              key={field}
              label={channel}
              description={`Allow Non-QM products for ${channel} loans.`}
              {...channels.form.getInputProps(`loanUpload.${field}`, { type: 'checkbox' })}
            />
          ))}
        </SettingFormSection>
        <SettingFormSection
          title="Feature flags"
          heading
          description="Each feature is shown to every user at once when it is turned on, and hidden when it is turned off."
          setting={flags}
        >
          {FEATURE_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={FEATURE_FLAG_LABELS[flag].label}
              description={FEATURE_FLAG_LABELS[flag].description}
              {...flags.form.getInputProps(flag, { type: 'checkbox' })}
            />
          ))}
        </SettingFormSection>
      </Stack>
      <UnsavedChangesGuard when={channels.dirty || flags.dirty} />
    </>
  );
}
