import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { USER_STATUSES, USER_TYPES } from 'shared-rules';
import { useGetExternalOrgsQuery } from 'shared-ui';
import { organizationOptions } from '../state/organization-options';
import { USER_STATUS_LABELS, USER_TYPE_LABELS } from '../state/user-labels';
import type { UsersView } from '../state/users-view';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = '';

/** The users page's filters: words, kind, organisation and status. Each change goes back to page 1. */
export function UsersFilters({ view, onChange }: { view: UsersView; onChange: (view: UsersView) => void }) {
  const organizations = useGetExternalOrgsQuery();
  const [text, setText] = useState(view.search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced words change
  useEffect(() => {
    if (debounced !== view.search) onChange({ ...view, search: debounced, page: 1 });
  }, [debounced]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Filter users">
      <TextInput
        label="Search"
        description="Words of the name or the email address"
        type="search"
        maxLength={100}
        w={{ base: '100%', sm: 280 }}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Select
        label="Kind"
        data={[{ value: ALL, label: 'All' }, ...USER_TYPES.map((kind) => ({ value: kind, label: USER_TYPE_LABELS[kind] }))]}
        value={view.userType ?? ALL}
        onChange={(value) => onChange({ ...view, userType: USER_TYPES.find((kind) => kind === value) ?? null, page: 1 })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label="Organization"
        searchable
        nothingFoundMessage="No organization has this name"
        data={[{ value: ALL, label: 'All organizations' }, ...organizationOptions(organizations.data)]}
        error={organizations.isError ? 'The organizations could not be loaded' : undefined}
        value={view.orgId ?? ALL}
        onChange={(value) => onChange({ ...view, orgId: value || null, page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label="Status"
        data={[{ value: ALL, label: 'All' }, ...USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }))]}
        value={view.status ?? ALL}
        onChange={(value) => onChange({ ...view, status: USER_STATUSES.find((status) => status === value) ?? null, page: 1 })}
        allowDeselect={false}
        w={130}
      />
    </Group>
  );
}
