// biome-ignore lint/style/noRestrictedImports: FactsTable lays out one record's labels and values, not a list of records
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Label/value rows; a missing value reads "Not set" rather than an empty cell. `label` names the
 * table for screen readers; the label column narrows and long values wrap on a small screen.
 */
export function FactsTable({ label, rows }: { label: string; rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false} aria-label={label}>
      <Table.Tbody>
        {rows.map(([rowLabel, value]) => (
          <Table.Tr key={rowLabel}>
            <Table.Th style={{ width: 'min(200px, 40%)' }}>{rowLabel}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? (
                <Text c="dimmed" size="sm">
                  Not set
                </Text>
              ) : (
                value
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
