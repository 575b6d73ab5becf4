import { Alert, Stack, Text } from '@mantine/core';
import type { RateSheetProblem } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { rateSheetCell } from '../state/rate-sheet-display';

/** A fault and its place in services' list: a cell may carry several faults, so the place keeps rows apart. */
type NumberedProblem = RateSheetProblem & { position: number };

const COLUMNS: DataTableColumn<NumberedProblem>[] = [
  { key: 'cell', title: 'Cell', rowHeader: true, noWrap: true, render: (problem) => rateSheetCell(problem) },
  { key: 'sheet', title: 'Sheet', render: (problem) => problem.sheet },
  { key: 'header', title: 'Column', render: (problem) => problem.column?.header ?? '—' },
  { key: 'reason', title: 'Reason', render: (problem) => problem.reason },
];

/**
 * A refused upload (422 `rate-sheet-invalid`): services' sentence, then every faulty cell (never
 * only the first), so the analyst corrects them all before the next upload.
 */
export function RateSheetErrors({ detail, problems }: { detail: string; problems: RateSheetProblem[] }) {
  return (
    <Alert color="red" role="alert" title="Nothing was published">
      <Stack gap="sm">
        <Text size="sm">{detail}</Text>
        <DataTable<NumberedProblem>
          label="Problems in the rate sheet"
          records={problems.map((problem, position) => ({ ...problem, position }))}
          rowKey={(problem) => problem.position}
          columns={COLUMNS}
          empty="No problem."
          minWidth={640}
          maxHeight={420}
        />
      </Stack>
    </Alert>
  );
}
