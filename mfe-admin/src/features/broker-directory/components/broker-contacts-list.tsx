import { Badge, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ExternalUser, ROLE_TYPE_LABELS } from 'shared-rules';
import { EmptyState, LoadErrorAlert, truncateName } from 'shared-ui';
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
  const pages = contacts.data ? Math.max(1, Math.ceil(contacts.data.total / CONTACTS_PAGE_SIZE)) : 1;

  let body: React.ReactNode;
  if (contacts.isLoading) body = <Skeleton height={160} radius="md" />;
  else if (contacts.isError || !contacts.data) {
    body = <LoadErrorAlert title={EXTERNAL_USERS_LOAD_ERROR} onRetry={() => void contacts.refetch()} />;
  } else if (contacts.data.items.length === 0) {
    body = (
      <EmptyState
        title="No contacts"
        description={
          query
            ? 'No contact has this name or email address.'
            : 'No loan officers or processors in the portal yet: add one with Add contact.'
        }
      />
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Broker contacts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.data.items.map((contact) => {
              const name = `${contact.firstName} ${contact.lastName}`;
              return (
                <Table.Tr key={contact.id}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{companyName.get(contact.organizationId) ?? ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{contact.roleTypes.map((role) => ROLE_TYPE_LABELS[role]).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{contact.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{contact.phone}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
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
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

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
      <Paper withBorder radius="md" p={0}>
        {body}
      </Paper>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {contacts.data?.total} contacts
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Contact pages" />
        </Group>
      )}
    </Stack>
  );
}
