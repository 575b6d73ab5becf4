import { Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkTo, LoadErrorAlert, useGetExternalOrgsQuery } from 'shared-ui';
import { sortByOrganizationName } from '../state/sort-organizations';
import { ApprovalBadge } from './approval-badge';
import { NoBrokerCompanies } from './no-broker-companies';

export const ORGANIZATIONS_LOAD_ERROR = 'Unable to load organizations';

/** The broker and correspondent companies the signed-in user covers (`GET /api/external-orgs`). */
export function BrokerCompaniesTable() {
  const orgs = useGetExternalOrgsQuery();

  if (orgs.isLoading) return <Skeleton height={160} radius="md" />;
  if (orgs.isError) return <LoadErrorAlert title={ORGANIZATIONS_LOAD_ERROR} onRetry={() => void orgs.refetch()} />;
  const rows = sortByOrganizationName(orgs.data);
  if (rows.length === 0) return <NoBrokerCompanies />;

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Broker companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Channels</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((org) => (
              <Table.Tr key={org.summary.id}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {org.summary.organizationName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ApprovalBadge status={org.basicInfo.approvalStatus.currentStatus} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {org.basicInfo.channelTypes.includes('Brokered - Wholesale') && (
                      <Badge variant="outline" color="gray">
                        Wholesale
                      </Badge>
                    )}
                    {org.basicInfo.channelTypes.includes('Correspondent') &&
                      org.basicInfo.correspondentSelection.map((selection) => (
                        <Badge key={selection} variant="outline" color="gray">
                          Correspondent {selection}
                        </Badge>
                      ))}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    component={Link}
                    to={linkTo('brokerContacts', { orgId: org.summary.id })}
                    size="xs"
                    variant="subtle"
                    aria-label={`Contacts of ${org.summary.organizationName}`}
                  >
                    Contacts
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
