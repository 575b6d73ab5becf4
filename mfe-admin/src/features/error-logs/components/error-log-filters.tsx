import { Box, Group, Select } from '@mantine/core';
import { ERROR_LOG_KINDS, ERROR_LOG_SOURCES, type ErrorLogKind, type ErrorLogSource } from 'shared-rules';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { CalendarDateInput } from 'shared-ui';
import { type ErrorLogsView, KIND_LABELS, SOURCE_LABELS } from '../state/error-logs-view';

const ALL = '';

/** The filters of the error log: where it happened, what kind, words, and a range of days. Each change goes back to page 1. */
export function ErrorLogFilters({ view, onChange }: { view: ErrorLogsView; onChange: (view: ErrorLogsView) => void }) {
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
      <DebouncedSearchInput
        label="Search"
        description="Words of the message, the route or the request id"
        maxLength={200}
        w={{ base: '100%', sm: 300 }}
        value={view.search}
        onSearch={(search) => onChange({ ...view, search, page: 1 })}
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
