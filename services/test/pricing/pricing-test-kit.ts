import { SignedInCalls } from '../helpers/signed-in-calls';
import {
  EXAMPLE_PURCHASE_SCENARIO,
  type CellValue,
  EXAMPLE_RATE_SHEET,
  type RateSheet,
  rateSheetToWorkbook,
  type RateSheetWorkbook,
} from 'shared-rules';
import { writeXlsx } from '../../src/features/pricing/rate-sheet-files';
import { multipartBody } from '../helpers/multipart';

export const ADMIN = 'admin@lender.test';
export const AE = 'ae.jordan@lender.test';
export const OPS = 'ops@lender.test';
export const SUMMIT_OFFICER = 'lo@summit.test';
export const SUMMIT_PROCESSOR = 'lp@summit.test';
export const HARBOR_OFFICER = 'lo@harbor.test';
/** A Summit loan (org-summit) and a Harbor one (org-harbor). */
export const SUMMIT_LOAN = 'loan-demo-02';
export const HARBOR_LOAN = 'loan-demo-06';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The example's conforming purchase, priced in the shared-rules tests too. */
export const PURCHASE = EXAMPLE_PURCHASE_SCENARIO;

/** Calls as the users signed in with `signIn`, and rate-sheet uploads. */
export class PricingCalls extends SignedInCalls {
  upload(email: string, fileName: string, content: Uint8Array, contentType = XLSX) {
    const body = multipartBody([{ name: 'file', fileName, contentType, content }]);
    return this.app.inject({
      method: 'POST',
      url: '/api/admin/pricing/rate-sheets',
      headers: { ...this.headers.get(email), ...body.headers },
      payload: body.payload,
    });
  }
}

/** The example sheet under another version label and effective time. */
export const exampleSheet = (version: string, effectiveAt: string): RateSheet => ({ ...EXAMPLE_RATE_SHEET, version, effectiveAt });

/** A sheet's workbook, as the template lays it out, with `change` applied to its rows. */
export function workbookOf(sheet: RateSheet, change: (rows: (name: string) => CellValue[][]) => void = () => {}): RateSheetWorkbook {
  const workbook = rateSheetToWorkbook(sheet);
  change((name) => {
    const found = workbook.sheets.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No sheet ${name}`);
    return found.rows;
  });
  return workbook;
}

export const xlsxOf = (workbook: RateSheetWorkbook) => writeXlsx(workbook);

/** An ISO instant `minutes` from now, to the second. */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.floor(Date.now() / 1000) * 1000 + minutes * 60_000).toISOString().replace('.000Z', 'Z');
