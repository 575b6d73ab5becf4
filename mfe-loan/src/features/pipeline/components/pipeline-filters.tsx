import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { CHANNEL_FOLDERS, LOAN_CHANNELS, LOAN_STATUSES, type LoanChannel, type LoanStatus } from 'shared-rules';
import { CalendarDateInput } from 'shared-ui';
import { useGetWorkflowStepsQuery } from '../api/get-workflow-steps';
import { isFiltered, type PipelineView } from '../state/pipeline-view';

/** Typing pauses this long before the pipeline asks services again. */
const SEARCH_DEBOUNCE_MS = 300;

export interface PipelineFiltersProps {
  view: PipelineView;
  onChange: (change: Partial<Omit<PipelineView, 'page'>>) => void;
  onClear: () => void;
}

/** Search, filters and the closed-history switch above the pipeline table. */
export function PipelineFilters({ view, onChange, onClear }: PipelineFiltersProps) {
  const [search, setSearch] = useState(view.search);
  // The URL is the truth: Back, a link or "Clear filters" puts its search in the box.
  useEffect(() => setSearch(view.search), [view.search]);
  const steps = useGetWorkflowStepsQuery();
  const sendSearch = useDebouncedCallback((text: string) => onChange({ search: text }), SEARCH_DEBOUNCE_MS);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md" role="search" aria-label="Pipeline filters">
      <TextInput
        label="Search"
        placeholder="Loan number, borrower or property address"
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        w={300}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={[...LOAN_STATUSES]}
        value={view.status}
        onChange={(status) => onChange({ status: status as LoanStatus | null })}
        clearable
        w={170}
      />
      <Select
        label="Channel"
        placeholder="Any channel"
        data={[...LOAN_CHANNELS]}
        value={view.channel}
        onChange={(channel) => onChange({ channel: channel as LoanChannel | null })}
        clearable
        w={190}
      />
      <Select
        label="Folder"
        placeholder="Any folder"
        data={Object.values(CHANNEL_FOLDERS)}
        value={view.folder}
        onChange={(folder) => onChange({ folder })}
        clearable
        w={190}
      />
      <Select
        label="Step"
        placeholder="Any step"
        data={steps.data ?? []}
        value={view.step}
        onChange={(step) => onChange({ step })}
        clearable
        w={170}
      />
      <CalendarDateInput label="Updated from" value={view.updatedFrom} onChange={(updatedFrom) => onChange({ updatedFrom })} />
      <CalendarDateInput label="Updated to" value={view.updatedTo} onChange={(updatedTo) => onChange({ updatedTo })} />
      <Checkbox
        label="Include closed loans"
        description="Funded, withdrawn and denied"
        checked={view.includeClosed}
        onChange={(event) => onChange({ includeClosed: event.currentTarget.checked })}
      />
      {isFiltered(view) && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
