import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatInstantDateTime, type RuleSetVersionSummary } from 'shared-rules';

export interface VersionsTableProps {
  versions: readonly RuleSetVersionSummary[];
  onCompare: (version: RuleSetVersionSummary) => void;
  onRestore: (version: RuleSetVersionSummary) => void;
}

/** The saves of a rule set, newest first: who, when, what changed, and Compare and Restore for each. */
export function VersionsTable({ versions, onCompare, onRestore }: VersionsTableProps) {
  const newest = versions[0]?.version;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" striped captionSide="top">
        <Table.Caption>Versions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Saved</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Rules</Table.Th>
            <Table.Th>What changed</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>{formatInstantDateTime(version.savedAt) ?? version.savedAt}</Table.Td>
              <Table.Td>{version.savedBy ?? 'Set up with the portal'}</Table.Td>
              <Table.Td>{version.ruleCount}</Table.Td>
              <Table.Td maw={360}>
                <Text size="sm">{version.summary}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
