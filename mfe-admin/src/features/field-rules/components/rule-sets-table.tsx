import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type Organization, type RuleSetRecord, type RuleSetVersionSummary } from 'shared-rules';
import { organizationLabel } from '../state/organizations';
import { auditLink, editorLink } from '../state/field-rules-links';

export interface RuleSetsTableProps {
  ruleSets: readonly RuleSetRecord[];
  latest: ReadonlyMap<string, RuleSetVersionSummary>;
  organizations: readonly Organization[] | undefined;
  /** The tag the list is filtered by, kept in the links back. */
  tag: string | null;
}

/** "Alex Morgan, 11/20/2026 10:00 AM", or when alone for a save the portal made. */
function lastSave(record: RuleSetRecord, latest: RuleSetVersionSummary | undefined): string {
  const when = formatInstantDateTime(latest?.savedAt ?? record.updatedAt) ?? record.updatedAt;
  return latest?.savedBy ? `${latest.savedBy}, ${when}` : `Set up with the portal, ${when}`;
}

/** The rule sets with what each applies to, when it runs (tags), whether it is on, and its last save. */
export function RuleSetsTable({ ruleSets, latest, organizations, tag }: RuleSetsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped captionSide="top">
        <Table.Caption>Rule sets, lender-wide first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>Rules</Table.Th>
            <Table.Th>Last saved</Table.Th>
            <Table.Th>History</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ruleSets.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>
                <Anchor component={Link} to={editorLink(record.id, tag)} size="sm" fw={600}>
                  {record.name}
                </Anchor>
                <Text size="xs" c="dimmed" ff="monospace">
                  {record.id}
                </Text>
              </Table.Td>
              <Table.Td>{organizationLabel(organizations, record.organizationId)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {record.tags.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    record.tags.map((each) => (
                      <Badge key={each} variant="light" color="gray" tt="none">
                        {each}
                      </Badge>
                    ))
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge color={record.enabled ? 'green' : 'gray'} variant="light">
                  {record.enabled ? 'On' : 'Off'}
                </Badge>
              </Table.Td>
              <Table.Td>{record.rules.length}</Table.Td>
              <Table.Td>
                <Text size="sm">{lastSave(record, latest.get(record.id))}</Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={auditLink(record.id)} size="sm" aria-label={`History of ${record.name}`}>
                  History
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
