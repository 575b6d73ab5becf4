/**
 * The Adjustments, Margins and Caps sheets of an upload.
 */
import { UI_CHANNELS } from '../channels/channels';
import { type BandAt, bandProblems } from './band-checks';
import { STATE_CODES } from './parse-products';
import {
  ADJUSTMENT_KINDS,
  type AdjustmentGrid,
  type AdjustmentKind,
  type ChannelMargin,
  MATCHED_ADJUSTMENT_KINDS,
  type OrganizationMargin,
  PRICING_MORTGAGE_TYPES,
  PRICING_OCCUPANCIES,
  PRICING_PROPERTY_TYPES,
  PRICING_PURPOSES,
  type PriceCap,
} from './rate-sheet';
import { cellError, type OpenSheet, RowReader } from './sheet-reader';
import type { RateSheetError } from './template';
import { formatCents, formatHundredths, formatThousandths } from './units';

/** The scale a kind's From/To are written in, and how its ends are shown in refusals. */
const BAND_UNITS: Partial<Record<AdjustmentKind, { scale: 1 | 100 | 1000; format: (value: number) => string }>> = {
  CreditScoreLtv: { scale: 1, format: String },
  Units: { scale: 1, format: String },
  LoanAmount: { scale: 100, format: formatCents },
  Dscr: { scale: 1000, format: formatThousandths },
  SubordinateFinancing: { scale: 100, format: formatHundredths },
  NoteRate: { scale: 1000, format: formatThousandths },
};

const MATCH_VALUES: Partial<Record<AdjustmentKind, readonly string[]>> = {
  Occupancy: PRICING_OCCUPANCIES,
  PropertyType: PRICING_PROPERTY_TYPES,
  Purpose: PRICING_PURPOSES,
  State: STATE_CODES,
  EscrowWaiver: ['Yes', 'No'],
};

interface GridDraft {
  grid: AdjustmentGrid;
  firstRow: number;
  signature: string;
  cellRows: number[];
}

function readCell(reader: RowReader, kind: AdjustmentKind) {
  const matched = MATCHED_ADJUSTMENT_KINDS.has(kind);
  const units = BAND_UNITS[kind];
  const match = matched ? reader.oneOf('Match', MATCH_VALUES[kind] ?? [], 'value', true) : reader.text('Match', false);
  if (!matched && match !== null) reader.fail('Match', `A ${kind} grid is keyed by From and To, not Match`);
  const from = units ? reader.number('From', units.scale, false) : null;
  const to = units ? reader.number('To', units.scale, false) : null;
  if (!units && (reader.text('From', false) !== null || reader.text('To', false) !== null))
    reader.fail('From', `A ${kind} grid is keyed by Match, not From and To`);
  return {
    match: matched ? match : null,
    from,
    to,
    ltvFrom: reader.number('LTV From', 100, false),
    ltvTo: reader.number('LTV To', 100, false),
    value: reader.number('Adjustment', 1000, true) ?? 0,
  };
}

/** Checks a grid's bands along each dimension, within each band of the other, and refuses repeated cells. */
function checkGridBands(sheet: OpenSheet, draft: GridDraft, errors: RateSheetError[]): void {
  const { grid, cellRows } = draft;
  const units = BAND_UNITS[grid.kind];
  const byLtv = new Map<string, BandAt[]>();
  const byPrimary = new Map<string, BandAt[]>();
  const seen = new Map<string, number>();
  grid.cells.forEach((cell, position) => {
    const rowNumber = cellRows[position];
    const key = `${cell.match}|${cell.from}|${cell.to}|${cell.ltvFrom}|${cell.ltvTo}`;
    if (seen.has(key)) errors.push(cellError(sheet, rowNumber, 'Grid Id', `Grid ${grid.id} repeats the cell of row ${seen.get(key)}`));
    else seen.set(key, rowNumber);
    const ltvKey = `${cell.ltvFrom}|${cell.ltvTo}`;
    const primaryKey = `${cell.match}|${cell.from}|${cell.to}`;
    byLtv.set(ltvKey, [...(byLtv.get(ltvKey) ?? []), { from: cell.from, to: cell.to, rowNumber }]);
    byPrimary.set(primaryKey, [...(byPrimary.get(primaryKey) ?? []), { from: cell.ltvFrom, to: cell.ltvTo, rowNumber }]);
  });
  if (units) {
    for (const bands of byLtv.values()) {
      for (const problem of bandProblems(bands, units.format)) errors.push(cellError(sheet, problem.rowNumber, 'From', problem.reason));
    }
  }
  for (const bands of byPrimary.values()) {
    for (const problem of bandProblems(bands, formatHundredths))
      errors.push(cellError(sheet, problem.rowNumber, 'LTV From', problem.reason));
  }
}

export function parseAdjustments(sheet: OpenSheet, productIds: ReadonlySet<string>, errors: RateSheetError[]): AdjustmentGrid[] {
  const drafts = new Map<string, GridDraft>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const id = reader.text('Grid Id', true);
    const name = reader.text('Grid Name', true);
    const kind = reader.oneOf('Kind', ADJUSTMENT_KINDS, 'adjustment kind', true);
    const mortgageTypes = reader.list('Mortgage Types', PRICING_MORTGAGE_TYPES, 'mortgage type', false);
    const gridProductIds = reader.list('Product Ids', null, 'product', false);
    for (const productId of gridProductIds) if (!productIds.has(productId)) reader.fail('Product Ids', `Unknown product ${productId}`);
    if (id === null || name === null || kind === null) continue;
    const cell = readCell(reader, kind);
    if (row.failed) continue;
    const signature = `${name}|${kind}|${mortgageTypes.join(',')}|${gridProductIds.join(',')}`;
    const draft = drafts.get(id);
    if (!draft) {
      drafts.set(id, {
        grid: { id, name, kind, mortgageTypes, productIds: gridProductIds, cells: [cell] },
        firstRow: row.rowNumber,
        signature,
        cellRows: [row.rowNumber],
      });
    } else if (draft.signature !== signature) {
      reader.fail('Grid Name', `Grid ${id} has another name, kind or product set on row ${draft.firstRow}`);
    } else {
      draft.grid.cells.push(cell);
      draft.cellRows.push(row.rowNumber);
    }
  }
  for (const draft of drafts.values()) checkGridBands(sheet, draft, errors);
  return [...drafts.values()].map((draft) => draft.grid);
}

export function parseMargins(
  sheet: OpenSheet,
  errors: RateSheetError[],
): { channelMargins: ChannelMargin[]; organizationMargins: OrganizationMargin[] } {
  const channelMargins: ChannelMargin[] = [];
  const organizationMargins: OrganizationMargin[] = [];
  const seen = new Map<string, number>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const channel = reader.oneOf('Channel', UI_CHANNELS, 'channel', false);
    const organizationId = reader.text('Organization Id', false);
    const margin = reader.number('Margin', 1000, true);
    if ((channel === null) === (organizationId === null) && !row.failed)
      reader.fail('Channel', 'Give a channel or an organization id, not both');
    if (row.failed || margin === null) continue;
    const key = channel === null ? `organization:${organizationId}` : `channel:${channel}`;
    if (seen.has(key)) {
      reader.fail(channel === null ? 'Organization Id' : 'Channel', `Already given a margin on row ${seen.get(key)}`);
      continue;
    }
    seen.set(key, row.rowNumber);
    if (channel !== null) channelMargins.push({ channel, margin });
    else if (organizationId !== null) organizationMargins.push({ organizationId, margin });
  }
  return { channelMargins, organizationMargins };
}

export function parseCaps(sheet: OpenSheet, productIds: ReadonlySet<string>, errors: RateSheetError[]): PriceCap[] {
  const caps: PriceCap[] = [];
  const bandsByProduct = new Map<string, BandAt[]>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const productId = reader.text('Product Id', false);
    if (productId !== null && !productIds.has(productId)) reader.fail('Product Id', `Unknown product ${productId}`);
    const loanAmountFrom = reader.number('Loan Amount From', 100, false);
    const loanAmountTo = reader.number('Loan Amount To', 100, false);
    const maxPrice = reader.number('Max Price', 1000, true);
    if (row.failed || maxPrice === null) continue;
    caps.push({ productId, loanAmountFrom, loanAmountTo, maxPrice });
    const key = productId ?? '';
    bandsByProduct.set(key, [...(bandsByProduct.get(key) ?? []), { from: loanAmountFrom, to: loanAmountTo, rowNumber: row.rowNumber }]);
  }
  // Caps may leave amounts uncapped, so only overlaps (two caps for one amount) are refused.
  for (const bands of bandsByProduct.values()) {
    for (const problem of bandProblems(bands, formatCents)) {
      if (!problem.reason.startsWith('Gap')) errors.push(cellError(sheet, problem.rowNumber, 'Loan Amount From', problem.reason));
    }
  }
  return caps;
}
