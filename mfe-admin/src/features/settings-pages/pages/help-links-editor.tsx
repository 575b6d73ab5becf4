import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { HELP_LINK_TYPES, type HelpCenterSettings, type HelpLink, type HelpLinkType } from 'shared-rules';
import { CalendarDateInput } from 'shared-ui';

/** Most links a lender keeps in the legacy help center (the setting's own limit). */
export const MAX_HELP_LINKS = 200;

export const HELP_LINK_TYPE_NAMES: Record<HelpLinkType, string> = {
  pdf: 'PDF (opens in the PDF viewer)',
  video: 'Video (opens in the video player)',
  form: 'Form (opens in a new window)',
  event: 'Event (opens in a new window; hidden after its date)',
  other: 'Other page (opens in a new window)',
};
const TYPE_OPTIONS = HELP_LINK_TYPES.map((type) => ({ value: type, label: HELP_LINK_TYPE_NAMES[type] }));

const newHelpLinkId = (): string => `link-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const newHelpLink = (): HelpLink => ({
  id: newHelpLinkId(),
  title: '',
  tags: [],
  disabled: false,
  eventDate: null,
  link: '',
  type: 'other',
  thumb: '',
  description: '',
});

/**
 * The links of the legacy help center, which users search in the help drawer while the knowledge
 * base is turned off. One card per link, in the order users see them.
 */
export function HelpLinksEditor({ form }: { form: UseFormReturnType<HelpCenterSettings> }) {
  const links = form.getValues().links;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="md">
          Help links
        </Title>
        <Text size="sm" c="dimmed">
          While the knowledge base is turned off (General Settings), the help drawer searches these links instead.
        </Text>
      </div>
      {links.length === 0 && <Text size="sm">No help links yet.</Text>}
      {links.map((link, index) => {
        const row = `link ${index + 1}`;
        const path = `links.${index}` as const;
        return (
          <Paper key={link.id} withBorder p="sm" radius="md" component="fieldset" aria-label={link.title.trim() || `Help ${row}`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Title" required maxLength={120} {...form.getInputProps(`${path}.title`)} />
              <TextInput
                label="Address"
                required
                description="https://… or a path of this portal such as /files/guide.pdf"
                maxLength={2000}
                {...form.getInputProps(`${path}.link`)}
              />
              <Select label="Kind" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps(`${path}.type`)} />
              <CalendarDateInput
                label="Event date"
                description="Events are hidden the day after."
                value={link.eventDate}
                error={(form.errors[`${path}.eventDate`] as string | undefined) ?? null}
                onChange={(date) => form.setFieldValue(`${path}.eventDate`, date)}
              />
              <TagsInput label="Tags" maxTags={10} maxLength={40} {...form.getInputProps(`${path}.tags`)} />
              <TextInput label="Thumbnail address" maxLength={2000} {...form.getInputProps(`${path}.thumb`)} />
            </SimpleGrid>
            <Textarea label="Description" mt="sm" autosize minRows={2} maxLength={500} {...form.getInputProps(`${path}.description`)} />
            <Group justify="space-between" mt="sm">
              <Switch label="Hidden from users" {...form.getInputProps(`${path}.disabled`, { type: 'checkbox' })} />
              <Button size="xs" variant="light" color="red" onClick={() => form.removeListItem('links', index)}>
                Remove {link.title.trim() || row}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" disabled={links.length >= MAX_HELP_LINKS} onClick={() => form.insertListItem('links', newHelpLink())}>
          Add help link
        </Button>
      </Group>
    </Stack>
  );
}
