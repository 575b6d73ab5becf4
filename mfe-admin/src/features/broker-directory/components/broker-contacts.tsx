import { Badge, Group, Paper, Select, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ExternalUser, RoleType } from 'shared-rules';
import { EmptyState, LoadErrorAlert, truncateName, useGetExternalOrgsQuery, useGetExternalUsersSummaryQuery } from 'shared-ui';
import { sortByOrganizationName } from '../state/sort-organizations';
import { ORGANIZATIONS_LOAD_ERROR } from './broker-companies-table';
import { NoBrokerCompanies } from './no-broker-companies';

export const EXTERNAL_USERS_LOAD_ERROR = 'Unable to load external users';

const ROLE_LABELS: Record<RoleType, string> = { lo: 'Loan Officer', lp: 'Loan Processor' };

function fullName(user: ExternalUser): string {
  return truncateName(`${user.firstName} ${user.lastName}`, 30);
}

function ContactsTable({ orgId }: { orgId: string }) {
  const users = useGetExternalUsersSummaryQuery({ orgId, roleType: 'both', includeDisabled: true });
  if (users.isLoading || users.isFetching) return <Skeleton height={160} radius="md" />;
  if (users.isError) return <LoadErrorAlert title={EXTERNAL_USERS_LOAD_ERROR} onRetry={() => void users.refetch()} />;
  const rows = users.data?.results ?? [];
  if (rows.length === 0) {
    return <EmptyState title="No contacts" description="This company has no loan officers or processors in the portal yet." />;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Broker contacts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {fullName(user)}
                  </Text>
                  {user.disabledLogin && (
                    <Tooltip label="This contact cannot log in.">
                      <Badge color="gray" variant="light">
                        Disabled
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.roleTypes.map((role) => ROLE_LABELS[role]).join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.phone}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface BrokerContactsProps {
  orgId: string | null;
  onOrgChange: (orgId: string | null) => void;
}

/** Loan officers and processors of one covered company (`GET /api/external-users/summary`). */
export function BrokerContacts({ orgId, onOrgChange }: BrokerContactsProps) {
  const orgs = useGetExternalOrgsQuery();
  if (orgs.isLoading) return <Skeleton height={200} radius="md" />;
  if (orgs.isError) return <LoadErrorAlert title={ORGANIZATIONS_LOAD_ERROR} onRetry={() => void orgs.refetch()} />;
  const options = sortByOrganizationName(orgs.data).map((org) => ({ value: org.summary.id, label: org.summary.organizationName }));
  if (options.length === 0) return <NoBrokerCompanies />;
  const selected = options.some((option) => option.value === orgId) ? orgId : options[0].value;

  return (
    <Stack gap="md">
      <Select
        label="Broker company"
        data={options}
        value={selected}
        onChange={(value) => onOrgChange(value)}
        allowDeselect={false}
        searchable
        maw={360}
      />
      <Paper withBorder radius="md" p={0}>
        {selected && <ContactsTable orgId={selected} />}
      </Paper>
    </Stack>
  );
}
