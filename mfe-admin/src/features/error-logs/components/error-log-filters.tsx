import { Box, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ERROR_LOG_KINDS, ERROR_LOG_SOURCES, type ErrorLogKind, type ErrorLogSource } from 'shared-rules';
import { CalendarDateInput } from 'shared-ui';
import { type ErrorLogsView, KIND_LABELS, SOURCE_LABELS } from '../state/error-logs-view';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = '';

/** The filters of the error log: where it happened, what kind, words, and a range of days. Each change goes back to page 1. */
export function ErrorLogFilters({ view, onChange }: { view: ErrorLogsView; onChange: (view: ErrorLogsView) => void }) {
  const [text, setText] = useState(view.search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced words change
  useEffect(() => {
    if (debounced !== view.search) onChange({ ...view, search: debounced, page: 1 });
  }, [debounced]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Where"
        data={[
          { value: ALL, label: 'Everywhere' },
          ...ERROR_LOG_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] })),
        ]}
        value={view.source ?? ALL}
        onChange={(value) => onChange({ ...view, source: (value || null) as ErrorLogSource | null, page: 1 })}
        allowDeselect={false}
        w={160}
      />
      <Select
        label="Kind"
        data={[{ value: ALL, label: 'Every kind' }, ...ERROR_LOG_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))]}
        value={view.kind ?? ALL}
        onChange={(value) => onChange({ ...view, kind: (value || null) as ErrorLogKind | null, page: 1 })}
        allowDeselect={false}
        w={200}
      />
      <TextInput
        label="Search"
        description="Words of the message, the route or the request id"
        type="search"
        maxLength={200}
        w={{ base: '100%', sm: 300 }}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Box w={160}>
        <CalendarDateInput label="From" value={view.from ?? ''} onChange={(day) => onChange({ ...view, from: day || null, page: 1 })} />
      </Box>
      <Box w={160}>
        <CalendarDateInput label="To" value={view.to ?? ''} onChange={(day) => onChange({ ...view, to: day || null, page: 1 })} />
      </Box>
    </Group>
  );
}
