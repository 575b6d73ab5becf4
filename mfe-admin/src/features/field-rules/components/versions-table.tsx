import { Badge, Button, Group, Text } from '@mantine/core';
import { formatInstantDateTime, type RuleSetVersionSummary } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';

export interface VersionsTableProps {
  versions: readonly RuleSetVersionSummary[];
  onCompare: (version: RuleSetVersionSummary) => void;
  onRestore: (version: RuleSetVersionSummary) => void;
}

/** The saves of a rule set, newest first: who, when, what changed, and Compare and Restore for each. */
export function VersionsTable({ versions, onCompare, onRestore }: VersionsTableProps) {
  const newest = versions[0]?.version;
  const columns: DataTableColumn<RuleSetVersionSummary>[] = [
    {
      key: 'version',
      title: 'Version',
      render: (version) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{version.version}</Text>
          {version.version === newest && (
            <Badge variant="light" color="blue">
              Current
            </Badge>
          )}
          {!version.enabled && (
            <Badge variant="light" color="gray">
              Off
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'savedAt', title: 'Saved', render: (version) => formatInstantDateTime(version.savedAt) ?? version.savedAt },
    { key: 'savedBy', title: 'By', render: (version) => version.savedBy ?? 'Set up with the portal' },
    { key: 'ruleCount', title: 'Rules', render: (version) => version.ruleCount },
    { key: 'summary', title: 'What changed', cellStyle: { maxWidth: 360 }, render: (version) => <Text size="sm">{version.summary}</Text> },
  ];
  return (
    <DataTable<RuleSetVersionSummary>
      caption="Versions, newest first"
      records={versions}
      rowKey={(version) => version.version}
      columns={columns}
      empty="No version has been saved yet."
      minWidth={820}
      verticalSpacing="xs"
      striped
      highlightOnHover={false}
      rowActions={{
        render: (version) => (
          <>
            <Button
              size="xs"
              variant="light"
              disabled={version.version === 1}
              aria-label={`Compare version ${version.version} with version ${version.version - 1}`}
              onClick={() => onCompare(version)}
            >
              Changes
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={version.version === newest}
              aria-label={`Restore version ${version.version}`}
              onClick={() => onRestore(version)}
            >
              Restore
            </Button>
          </>
        ),
      }}
    />
  );
}
