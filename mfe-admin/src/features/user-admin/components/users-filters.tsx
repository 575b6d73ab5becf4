import { Group, Select } from '@mantine/core';
import { USER_STATUSES, USER_TYPES } from 'shared-rules';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { useGetExternalOrgsQuery } from 'shared-ui';
import { organizationOptions } from '../state/organization-options';
import { USER_STATUS_LABELS, USER_TYPE_LABELS } from '../state/user-labels';
import type { UsersView } from '../state/users-view';

const ALL = '';

/** The users page's filters: words, kind, organisation and status. Each change goes back to page 1. */
export function UsersFilters({ view, onChange }: { view: UsersView; onChange: (view: UsersView) => void }) {
  const organizations = useGetExternalOrgsQuery();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Filter users">
      <DebouncedSearchInput
        label="Search"
        description="Words of the name or the email address"
        maxLength={100}
        w={{ base: '100%', sm: 280 }}
        value={view.search}
        onSearch={(search) => onChange({ ...view, search, page: 1 })}
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
