import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AUDIT_TRAIL_ENTITY_TYPES } from 'shared-rules';
import { useGetAuditTrailActorsQuery } from '../api/get-audit-trail-actors';
import { ENTITY_TYPE_OPTIONS } from '../state/audit-trail-labels';
import { type AuditTrailView, periodProblem } from '../state/audit-trail-view';

const SEARCH_DEBOUNCE_MS = 300;
const DAY_FORMAT = 'MM/DD/YYYY';

interface ActorOption {
  value: string;
  label: string;
}

/**
 * The actor filter: users found on the server by the words typed. The chosen user stays offered
 * while other words are typed, so the input keeps showing their name.
 */
function ActorSelect({ actor, onChange }: { actor: string | null; onChange: (actor: string | null) => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ActorOption | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // While the input shows the chosen name, the list is not narrowed to it.
  const words = chosen && debounced === chosen.label ? '' : debounced;
  const users = useGetAuditTrailActorsQuery(words);
  const found: ActorOption[] = (users.data?.items ?? []).map((user) => ({
    value: user.id,
    label: `${user.firstName} ${user.lastName}`.trim() || user.email,
  }));
  // A user named by the address but not among those found shows by id until found.
  const current =
    actor && !found.some((option) => option.value === actor) ? [chosen?.value === actor ? chosen : { value: actor, label: actor }] : [];
  return (
    <Select
      label="Who"
      description="The user, or the administrator acting as them"
      placeholder="Everyone"
      searchable
      clearable
      data={[...current, ...found]}
      value={actor}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words (in the email too): the list is not filtered again.
      filter={({ options }) => options}
      nothingFoundMessage={users.isFetching ? 'Looking for users…' : 'No user matches these words'}
      error={users.isError ? 'The users could not be loaded' : undefined}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        onChange(value);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** The trail's filters: who, what kind of record, and from which day to which (both included). Each change reads the trail again. */
export function AuditTrailFilters({ view, onChange }: { view: AuditTrailView; onChange: (view: AuditTrailView) => void }) {
  const problem = periodProblem(view);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" role="search" aria-label="Filter the audit trail">
      <ActorSelect actor={view.actor} onChange={(actor) => onChange({ ...view, actor })} />
      <Select
        label="Record type"
        placeholder="All records"
        data={ENTITY_TYPE_OPTIONS}
        value={view.entityType}
        onChange={(value) => onChange({ ...view, entityType: AUDIT_TRAIL_ENTITY_TYPES.find((type) => type === value) ?? null })}
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <DatePickerInput
        label="From"
        placeholder="Any day"
        valueFormat={DAY_FORMAT}
        clearable
        value={view.from}
        onChange={(day) => onChange({ ...view, from: day })}
        w={{ base: '100%', sm: 160 }}
      />
      <DatePickerInput
        label="To"
        placeholder="Any day"
        valueFormat={DAY_FORMAT}
        clearable
        minDate={view.from ?? undefined}
        value={view.to}
        error={problem}
        onChange={(day) => onChange({ ...view, to: day })}
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  );
}
