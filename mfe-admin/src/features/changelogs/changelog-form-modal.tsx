import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { Changelog, ChangelogInput } from 'shared-rules';
import { CalendarDateInput } from 'shared-ui';
import { MarkdownPreview } from '../markdown-preview/markdown-preview';
import { isBlank } from 'shared-ui';

export interface ChangelogFormModalProps {
  opened: boolean;
  /** The changelog edited, or null to write a new one. */
  changelog: Changelog | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (input: ChangelogInput) => void;
}

const EMPTY: ChangelogInput = { title: '', version: '', content: '', startDate: '', active: true };

const inputOf = (changelog: Changelog | null): ChangelogInput =>
  changelog
    ? {
        title: changelog.title,
        version: changelog.version,
        content: changelog.content,
        startDate: changelog.startDate,
        active: changelog.active,
      }
    : EMPTY;

/** Writes or changes a changelog: its title, version, Markdown notes, the day it is published from, and whether it is active. */
export function ChangelogFormModal({ opened, changelog, saving, onClose, onSubmit }: ChangelogFormModalProps) {
  const form = useForm<ChangelogInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: {
      title: (title) => (isBlank(title) ? 'Enter the title users see' : null),
      version: (version) => (isBlank(version) ? 'Enter the version, such as 2.4' : null),
      content: (content) => (isBlank(content) ? 'Enter the release notes' : null),
      startDate: (date) => (isBlank(date) ? 'Enter the day the notes are published from, as MM/dd/yyyy' : null),
    },
  });

  // Each opening starts from the changelog edited (or blank), not from the last edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; reset only on opening
  useEffect(() => {
    if (!opened) return;
    form.setValues(inputOf(changelog));
    form.resetDirty(inputOf(changelog));
    form.clearErrors();
  }, [opened, changelog]);

  const values = form.getValues();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={changelog ? `Edit changelog ${changelog.version}` : 'New changelog'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((input) => onSubmit({ ...input, title: input.title.trim(), version: input.version.trim() }))}
        aria-label={changelog ? 'Edit changelog' : 'New changelog'}
      >
        <Stack gap="md">
          <TextInput label="Title" required maxLength={200} data-autofocus {...form.getInputProps('title')} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Version" required maxLength={40} miw={160} {...form.getInputProps('version')} />
            <CalendarDateInput
              label="Start date"
              required
              value={values.startDate}
              error={typeof form.errors.startDate === 'string' ? form.errors.startDate : null}
              onChange={(date) => form.setFieldValue('startDate', date ?? '')}
            />
          </Group>
          <Textarea
            label="Content (Markdown)"
            description="Markdown: ## headings, - lists, **bold**, links as [text](https://...)."
            required
            autosize
            minRows={6}
            maxRows={18}
            maxLength={50_000}
            {...form.getInputProps('content')}
          />
          <MarkdownPreview markdown={values.content} label="Preview of the content" topHeadingLevel={3} />
          <Switch
            label="Active"
            description="Users read active notes from the start date on."
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {changelog ? 'Save changelog' : 'Create changelog'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
