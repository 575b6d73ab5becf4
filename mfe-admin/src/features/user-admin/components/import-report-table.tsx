import { Badge, List, Table, Text } from '@mantine/core';
import type { UserImportReport } from 'shared-rules';
import { IMPORT_OUTCOME_COLORS, IMPORT_OUTCOME_LABELS } from '../state/user-import';

/** Each row of a checked or imported file: its line (as a spreadsheet numbers it), who, the outcome and why it was refused. */
export function ImportReportTable({ report }: { report: UserImportReport }) {
  return (
    <Table.ScrollContainer minWidth={560} mah={320}>
      <Table aria-label="Import report" verticalSpacing={6} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Reasons</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={IMPORT_OUTCOME_COLORS[row.outcome]}>
                  {IMPORT_OUTCOME_LABELS[row.outcome]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.reasons.length === 0 ? null : row.reasons.length === 1 ? (
                  <Text size="sm">{row.reasons[0]}</Text>
                ) : (
                  <List size="sm" spacing={2}>
                    {row.reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
