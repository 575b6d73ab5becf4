import { Badge, List, Text } from '@mantine/core';
import type { UserImportReport } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { IMPORT_OUTCOME_COLORS, IMPORT_OUTCOME_LABELS } from '../state/user-import';

type ReportRow = UserImportReport['rows'][number];

function Reasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  if (reasons.length === 1) return <Text size="sm">{reasons[0]}</Text>;
  return (
    <List size="sm" spacing={2}>
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}

const COLUMNS: DataTableColumn<ReportRow>[] = [
  { key: 'line', title: 'Line', render: (row) => row.line },
  { key: 'name', title: 'Name', render: (row) => row.name },
  { key: 'email', title: 'Email', cellStyle: { overflowWrap: 'anywhere' }, render: (row) => row.email },
  {
    key: 'outcome',
    title: 'Outcome',
    render: (row) => (
      <Badge variant="light" color={IMPORT_OUTCOME_COLORS[row.outcome]}>
        {IMPORT_OUTCOME_LABELS[row.outcome]}
      </Badge>
    ),
  },
  { key: 'reasons', title: 'Reasons', render: (row) => <Reasons reasons={row.reasons} /> },
];

/** Each row of a checked or imported file: its line (as a spreadsheet numbers it), who, the outcome and why it was refused. */
export function ImportReportTable({ report }: { report: UserImportReport }) {
  return (
    <DataTable<ReportRow>
      label="Import report"
      records={report.rows}
      rowKey={(row) => row.line}
      columns={COLUMNS}
      empty="The file has no rows."
      // A long file scrolls under its header, inside the dialog.
      maxHeight={320}
      minWidth={560}
      verticalSpacing={6}
      striped
      highlightOnHover={false}
    />
  );
}
