import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { isEmptyDiff, type PropertyChange, type RuleEntry, type RuleSetDiff } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { toRuleValues } from '../state/rule-form-values';
import { ruleSummary, ruleTypeLabel } from '../state/rule-summary';

// The words "Before" and "After" head the columns; the colours only repeat them.
const CHANGE_COLUMNS: DataTableColumn<PropertyChange>[] = [
  { key: 'label', title: 'Property', width: '30%', render: (change) => change.label },
  {
    key: 'before',
    title: 'Before',
    cellStyle: { background: 'var(--mantine-color-red-light)', wordBreak: 'break-word' },
    render: (change) => change.before,
  },
  {
    key: 'after',
    title: 'After',
    cellStyle: { background: 'var(--mantine-color-green-light)', wordBreak: 'break-word' },
    render: (change) => change.after,
  },
];

function ChangesTable({ caption, changes }: { caption: string; changes: PropertyChange[] }) {
  return (
    <DataTable<PropertyChange>
      caption={caption}
      records={changes}
      rowKey={(change) => change.label}
      columns={CHANGE_COLUMNS}
      empty="No property changed."
      minWidth={480}
      verticalSpacing={4}
      withBorder
      highlightOnHover={false}
    />
  );
}

function RuleList({ title, entries, color }: { title: string; entries: RuleEntry[]; color: string }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title} ({entries.length})
      </Title>
      <List size="sm" spacing={4}>
        {entries.map(({ key, rule }) => {
          const values = toRuleValues(rule);
          return (
            <List.Item key={key}>
              <Group gap={6} wrap="wrap">
                <Badge color={color} variant="light" tt="none">
                  {key}
                </Badge>
                <Text size="sm">
                  {ruleTypeLabel(values)}
                  {values.fieldIdTemplate ? ` on ${values.fieldIdTemplate}` : ''}: {ruleSummary(values)}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

export interface RuleSetDiffViewProps {
  diff: RuleSetDiff;
  /** "version 3", "the current rule set". */
  fromLabel: string;
  toLabel: string;
}

/** The difference of two versions: the set's own changes, rules added, removed, moved, and each changed rule property by property. */
export function RuleSetDiffView({ diff, fromLabel, toLabel }: RuleSetDiffViewProps) {
  if (isEmptyDiff(diff)) {
    return (
      <Text size="sm" role="status">
        No differences: {fromLabel} and {toLabel} hold the same rule set.
      </Text>
    );
  }
  return (
    <Stack gap="md" role="region" aria-label={`Changes from ${fromLabel} to ${toLabel}`}>
      {diff.set.length > 0 && <ChangesTable caption="Rule set" changes={diff.set} />}
      <RuleList title="Rules added" entries={diff.added} color="green" />
      <RuleList title="Rules removed" entries={diff.removed} color="red" />
      {diff.changed.length > 0 && (
        <Stack gap="sm">
          <Title order={4} fz="sm">
            Rules changed ({diff.changed.length})
          </Title>
          {diff.changed.map((entry) => (
            <Paper key={entry.key} withBorder p="sm" radius="sm">
              <ChangesTable caption={`Rule ${entry.key}`} changes={entry.changes} />
            </Paper>
          ))}
        </Stack>
      )}
      {diff.moved.length > 0 && <Text size="sm">Moved: {diff.moved.join(', ')}.</Text>}
      <Text size="sm" c="dimmed">
        {diff.unchanged} {diff.unchanged === 1 ? 'rule is' : 'rules are'} unchanged.
      </Text>
    </Stack>
  );
}
