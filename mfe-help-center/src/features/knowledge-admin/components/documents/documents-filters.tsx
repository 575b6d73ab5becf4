import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { KNOWLEDGE_SEARCH_DEBOUNCE_MS, KNOWLEDGE_SOURCE_TYPES, KNOWLEDGE_STATUSES } from 'shared-rules';
import type { DocumentsView } from '../../state/documents-view';
import { SOURCE_TYPE_LABELS, STATUS_LABELS } from '../../state/knowledge-labels';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...KNOWLEDGE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const TYPE_OPTIONS = [
  { value: ALL, label: 'All types' },
  ...KNOWLEDGE_SOURCE_TYPES.map((type) => ({ value: type, label: SOURCE_TYPE_LABELS[type] })),
];

export interface DocumentsFiltersProps {
  view: DocumentsView;
  /** Called with the narrowed view, back on page 1. */
  onChange: (view: DocumentsView) => void;
}

/** Narrows the list by status, type and words of the title, slug or id; the words are sent once typing pauses. */
export function DocumentsFilters({ view, onChange }: DocumentsFiltersProps) {
  const [text, setText] = useState(view.text);
  const [debounced] = useDebouncedValue(text.trim(), KNOWLEDGE_SEARCH_DEBOUNCE_MS);

  // Only a change of the typed words moves the list; the view's other changes must not re-send them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced words change
  useEffect(() => {
    if (debounced !== view.text) onChange({ ...view, text: debounced, page: 1 });
  }, [debounced]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={view.status ?? ALL}
        allowDeselect={false}
        w={180}
        onChange={(value) => onChange({ ...view, status: KNOWLEDGE_STATUSES.find((status) => status === value) ?? null, page: 1 })}
      />
      <Select
        label="Type"
        data={TYPE_OPTIONS}
        value={view.sourceType ?? ALL}
        allowDeselect={false}
        w={180}
        onChange={(value) => onChange({ ...view, sourceType: KNOWLEDGE_SOURCE_TYPES.find((type) => type === value) ?? null, page: 1 })}
      />
      <TextInput
        label="Search"
        description="Words of the title, page address or id"
        type="search"
        maxLength={100}
        miw={260}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </Group>
  );
}
