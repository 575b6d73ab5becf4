import { Button, Group, SegmentedControl, Stack, Switch, Text, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { PageHeader, problemMessage, showToast, useProfile, useSetDoNotShowAgainMutation, useUpdatePreferencesMutation } from 'shared-ui';
import { SettingsCard } from './settings-card';

function humanizeKey(key: string): string {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function PreferencesPage() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { profile } = useProfile();
  const [setDoNotShowAgain, { isLoading }] = useSetDoNotShowAgainMutation();
  const dismissed = profile?.doNotShowAgain ?? [];
  const [updatePreferences, updating] = useUpdatePreferencesMutation();

  async function setEmailLoanAlerts(value: boolean) {
    try {
      await updatePreferences({ emailLoanAlerts: value }).unwrap();
      showToast(
        'success',
        'Preferences saved',
        value ? 'Loan alerts will also come by email.' : 'Loan alerts will come in the portal only.',
      );
    } catch (error) {
      showToast('error', 'Preferences not saved', problemMessage(error));
    }
  }

  async function showAgain(key: string) {
    try {
      await setDoNotShowAgain({ key, value: false }).unwrap();
      showToast('success', 'Preferences saved', `"${humanizeKey(key)}" will be shown again.`);
    } catch (error) {
      showToast('error', 'Error', problemMessage(error));
    }
  }

  return (
    <>
      <PageHeader title="Preferences" />
      <Stack gap="lg">
        <SettingsCard title="Appearance" description="Saved on this device.">
          <SegmentedControl
            w="fit-content"
            value={colorScheme}
            onChange={(value) => setColorScheme(value as MantineColorScheme)}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'auto', label: 'Match system' },
            ]}
          />
        </SettingsCard>
        <SettingsCard
          title="Loan alerts"
          description="New or cleared conditions, rejected documents and step changes on your loans always appear in the portal. Saved for every device you use."
        >
          <Switch
            label="Email me loan alerts too"
            checked={profile?.preferences.emailLoanAlerts ?? false}
            disabled={!profile || updating.isLoading}
            onChange={(event) => void setEmailLoanAlerts(event.currentTarget.checked)}
          />
        </SettingsCard>
        <SettingsCard title="Dismissed notices" description="Notices you chose not to see again.">
          {dismissed.length === 0 ? (
            <Text size="sm" c="dimmed">
              You have not dismissed any notices.
            </Text>
          ) : (
            dismissed.map((key) => (
              <Group key={key} justify="space-between">
                <Text size="sm">{humanizeKey(key)}</Text>
                <Button size="xs" variant="light" loading={isLoading} onClick={() => void showAgain(key)}>
                  Show again
                </Button>
              </Group>
            ))
          )}
        </SettingsCard>
      </Stack>
    </>
  );
}
