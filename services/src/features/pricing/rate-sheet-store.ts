/**
 * Published rate sheets: publishing one (superseding the sheets before it), the list with the
 * state of each, one sheet's detail and its original file, and the sheet in force.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { RateSheet, RateSheetDetail, RateSheetFileType, RateSheetList, RateSheetState, RateSheetSummary } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { byteaValue } from '../documents';
import './tables';

export interface NewRateSheet {
  id?: string;
  sheet: RateSheet;
  fileName: string;
  fileType: RateSheetFileType;
  content: Uint8Array;
  uploadedBy: string | null;
  uploadedAt?: Date;
}

/** The sheet in force now, as the pricing provider reads it: its row id (the cache key) and when it took effect. */
export interface SheetInForce {
  id: string;
  effectiveAt: Date;
}

function summaryColumns(db: Kysely<Database>) {
  return db
    .selectFrom('rateSheets')
    .leftJoin('users', 'users.id', 'rateSheets.uploadedBy')
    .select([
      'rateSheets.id',
      'rateSheets.sheetId',
      'rateSheets.version',
      'rateSheets.effectiveAt',
      'rateSheets.fileName',
      'rateSheets.fileType',
      'rateSheets.fileSize',
      'rateSheets.uploadedAt',
      'rateSheets.supersededAt',
      'rateSheets.supersededBy',
      'users.firstName',
      'users.lastName',
      sql<number>`jsonb_array_length(rate_sheets.sheet -> 'products')`.as('productCount'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryColumns>['executeTakeFirstOrThrow']>>;

function stateOf(row: SummaryRow, inForceId: string | null, now: Date): RateSheetState {
  if (row.id === inForceId) return 'in-force';
  // Newer than the sheet in force (it has no successor) but not yet effective.
  return row.supersededBy === null && row.effectiveAt > now ? 'scheduled' : 'superseded';
}

const toSummary = (row: SummaryRow, inForceId: string | null, now: Date): RateSheetSummary => ({
  id: row.id,
  sheetId: row.sheetId,
  version: row.version,
  effectiveAt: row.effectiveAt.toISOString(),
  state: stateOf(row, inForceId, now),
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  uploadedAt: row.uploadedAt.toISOString(),
  uploadedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  supersededAt: row.supersededAt?.toISOString() ?? null,
  supersededBy: row.supersededBy,
  productCount: Number(row.productCount),
});

/** The newest publication whose effective time has come, or null. */
export async function findSheetInForce(db: Kysely<Database>, now: Date = new Date()): Promise<SheetInForce | null> {
  const row = await db
    .selectFrom('rateSheets')
    .select(['id', 'effectiveAt'])
    .where('effectiveAt', '<=', now)
    .orderBy('publication', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** True when a sheet with this sheet id and version label was published already. */
export async function sheetVersionExists(db: Kysely<Database>, sheetId: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('rateSheets')
    .select('id')
    .where('sheetId', '=', sheetId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Publishes a sheet: writes it and marks every sheet not yet superseded as superseded by it (pass
 * the transaction). Answers the new row's id and the ids it superseded.
 */
export async function publishRateSheet(db: Kysely<Database>, sheet: NewRateSheet): Promise<{ id: string; superseded: string[] }> {
  const id = sheet.id ?? randomUUID();
  const uploadedAt = sheet.uploadedAt ?? new Date();
  await db
    .insertInto('rateSheets')
    .values({
      id,
      sheetId: sheet.sheet.sheetId,
      version: sheet.sheet.version,
      effectiveAt: sheet.sheet.effectiveAt,
      sheet: JSON.stringify(sheet.sheet),
      fileName: sheet.fileName,
      fileType: sheet.fileType,
      fileSize: sheet.content.byteLength,
      fileBytes: byteaValue(sheet.content),
      uploadedBy: sheet.uploadedBy,
      uploadedAt,
    })
    .execute();
  const superseded = await db
    .updateTable('rateSheets')
    .set({ supersededAt: uploadedAt, supersededBy: id })
    .where('id', '<>', id)
    .where('supersededBy', 'is', null)
    .returning('id')
    .execute();
  return { id, superseded: superseded.map((row) => row.id) };
}

export async function listRateSheets(db: Kysely<Database>, now: Date = new Date()): Promise<RateSheetList> {
  const rows = await summaryColumns(db).orderBy('rateSheets.publication', 'desc').execute();
  const inForce = await findSheetInForce(db, now);
  const inForceId = inForce?.id ?? null;
  return { items: rows.map((row) => toSummary(row, inForceId, now)), inForceId };
}

/** One sheet's summary with what it holds: products and their ladders, lock periods, counts of the rest. */
export async function findRateSheetDetail(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<RateSheetDetail | null> {
  const row = await summaryColumns(db).select('rateSheets.sheet').where('rateSheets.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const inForce = await findSheetInForce(db, now);
  const { sheet } = row;
  const ratesPerProduct = new Map<string, Set<number>>();
  for (const price of sheet.basePrices) {
    const rates = ratesPerProduct.get(price.productId) ?? new Set<number>();
    rates.add(price.noteRate);
    ratesPerProduct.set(price.productId, rates);
  }
  return {
    ...toSummary(row, inForce?.id ?? null, now),
    lockPeriods: sheet.lockPeriods,
    products: sheet.products.map((product) => ({
      id: product.id,
      name: product.name,
      program: product.program,
      mortgageType: product.mortgageType,
      termMonths: product.termMonths,
      amortization: product.amortization,
      noteRates: ratesPerProduct.get(product.id)?.size ?? 0,
    })),
    adjustmentGrids: sheet.adjustments.length,
    channelMargins: sheet.channelMargins.length,
    organizationMargins: sheet.organizationMargins.length,
    priceCaps: sheet.priceCaps.length,
  };
}

/** The parsed sheet of a row, for the pricing provider (which compiles it once per row). */
export async function loadRateSheet(db: Kysely<Database>, id: string): Promise<RateSheet | null> {
  const row = await db.selectFrom('rateSheets').select('sheet').where('id', '=', id).executeTakeFirst();
  return row?.sheet ?? null;
}

/** The original upload, byte for byte. */
export async function findRateSheetFile(
  db: Kysely<Database>,
  id: string,
): Promise<{ fileName: string; fileType: RateSheetFileType; content: Buffer } | null> {
  const row = await db
    .selectFrom('rateSheets')
    // Hex, as the documents do: PGlite's own bytea parser is slow on large files.
    .select(['fileName', 'fileType', sql<string>`encode(file_bytes, 'hex')`.as('contentHex')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { fileName: row.fileName, fileType: row.fileType, content: Buffer.from(row.contentHex, 'hex') } : null;
}
