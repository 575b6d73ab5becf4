import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { EligibleProduct } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { parRung, paymentLabel, priceLabel, productDescription, rateLabel, ratioLabel } from '../state/pricing-labels';
import { RateLadder } from './rate-ladder';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const NO_PAR = 'No par rate';

const COLUMNS: DataTableColumn<EligibleProduct>[] = [
  {
    key: 'name',
    title: 'Product',
    rowHeader: true,
    sortable: true,
    render: (product) => (
      <>
        <Text size="sm" fw={600}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {productDescription(product)}
        </Text>
      </>
    ),
  },
  {
    key: 'parRate',
    title: 'Par rate',
    sortable: true,
    align: 'right',
    // A product with no par sorts after every rate.
    sortValue: (product) => product.parRate,
    render: (product) => (
      <Text size="sm" style={numeric} c={product.parRate === null ? 'dimmed' : undefined}>
        {product.parRate === null ? NO_PAR : rateLabel(product.parRate)}
      </Text>
    ),
  },
  {
    key: 'parPrice',
    title: 'Price at par',
    sortable: true,
    align: 'right',
    sortValue: (product) => parRung(product)?.price,
    render: (product) => {
      const par = parRung(product);
      return (
        <Text size="sm" style={numeric}>
          {par ? priceLabel(par.price) : '—'}
        </Text>
      );
    },
  },
  {
    key: 'parPayment',
    title: 'P&I at par',
    sortable: true,
    align: 'right',
    sortValue: (product) => parRung(product)?.principalAndInterest,
    render: (product) => {
      const par = parRung(product);
      return (
        <Text size="sm" style={numeric}>
          {par ? paymentLabel(par.principalAndInterest) : '—'}
        </Text>
      );
    },
  },
  {
    key: 'ltv',
    title: 'LTV / CLTV',
    sortable: true,
    align: 'right',
    render: (product) => (
      <Text size="sm" style={numeric}>
        {product.ltv === product.cltv ? ratioLabel(product.ltv) : `${ratioLabel(product.ltv)} / ${ratioLabel(product.cltv)}`}
      </Text>
    ),
  },
];

export interface EligibleProductsTableProps {
  products: readonly EligibleProduct[];
  /** A new quote is being priced: the rows shown stay, dimmed. */
  fetching: boolean;
}

/** One row per eligible product at its par rate, sortable by the table; a row opens to its rate ladder. */
export function EligibleProductsTable({ products, fetching }: EligibleProductsTableProps) {
  const [openIds, setOpenIds] = useState<readonly string[]>([]);
  const toggle = (productId: string) =>
    setOpenIds((open) => (open.includes(productId) ? open.filter((id) => id !== productId) : [...open, productId]));

  return (
    <DataTable<EligibleProduct>
      label="Eligible products"
      records={products}
      rowKey={(product) => product.productId}
      columns={COLUMNS}
      fetching={fetching}
      withBorder
      minWidth={760}
      empty={{
        title: 'No product is eligible for this scenario',
        description: 'The ineligible products below say why. Change the scenario and price it again.',
      }}
      sorting={{ initialSort: { column: 'parRate', direction: 'asc' } }}
      rowExpansion={{ openKeys: openIds, content: (product) => <RateLadder product={product} /> }}
      rowActions={{
        title: 'Rate ladder',
        render: (product) => {
          const open = openIds.includes(product.productId);
          return (
            <Button
              variant="light"
              size="xs"
              aria-expanded={open}
              aria-label={`${open ? 'Hide' : 'Show'} rate ladder for ${product.name}`}
              onClick={() => toggle(product.productId)}
            >
              {open ? 'Hide ladder' : 'Rate ladder'}
            </Button>
          );
        },
      }}
    />
  );
}
