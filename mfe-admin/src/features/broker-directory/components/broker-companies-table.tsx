import { Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Organization } from 'shared-rules';
import { linkTo, LoadErrorAlert, useGetExternalOrgsQuery } from 'shared-ui';
import { sortByOrganizationName } from '../state/sort-organizations';
import { ApprovalBadge } from './approval-badge';
import { NoBrokerCompanies } from './no-broker-companies';

export const ORGANIZATIONS_LOAD_ERROR = 'Unable to load organizations';

export interface BrokerCompaniesTableProps {
  /** Shows an Edit button on each row (administrators, and account executives for the companies they cover). */
  onEdit?: (organization: Organization) => void;
  /** Shows a Coverage button on each row (administrators): who covers the company. */
  onCoverage?: (organization: Organization) => void;
  /** Staff names by id: given, the table names each company's primary account executive. */
  primaryAeNames?: ReadonlyMap<string, string>;
  /** What the empty state advises. */
  emptyDescription?: string;
}

function Channels({ organization }: { organization: Organization }) {
  const { channelTypes, correspondentSelection } = organization.basicInfo;
  return (
    <Group gap={4}>
      {channelTypes.includes('Brokered - Wholesale') && (
        <Badge variant="outline" color="gray">
          Wholesale
        </Badge>
      )}
      {channelTypes.includes('Correspondent') &&
        correspondentSelection.map((selection) => (
          <Badge key={selection} variant="outline" color="gray">
            Correspondent {selection}
          </Badge>
        ))}
    </Group>
  );
}

/** The broker and correspondent companies the signed-in user reaches (`GET /api/external-orgs`). */
export function BrokerCompaniesTable({ onEdit, onCoverage, primaryAeNames, emptyDescription }: BrokerCompaniesTableProps) {
  const orgs = useGetExternalOrgsQuery();

  if (orgs.isLoading) return <Skeleton height={160} radius="md" />;
  if (orgs.isError) return <LoadErrorAlert title={ORGANIZATIONS_LOAD_ERROR} onRetry={() => void orgs.refetch()} />;
  const rows = sortByOrganizationName(orgs.data);
  if (rows.length === 0) return <NoBrokerCompanies description={emptyDescription} />;

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Broker companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Channels</Table.Th>
              {primaryAeNames && <Table.Th>Primary account executive</Table.Th>}
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((org) => {
              const name = org.summary.organizationName;
              const primaryAeId = org.basicInfo.primarySalesRepAe?.userId;
              return (
                <Table.Tr key={org.summary.id}>
                  <Table.Td>
                    <Text fw={500} size="sm">
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ApprovalBadge status={org.basicInfo.approvalStatus.currentStatus} />
                  </Table.Td>
                  <Table.Td>
                    <Channels organization={org} />
                  </Table.Td>
                  {primaryAeNames && (
                    <Table.Td>
                      <Text size="sm" c={primaryAeId ? undefined : 'dimmed'}>
                        {primaryAeId ? (primaryAeNames.get(primaryAeId) ?? 'Unknown user') : 'None'}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {onEdit && (
                        <Button size="xs" variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(org)}>
                          Edit
                        </Button>
                      )}
                      {onCoverage && (
                        <Button size="xs" variant="subtle" aria-label={`Coverage of ${name}`} onClick={() => onCoverage(org)}>
                          Coverage
                        </Button>
                      )}
                      <Button
                        component={Link}
                        to={linkTo('brokerContacts', { orgId: org.summary.id })}
                        size="xs"
                        variant="subtle"
                        aria-label={`Contacts of ${name}`}
                      >
                        Contacts
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
