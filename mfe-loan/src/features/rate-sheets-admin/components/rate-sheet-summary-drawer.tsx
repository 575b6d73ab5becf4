import { Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RateSheetDetail, RateSheetProductLine, RateSheetSummary } from 'shared-rules';
import { countLabel, DataTable, type DataTableColumn, Fact, LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import { useGetRateSheetQuery } from '../api/rate-sheets-api';
import { instantLabel, RATE_SHEET_STATE_LABELS, rateSheetName } from '../state/rate-sheet-display';

const PRODUCT_COLUMNS: DataTableColumn<RateSheetProductLine>[] = [
  { key: 'id', title: 'Product', rowHeader: true, noWrap: true, render: (product) => product.id },
  { key: 'name', title: 'Name', render: (product) => product.name },
  { key: 'program', title: 'Program', render: (product) => product.program },
  { key: 'mortgageType', title: 'Mortgage type', render: (product) => product.mortgageType },
  { key: 'term', title: 'Term', noWrap: true, render: (product) => `${product.termMonths} months` },
  { key: 'amortization', title: 'Amortization', render: (product) => product.amortization },
  { key: 'noteRates', title: 'Note rates', align: 'right', render: (product) => countLabel(product.noteRates) },
];

function SummaryFacts({ sheet }: { sheet: RateSheetDetail }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      <Fact label="State" value={RATE_SHEET_STATE_LABELS[sheet.state]} />
      <Fact label="Effective" value={instantLabel(sheet.effectiveAt)} />
      <Fact label="File" value={sheet.fileName} />
      <Fact label="Lock periods" value={sheet.lockPeriods.map((days) => `${days} days`).join(', ')} />
      <Fact label="Products" value={countLabel(sheet.products.length)} />
      <Fact label="Adjustment grids" value={countLabel(sheet.adjustmentGrids)} />
      <Fact label="Channel margins" value={countLabel(sheet.channelMargins)} />
      <Fact label="Organisation margins" value={countLabel(sheet.organizationMargins)} />
      <Fact label="Price caps" value={countLabel(sheet.priceCaps)} />
    </SimpleGrid>
  );
}

function SummaryBody({ id }: { id: string }) {
  const detail = useGetRateSheetQuery(id);
  if (detail.isError)
    return (
      <LoadErrorAlert
        title="The summary could not be loaded"
        message={problemMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  if (!detail.data) return <PageLoader label="Loading the summary" />;
  return (
    <Stack gap="lg">
      <SummaryFacts sheet={detail.data} />
      <DataTable<RateSheetProductLine>
        label="Products of the sheet"
        records={detail.data.products}
        rowKey={(product) => product.id}
        columns={PRODUCT_COLUMNS}
        empty="The sheet has no product."
        minWidth={720}
      />
    </Stack>
  );
}

/** One published sheet's summary: its counts, lock periods and products with how many note rates each. */
export function RateSheetSummaryDrawer({ sheet, onClose }: { sheet: RateSheetSummary | null; onClose: () => void }) {
  return (
    <Drawer
      opened={sheet !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={sheet ? `Rate sheet ${rateSheetName(sheet)}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sheet && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A published sheet never changes: rate locks cite the sheet they were priced on.
          </Text>
          <SummaryBody key={sheet.id} id={sheet.id} />
        </Stack>
      )}
    </Drawer>
  );
}
