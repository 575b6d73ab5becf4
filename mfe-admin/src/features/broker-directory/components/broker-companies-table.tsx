import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Organization } from 'shared-rules';
import { DataTable, type DataTableColumn, linkTo, loadErrorOf, useGetExternalOrgsQuery } from 'shared-ui';
import { sortByOrganizationName } from '../state/sort-organizations';
import { ApprovalBadge } from './approval-badge';
import { noBrokerCompanies } from './no-broker-companies';

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

function PrimaryAe({ organization, names }: { organization: Organization; names: ReadonlyMap<string, string> }) {
  const primaryAeId = organization.basicInfo.primarySalesRepAe?.userId;
  return (
    <Text size="sm" c={primaryAeId ? undefined : 'dimmed'}>
      {primaryAeId ? (names.get(primaryAeId) ?? 'Unknown user') : 'None'}
    </Text>
  );
}

const COLUMNS: DataTableColumn<Organization>[] = [
  {
    key: 'name',
    title: 'Company',
    render: (org) => (
      <Text fw={500} size="sm">
        {org.summary.organizationName}
      </Text>
    ),
  },
  { key: 'status', title: 'Status', render: (org) => <ApprovalBadge status={org.basicInfo.approvalStatus.currentStatus} /> },
  { key: 'channels', title: 'Channels', render: (org) => <Channels organization={org} /> },
];

/** The broker and correspondent companies the signed-in user reaches (`GET /api/external-orgs`). */
export function BrokerCompaniesTable({ onEdit, onCoverage, primaryAeNames, emptyDescription }: BrokerCompaniesTableProps) {
  const orgs = useGetExternalOrgsQuery();
  const columns: DataTableColumn<Organization>[] = primaryAeNames
    ? [
        ...COLUMNS,
        { key: 'primaryAe', title: 'Primary account executive', render: (org) => <PrimaryAe organization={org} names={primaryAeNames} /> },
      ]
    : COLUMNS;
  return (
    <DataTable<Organization>
      label="Broker companies"
      records={orgs.data && sortByOrganizationName(orgs.data)}
      rowKey={(org) => org.summary.id}
      columns={columns}
      error={loadErrorOf(orgs, ORGANIZATIONS_LOAD_ERROR)}
      loadingLabel="Loading the broker companies"
      empty={noBrokerCompanies(emptyDescription)}
      minWidth={640}
      withBorder
      rowActions={{
        render: (org) => {
          const name = org.summary.organizationName;
          return (
            <>
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
            </>
          );
        },
      }}
    />
  );
}
