import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatTimeAgo, type SettingKey } from 'shared-rules';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoader } from '../../components/page-loader';
import type { SettingForm } from './use-setting-form';
import { StaleEditAlert } from './stale-edit-alert';
import { DiscardSaveButtons } from './discard-save-buttons';

export interface SettingFormSectionProps<K extends SettingKey> {
  /** Names the form (and its loading and error states). */
  title: string;
  /**
   * Shown as the form's own `h2` when a page holds more than one setting form; a page with one
   * form leaves it out, its page heading names the form.
   */
  heading?: boolean;
  /** One line under the section heading. */
  description?: ReactNode;
  setting: SettingForm<K>;
  children: ReactNode;
  /** Shown above the form (a status, a link to a related page). */
  aside?: ReactNode;
}

/**
 * One setting's form without the page around it: who saved last, the fields with Save and
 * Discard, and the conflict notice. The page supplies the heading and the unsaved-changes guard
 * (one for all of its forms).
 */
export function SettingFormSection<K extends SettingKey>({
  title,
  heading = false,
  description,
  setting,
  children,
  aside,
}: SettingFormSectionProps<K>) {
  const { entry, isLoading, isError, saving, dirty, conflict, reload, submit, form } = setting;
  const headingId = useId();
  if (isLoading) return <PageLoader label={`Loading ${title}`} />;
  if (isError) return <LoadErrorAlert title={`${title} could not be loaded`} onRetry={reload} />;
  return (
    <Stack gap="lg">
      {aside}
      <StaleEditAlert conflict={conflict} what="setting" reloadLabel="Reload current value" onReload={reload} />
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="form"
        onSubmit={submit}
        noValidate
        {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': title })}
      >
        {heading && (
          <Stack gap={4} mb="md">
            <Title order={2} fz="lg" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        )}
        <Stack gap="md">{children}</Stack>
        <Group justify="space-between" mt="xl" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {dirty
              ? 'You have unsaved changes.'
              : entry?.updatedAt
                ? `Saved ${formatTimeAgo(entry.updatedAt, new Date())}${entry.updatedBy ? ` by ${entry.updatedBy}` : ''}.`
                : 'Not saved yet: the portal uses the defaults shown.'}
          </Text>
          <DiscardSaveButtons dirty={dirty} saving={saving} onDiscard={() => form.reset()} />
        </Group>
      </Paper>
    </Stack>
  );
}
