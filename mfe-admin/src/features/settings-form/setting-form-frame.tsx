import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatTimeAgo, type SettingKey } from 'shared-rules';
import { LoadErrorAlert, PageHeader, PageLoader, UnsavedChangesGuard } from 'shared-ui';
import type { SettingForm } from './use-setting-form';

export interface SettingFormFrameProps<K extends SettingKey> {
  title: string;
  description: string;
  setting: SettingForm<K>;
  children: ReactNode;
  /** Shown above the form (a status, a link to a related page). */
  aside?: ReactNode;
}

/**
 * The frame of every settings page: its heading, who saved last, the form with Save and
 * Discard, the conflict notice, and the guard against leaving with unsaved changes.
 */
export function SettingFormFrame<K extends SettingKey>({ title, description, setting, children, aside }: SettingFormFrameProps<K>) {
  const { entry, isLoading, isError, saving, dirty, conflict, reload, submit, form } = setting;
  return (
    <>
      <PageHeader title={title} description={description} />
      {isLoading ? (
        <PageLoader label={`Loading ${title}`} />
      ) : isError ? (
        <LoadErrorAlert title={`${title} could not be loaded`} onRetry={reload} />
      ) : (
        <Stack gap="lg">
          {aside}
          {conflict !== 'none' && (
            <Alert color="orange" title="Someone else saved this setting" role="alert">
              <Text size="sm">
                {conflict === 'refused'
                  ? 'Your changes were not saved, because this setting was changed after you opened it.'
                  : 'This setting was saved by someone else while you were editing it.'}{' '}
                Reload the current value to continue; your unsaved changes will be replaced.
              </Text>
              <Button mt="sm" size="xs" variant="light" color="orange" onClick={reload}>
                Reload current value
              </Button>
            </Alert>
          )}
          <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate aria-label={title}>
            <Stack gap="md">{children}</Stack>
            <Group justify="space-between" mt="xl" wrap="wrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {dirty
                  ? 'You have unsaved changes.'
                  : entry?.updatedAt
                    ? `Saved ${formatTimeAgo(entry.updatedAt, new Date())}${entry.updatedBy ? ` by ${entry.updatedBy}` : ''}.`
                    : 'Not saved yet: the portal uses the defaults shown.'}
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => form.reset()} disabled={!dirty || saving}>
                  Discard changes
                </Button>
                <Button type="submit" loading={saving} disabled={!dirty || saving}>
                  Save
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      )}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}
