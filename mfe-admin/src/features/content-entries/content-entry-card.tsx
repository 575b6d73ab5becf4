import { Button, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ContentPages, contentPageBody } from 'shared-rules';
import { MarkdownPreview } from '../markdown-preview/markdown-preview';
import { slugFromLabel } from './content-entries';
import { MoveButtons } from 'shared-ui';

export interface ContentEntryCardProps {
  form: UseFormReturnType<ContentPages>;
  index: number;
  count: number;
  /** Where a page without a link opens: `/resources` or `/training`. */
  basePath: string;
}

/** One menu entry: its label, where it opens, a link or a Markdown body, and whether it is listed. */
export function ContentEntryCard({ form, index, count, basePath }: ContentEntryCardProps) {
  const entry = form.getValues().entries[index];
  if (!entry) return null;
  const path = `entries.${index}` as const;
  const name = `entry ${index + 1}`;
  const titleId = `content-entry-${entry.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            Entry {index + 1}
            {entry.label.trim() ? `: ${entry.label.trim()}` : ''}
          </Title>
          <Group gap="xs" wrap="wrap">
            <MoveButtons
              name={`${name}`}
              index={index}
              count={count}
              onMove={(from, to) => form.reorderListItem('entries', { from, to })}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={`Remove ${name}`}
              onClick={() => form.removeListItem('entries', index)}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={`Label (${name})`}
            required
            maxLength={80}
            value={entry.label}
            error={form.errors[`${path}.label`]}
            onBlur={() => form.validateField(`${path}.label`)}
            onChange={(event) => {
              const label = event.currentTarget.value;
              // The sub-path follows the label until the administrator writes one of their own.
              if (entry.subPath === '' || entry.subPath === slugFromLabel(entry.label))
                form.setFieldValue(`${path}.subPath`, slugFromLabel(label));
              form.setFieldValue(`${path}.label`, label);
            }}
          />
          <TextInput
            label={`Sub-path (${name})`}
            description={entry.subPath ? `Opens at ${basePath}/${entry.subPath}` : 'Suggested from the label'}
            maxLength={80}
            {...form.getInputProps(`${path}.subPath`)}
          />
        </SimpleGrid>
        <TextInput
          label={`Link (${name})`}
          description="An address on another site, opened in a new tab. Leave empty to write the page below."
          maxLength={2000}
          {...form.getInputProps(`${path}.link`)}
        />
        <Textarea
          label={`Body (${name}, Markdown)`}
          description="The page's text, when the entry has no link."
          autosize
          minRows={3}
          maxRows={14}
          maxLength={100_000}
          {...form.getInputProps(`${path}.body`)}
        />
        {entry.body.trim() !== '' && <MarkdownPreview markdown={contentPageBody(entry)} label={`Preview of ${name}`} topHeadingLevel={4} />}
        <Switch
          label={`Active (${name})`}
          description="Listed in the menu."
          {...form.getInputProps(`${path}.active`, { type: 'checkbox' })}
        />
      </Stack>
    </Paper>
  );
}
