import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg">
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

/** Label/value rows; a missing value reads "Not set" rather than an empty cell. */
export function FactsTable({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td>
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
