import { Badge, Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ExternalUser, ROLE_TYPE_LABELS } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf, truncateName } from 'shared-ui';
import { useSearchBrokerContactsQuery } from '../api/search-broker-contacts';
import type { CompanyChoice } from './contact-modal';

export const EXTERNAL_USERS_LOAD_ERROR = 'Unable to load external users';
export const CONTACTS_PAGE_SIZE = 20;
/** Typing pauses this long before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

export interface BrokerContactsListProps {
  companies: CompanyChoice[];
  orgId: string | null;
  onOrgChange: (orgId: string | null) => void;
  onEdit: (contact: ExternalUser) => void;
  onSync: (contact: ExternalUser) => void;
  /** The contact being synced: its button shows it. */
  syncingId: string | null;
}

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

const fullName = (contact: ExternalUser) => truncateName(`${contact.firstName} ${contact.lastName}`, 30);

const NAME_COLUMN: DataTableColumn<ExternalUser> = {
  key: 'name',
  title: 'Name',
  render: (contact) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {fullName(contact)}
      </Text>
      {contact.disabledLogin && (
        <Tooltip label="This contact cannot log in.">
          <Badge color="gray" variant="light">
            Disabled
          </Badge>
        </Tooltip>
      )}
    </Group>
  ),
};

const DETAIL_COLUMNS: DataTableColumn<ExternalUser>[] = [
  {
    key: 'roles',
    title: 'Role',
    render: (contact) => <Text size="sm">{contact.roleTypes.map((role) => ROLE_TYPE_LABELS[role]).join(', ')}</Text>,
  },
  { key: 'email', title: 'Email', render: (contact) => <Text size="sm">{contact.email}</Text> },
  { key: 'phone', title: 'Phone', render: (contact) => <Text size="sm">{contact.phone}</Text> },
];

/**
 * The contacts the caller reaches, a page at a time (`POST /api/external-users`): searched by
 * name or email, narrowed to one company, disabled contacts included and labelled.
 */
export function BrokerContactsList({ companies, orgId, onOrgChange, onEdit, onSync, syncingId }: BrokerContactsListProps) {
  const [text, setText] = useState('');
  const query = useSettledText(text.trim());
  // A new search or company starts at the first page.
  const filters = `${query}|${orgId ?? ''}`;
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });
  const contacts = useSearchBrokerContactsQuery({
    page,
    pageSize: CONTACTS_PAGE_SIZE,
    includeDisabled: true,
    ...(query ? { query } : {}),
    ...(orgId ? { orgId } : {}),
  });
  const companyName = new Map(companies.map((company) => [company.value, company.label]));
  const columns: DataTableColumn<ExternalUser>[] = [
    NAME_COLUMN,
    { key: 'company', title: 'Company', render: (contact) => <Text size="sm">{companyName.get(contact.organizationId) ?? ''}</Text> },
    ...DETAIL_COLUMNS,
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <Select
          label="Broker company"
          placeholder="All your companies"
          data={companies}
          value={orgId}
          onChange={onOrgChange}
          clearable
          searchable
          w={320}
        />
        <TextInput
          type="search"
          label="Search contacts"
          placeholder="Name or email"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={320}
        />
      </Group>
      <DataTable<ExternalUser>
        label="Broker contacts"
        records={contacts.data?.items}
        rowKey={(contact) => contact.id}
        columns={columns}
        error={loadErrorOf(contacts, EXTERNAL_USERS_LOAD_ERROR)}
        loadingLabel="Loading the contacts"
        fetching={contacts.isFetching}
        empty={{
          title: 'No contacts',
          description: query
            ? 'No contact has this name or email address.'
            : 'No loan officers or processors in the portal yet: add one with Add contact.',
        }}
        minWidth={760}
        withBorder
        paging={{
          page,
          pageSize: CONTACTS_PAGE_SIZE,
          total: contacts.data?.total ?? 0,
          onPageChange: setPage,
          label: 'Contact pages',
          summary: ({ total }) => (total === 1 ? '1 contact' : `${total} contacts`),
        }}
        rowActions={{
          render: (contact) => {
            const name = `${contact.firstName} ${contact.lastName}`;
            return (
              <>
                <Button size="xs" variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(contact)}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`Sync ${name}`}
                  loading={syncingId === contact.id}
                  disabled={syncingId !== null && syncingId !== contact.id}
                  onClick={() => onSync(contact)}
                >
                  Sync
                </Button>
              </>
            );
          },
        }}
      />
    </Stack>
  );
}
