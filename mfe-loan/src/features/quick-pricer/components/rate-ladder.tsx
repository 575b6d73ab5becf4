import { Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { AppliedAdjustment, EligibleProduct, LadderRung } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { adjustmentLabel, paymentLabel, priceLabel, rateLabel } from '../state/pricing-labels';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

const LADDER_COLUMNS: DataTableColumn<LadderRung>[] = [
  {
    key: 'noteRate',
    title: 'Note rate',
    rowHeader: true,
    render: (rung) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" style={numeric} fw={rung.par ? 700 : undefined}>
          {rateLabel(rung.noteRate)}
        </Text>
        {rung.par && (
          <Badge color="green" variant="light" size="sm">
            Par
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'price',
    title: 'Price',
    align: 'right',
    render: (rung) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {rung.capped && (
          // The cap lowered this rung: the uncapped price is what the sheet alone would give.
          <Tooltip label={`Uncapped price ${priceLabel(rung.uncappedPrice)}`} withArrow>
            <Badge color="orange" variant="light" size="sm">
              Capped
              {/* The tooltip is for the mouse; screen readers hear the uncapped price with the badge. */}
              <VisuallyHidden>, uncapped price {priceLabel(rung.uncappedPrice)}</VisuallyHidden>
            </Badge>
          </Tooltip>
        )}
        <Text size="sm" style={numeric}>
          {priceLabel(rung.price)}
        </Text>
      </Group>
    ),
  },
  {
    key: 'principalAndInterest',
    title: 'Principal and interest',
    align: 'right',
    render: (rung) => (
      <Text size="sm" style={numeric}>
        {paymentLabel(rung.principalAndInterest)}
      </Text>
    ),
  },
];

interface AdjustmentRow extends AppliedAdjustment {
  /** Which rates it applies to: every rung, or the one note rate of a NoteRate grid. */
  appliesTo: string;
  key: string;
}

/** The product's adjustments (every rung) and then each rung's rate-dependent ones. */
function adjustmentRows(product: EligibleProduct): AdjustmentRow[] {
  return [
    ...product.adjustments.map((adjustment, index) => ({ ...adjustment, appliesTo: 'Every rate', key: `all-${index}` })),
    ...product.ladder.flatMap((rung) =>
      rung.rateAdjustments.map((adjustment, index) => ({
        ...adjustment,
        appliesTo: rateLabel(rung.noteRate),
        key: `${rung.noteRate}-${index}`,
      })),
    ),
  ];
}

const ADJUSTMENT_COLUMNS: DataTableColumn<AdjustmentRow>[] = [
  { key: 'name', title: 'Adjustment', rowHeader: true, render: (row) => <Text size="sm">{row.name}</Text> },
  { key: 'reason', title: 'Why it applies', render: (row) => <Text size="sm">{row.reason}</Text> },
  { key: 'appliesTo', title: 'Rates', render: (row) => <Text size="sm">{row.appliesTo}</Text> },
  {
    key: 'value',
    title: 'Value',
    align: 'right',
    render: (row) => (
      <Text size="sm" style={numeric}>
        {adjustmentLabel(row.value)}
      </Text>
    ),
  },
];

/** A product's rate ladder (par marked, capped prices marked) and, on demand, every adjustment with its reason. */
export function RateLadder({ product }: { product: EligibleProduct }) {
  const [adjustmentsShown, setAdjustmentsShown] = useState(false);
  return (
    <Stack gap="sm" p="sm">
      <DataTable<LadderRung>
        label={`Rate ladder, ${product.name}`}
        records={product.ladder}
        rowKey={(rung) => rung.noteRate}
        columns={LADDER_COLUMNS}
        empty="The rate sheet gives this product no rates for the lock period."
        rowStyle={(rung) => (rung.par ? { backgroundColor: 'var(--mantine-color-green-light)' } : undefined)}
        verticalSpacing="xs"
        highlightOnHover={false}
      />
      <Group>
        <Button variant="subtle" size="xs" aria-expanded={adjustmentsShown} onClick={() => setAdjustmentsShown((shown) => !shown)}>
          {adjustmentsShown ? 'Hide adjustments' : 'Show adjustments'}
        </Button>
        {product.maxPrice !== null && (
          <Text size="xs" c="dimmed">
            Prices are capped at {priceLabel(product.maxPrice)} for this loan amount.
          </Text>
        )}
      </Group>
      {adjustmentsShown && (
        <DataTable<AdjustmentRow>
          label={`Adjustments, ${product.name}`}
          records={adjustmentRows(product)}
          rowKey={(row) => row.key}
          columns={ADJUSTMENT_COLUMNS}
          empty="No adjustment applies to this scenario."
          verticalSpacing="xs"
        />
      )}
    </Stack>
  );
}
