import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type Organization, type RuleSetRecord, type RuleSetVersionSummary } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
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

function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={4}>
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        tags.map((each) => (
          <Badge key={each} variant="light" color="gray" tt="none">
            {each}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** The rule sets with what each applies to, when it runs (tags), whether it is on, and its last save. */
export function RuleSetsTable({ ruleSets, latest, organizations, tag }: RuleSetsTableProps) {
  const columns: DataTableColumn<RuleSetRecord>[] = [
    {
      key: 'name',
      title: 'Name',
      render: (record) => (
        <>
          <Anchor component={Link} to={editorLink(record.id, tag)} size="sm" fw={600}>
            {record.name}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {record.id}
          </Text>
        </>
      ),
    },
    { key: 'organization', title: 'Organization', render: (record) => organizationLabel(organizations, record.organizationId) },
    { key: 'tags', title: 'Tags', render: (record) => <Tags tags={record.tags} /> },
    {
      key: 'enabled',
      title: 'Enabled',
      render: (record) => (
        <Badge color={record.enabled ? 'green' : 'gray'} variant="light">
          {record.enabled ? 'On' : 'Off'}
        </Badge>
      ),
    },
    { key: 'rules', title: 'Rules', render: (record) => record.rules.length },
    { key: 'lastSaved', title: 'Last saved', render: (record) => <Text size="sm">{lastSave(record, latest.get(record.id))}</Text> },
    {
      key: 'history',
      title: 'History',
      render: (record) => (
        <Anchor component={Link} to={auditLink(record.id)} size="sm" aria-label={`History of ${record.name}`}>
          History
        </Anchor>
      ),
    },
  ];
  return (
    <DataTable<RuleSetRecord>
      caption="Rule sets, lender-wide first"
      records={ruleSets}
      rowKey={(record) => record.id}
      columns={columns}
      empty="No rule sets yet."
      minWidth={820}
      striped
      highlightOnHover={false}
    />
  );
}
