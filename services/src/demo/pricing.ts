/**
 * The demo lender's rate sheet: the example sheet, in force from the seed's time, published from
 * the very workbook the template download gives, so the demo prices at once and its file opens.
 */
import type { Kysely } from 'kysely';
import { EXAMPLE_RATE_SHEET, parseRateSheet, rateSheetToWorkbook } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { readXlsxWorkbook, writeXlsx, XLSX_TYPE } from '../features/pricing/rate-sheet-files';
import { publishRateSheet } from '../features/pricing/rate-sheet-store';

export const DEMO_RATE_SHEET_ID = 'rate-sheet-demo';

/** Publishes the example sheet with `db` (the seed's transaction); it passes the upload's own parse. */
export async function seedPricingDemo(db: Kysely<Database>, now: Date): Promise<void> {
  // Effective a minute before the seed, to the second, as a person writes it.
  const effectiveAt = new Date(Math.floor(now.getTime() / 1000) * 1000 - 60_000).toISOString().replace('.000Z', 'Z');
  const content = await writeXlsx(rateSheetToWorkbook({ ...EXAMPLE_RATE_SHEET, effectiveAt }));
  const parsed = parseRateSheet((await readXlsxWorkbook(content)).workbook);
  if (!parsed.ok) throw new Error(`The demo rate sheet would be refused: ${parsed.errors.map((error) => error.reason).join('; ')}`);
  await publishRateSheet(db, {
    id: DEMO_RATE_SHEET_ID,
    sheet: parsed.sheet,
    fileName: 'keystone-rate-sheet.xlsx',
    fileType: XLSX_TYPE,
    content,
    uploadedBy: null,
    uploadedAt: now,
  });
}
