import { Paper, Switch, Text } from '@mantine/core';
import type { WebhookSettings } from 'shared-rules';
import { problemMessage, showToast, useGetSettingQuery, useSaveSettingMutation } from 'shared-ui';

const DEFAULT_SETTINGS: WebhookSettings = { allowPrivateNetworks: false };

/** The `webhooks` setting: whether endpoints may be on private networks (read by every delivery, not only when saving). */
export function PrivateNetworksSetting() {
  const setting = useGetSettingQuery('webhooks');
  const [save, saving] = useSaveSettingMutation();
  const value = (setting.data?.value as WebhookSettings | undefined) ?? DEFAULT_SETTINGS;
  const change = async (allowPrivateNetworks: boolean) => {
    if (!setting.data) return;
    try {
      await save({ key: 'webhooks', value: { allowPrivateNetworks }, version: setting.data.version }).unwrap();
      showToast(
        'success',
        'Setting saved',
        allowPrivateNetworks ? 'Private networks are allowed.' : 'Only public https endpoints are used.',
      );
    } catch (error) {
      showToast('error', 'The setting was not saved', problemMessage(error));
    }
  };
  return (
    <Paper withBorder p="md" mb="lg">
      <Switch
        label="Allow private networks"
        checked={value.allowPrivateNetworks}
        disabled={!setting.data || saving.isLoading}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Off (recommended): the portal posts only to https addresses on public networks, checked when an endpoint is saved and again before
        every delivery. On: addresses on loopback, private and link-local networks, and plain http, are accepted too, for a receiver inside
        your own network.
      </Text>
    </Paper>
  );
}
