import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';
import { type ContentEntriesKey, newEntry, savedEntries, validateEntries } from './content-entries';
import { ContentEntryCard } from './content-entry-card';

const MAX_ENTRIES = 50;

export interface ContentEntriesEditorProps {
  settingKey: ContentEntriesKey;
  title: string;
  description: string;
  /** The top bar menu built from the entries: Resources or Training. */
  menu: string;
  /** Where an entry without a link opens: `/resources` or `/training`. */
  basePath: string;
}

/** The entries of a top bar menu (Resources or Training), each a link to another site or a page written here. */
export function ContentEntriesEditor({ settingKey, title, description, menu, basePath }: ContentEntriesEditorProps) {
  const setting = useSettingForm(settingKey, { validate: validateEntries(settingKey), toSaved: savedEntries });
  const { form } = setting;
  const entries = form.getValues().entries;
  return (
    <SettingFormFrame title={title} description={description} setting={setting}>
      <Text size="sm">
        The top bar's {menu} menu lists the active entries below in this order, with the portal's default entries appended after them. An
        entry with a link opens that address in a new tab; an entry without one opens its page at {basePath}/sub-path.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby={`${settingKey}-entries-title`}>
        <Title order={2} size="h4" id={`${settingKey}-entries-title`}>
          Entries
        </Title>
        {entries.length === 0 && <Text size="sm">No entries yet: the {menu} menu shows only the default entries.</Text>}
        {entries.map((entry, index) => (
          <ContentEntryCard key={entry.id} form={form} index={index} count={entries.length} basePath={basePath} />
        ))}
        <Group>
          <Button
            variant="light"
            disabled={entries.length >= MAX_ENTRIES}
            onClick={() => form.insertListItem('entries', newEntry(entries.length))}
          >
            Add entry
          </Button>
        </Group>
      </Stack>
    </SettingFormFrame>
  );
}
