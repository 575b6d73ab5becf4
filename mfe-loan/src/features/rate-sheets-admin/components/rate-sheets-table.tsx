import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { RateSheetSummary } from 'shared-rules';
import { countLabel, DataTable, type DataTableColumn, type DataTableLoadError } from 'shared-ui';
import { instantLabel, RATE_SHEET_STATE_COLORS, RATE_SHEET_STATE_LABELS, rateSheetName } from '../state/rate-sheet-display';

export interface RateSheetActions {
  onShowSummary: (sheet: RateSheetSummary) => void;
  onDownload: (sheet: RateSheetSummary) => void;
  /** Whether the sheet's file is downloading now (its button shows it busy). */
  isDownloading: (sheet: RateSheetSummary) => boolean;
}

const COLUMNS: DataTableColumn<RateSheetSummary>[] = [
  {
    key: 'sheet',
    title: 'Sheet',
    rowHeader: true,
    render: (sheet) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {sheet.sheetId}
        </Text>
        <Text size="xs" c="dimmed">
          Version {sheet.version}
        </Text>
      </Stack>
    ),
  },
  { key: 'effectiveAt', title: 'Effective', noWrap: true, render: (sheet) => instantLabel(sheet.effectiveAt) },
  {
    key: 'state',
    title: 'State',
    render: (sheet) => (
      <Badge variant="light" color={RATE_SHEET_STATE_COLORS[sheet.state]}>
        {RATE_SHEET_STATE_LABELS[sheet.state]}
      </Badge>
    ),
  },
  {
    key: 'uploaded',
    title: 'Uploaded',
    render: (sheet) => (
      <Stack gap={2}>
        {/* No uploader: the portal's own demo sheet, or a user since removed. */}
        <Text size="sm">{sheet.uploadedBy ?? 'Not recorded'}</Text>
        <Text size="xs" c="dimmed">
          {instantLabel(sheet.uploadedAt)}
        </Text>
      </Stack>
    ),
  },
  { key: 'products', title: 'Products', align: 'right', render: (sheet) => countLabel(sheet.productCount) },
];

/** The published sheets, newest first as services list them, with each one's summary and original file. */
export function RateSheetsTable({
  sheets,
  error,
  actions,
}: {
  sheets: RateSheetSummary[] | undefined;
  error: DataTableLoadError | null;
  actions: RateSheetActions;
}) {
  return (
    <DataTable<RateSheetSummary>
      label="Published rate sheets"
      records={sheets}
      rowKey={(sheet) => sheet.id}
      columns={COLUMNS}
      error={error}
      loadingLabel="Loading the rate sheets"
      empty={{
        title: 'No rate sheet published yet',
        description: 'Download the template, fill it in and upload it: scenarios are priced once a sheet is in force.',
      }}
      minWidth={820}
      rowActions={{
        render: (sheet) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => actions.onShowSummary(sheet)}
              aria-label={`Summary of ${rateSheetName(sheet)}`}
            >
              Summary
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => actions.onDownload(sheet)}
              loading={actions.isDownloading(sheet)}
              aria-label={`Download the file of ${rateSheetName(sheet)}`}
            >
              Download
            </Button>
          </Group>
        ),
      }}
    />
  );
}
