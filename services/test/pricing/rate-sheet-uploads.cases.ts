import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { type ApiProblem, EXAMPLE_RATE_SHEET, parseRateSheet, type RateSheetDetail, type RateSheetList } from 'shared-rules';
import { readCsvWorkbook, readXlsxWorkbook } from '../../src/features/pricing/rate-sheet-files';
import { DEMO_RATE_SHEET_ID } from '../../src/demo/pricing';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helpers/test-app';
import { ADMIN, AE, exampleSheet, minutesFromNow, PricingCalls, SUMMIT_OFFICER, workbookOf, xlsxOf } from './pricing-test-kit';

let database: TestDatabase;
let app: FastifyInstance;
let calls: PricingCalls;

beforeAll(async () => {
  database = await createTestDatabase('rate-sheet-uploads');
  app = await buildTestApp(database);
  calls = new PricingCalls(app);
  await calls.signIn(ADMIN, AE, SUMMIT_OFFICER);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const list = async () => (await calls.call(ADMIN, 'GET', '/api/admin/pricing/rate-sheets')).json<RateSheetList>();
const publishedCount = async () => (await list()).items.length;

describe('rate sheets', () => {
  it('starts with the demo sheet in force', async () => {
    const sheets = await list();
    expect(sheets.inForceId).toBe(DEMO_RATE_SHEET_ID);
    expect(sheets.items).toEqual([
      expect.objectContaining({ id: DEMO_RATE_SHEET_ID, state: 'in-force', uploadedBy: null, productCount: 6 }),
    ]);
  });

  it('publishes an XLSX upload, in force at once, audited, with its summary and its file as uploaded', async () => {
    const content = await xlsxOf(workbookOf(exampleSheet('2026-12-01.2', minutesFromNow(-5))));
    const response = await calls.upload(ADMIN, 'December rates.xlsx', content);
    expect(response.statusCode).toBe(201);
    const detail = response.json<RateSheetDetail>();
    expect(detail).toMatchObject({
      sheetId: EXAMPLE_RATE_SHEET.sheetId,
      version: '2026-12-01.2',
      state: 'in-force',
      fileName: 'December rates.xlsx',
      fileSize: content.length,
      lockPeriods: EXAMPLE_RATE_SHEET.lockPeriods,
      adjustmentGrids: EXAMPLE_RATE_SHEET.adjustments.length,
      organizationMargins: 1,
      supersededAt: null,
    });
    expect(detail.products.map((product) => product.id)).toEqual(EXAMPLE_RATE_SHEET.products.map((product) => product.id));
    expect(detail.products[0].noteRates).toBeGreaterThan(0);

    const sheets = await list();
    expect(sheets.inForceId).toBe(detail.id);
    // The demo sheet is kept, superseded by the new one.
    expect(sheets.items.map((item) => [item.id, item.state, item.supersededBy])).toEqual([
      [detail.id, 'in-force', null],
      [DEMO_RATE_SHEET_ID, 'superseded', detail.id],
    ]);

    const file = await calls.call(ADMIN, 'GET', `/api/admin/pricing/rate-sheets/${detail.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="December rates.xlsx"');
    expect(file.rawPayload.equals(content)).toBe(true);

    const audit = await app.db.selectFrom('auditLog').selectAll().where('entityId', '=', detail.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'rate-sheet.publish',
        entityType: 'rate-sheet',
        details: expect.objectContaining({ version: '2026-12-01.2', superseded: [DEMO_RATE_SHEET_ID] }),
      }),
    ]);
  });

  it('keeps the sheet in force while a newer one waits for its effective time, and refuses a version label twice', async () => {
    const before = await list();
    const scheduled = await calls.upload(ADMIN, 'next.xlsx', await xlsxOf(workbookOf(exampleSheet('2026-12-02.1', minutesFromNow(60)))));
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json<RateSheetDetail>().state).toBe('scheduled');
    const after = await list();
    expect(after.inForceId).toBe(before.inForceId);
    expect(after.items.map((item) => item.state)).toEqual(['scheduled', 'in-force', 'superseded']);

    const again = await calls.upload(ADMIN, 'next.xlsx', await xlsxOf(workbookOf(exampleSheet('2026-12-02.1', minutesFromNow(-1)))));
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiProblem>().code).toBe('rate-sheet-version-exists');
    expect(await publishedCount()).toBe(3);
  });

  it('refuses a malformed sheet with every faulty cell and publishes nothing', async () => {
    const count = await publishedCount();
    const workbook = workbookOf(exampleSheet('2026-12-03.1', minutesFromNow(-1)), (rows) => {
      rows('BasePrices')[1][3] = 'one hundred'; // row 2, column D (Price)
      const products = rows('Products');
      products.push([...products[1]]); // a second CONV30
      const adjustments = rows('Adjustments');
      const loanAmount = adjustments.findIndex((row) => row[0] === 'LOANAMT');
      adjustments[loanAmount + 1][6] = 90_000; // From $90,000, below the first band's To ($100,000): the bands overlap
    });
    const duplicateRow = workbook.sheets.find((sheet) => sheet.name === 'Products')?.rows.length;
    const overlapRow =
      (workbook.sheets.find((sheet) => sheet.name === 'Adjustments')?.rows.findIndex((row) => row[0] === 'LOANAMT') ?? 0) + 2;
    const response = await calls.upload(ADMIN, 'broken.xlsx', await xlsxOf(workbook));
    expect(response.statusCode).toBe(422);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('rate-sheet-invalid');
    expect(problem.detail).toMatch(/nothing was published/);
    // Every fault, each at its cell, in the parser's order; nothing else.
    expect(problem.rateSheetErrors).toEqual([
      {
        sheet: 'Products',
        row: duplicateRow,
        column: { letter: 'A', header: 'Product Id' },
        reason: 'Duplicate product CONV30 (first on row 2)',
      },
      { sheet: 'BasePrices', row: 2, column: { letter: 'D', header: 'Price' }, reason: 'Expected a number, found "one hundred"' },
      {
        sheet: 'Adjustments',
        row: overlapRow,
        column: { letter: 'G', header: 'From' },
        reason: `The band $90,000.00–$150,000.00 overlaps open–$100,000.00 (row ${overlapRow - 1})`,
      },
    ]);
    expect(await publishedCount()).toBe(count);
  });

  it('refuses files that are not rate sheets: another type, an old workbook, an unreadable zip, too large', async () => {
    const pdf = await calls.upload(ADMIN, 'rates.pdf', Buffer.from('%PDF-1.7\n\u0000binary'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json<ApiProblem>().code).toBe('unsupported-file-type');
    const xls = await calls.upload(ADMIN, 'rates.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect(xls.statusCode).toBe(415);
    expect(xls.json<ApiProblem>().detail).toMatch(/\.xls/);
    const zip = await calls.upload(ADMIN, 'rates.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    expect(zip.statusCode).toBe(422);
    expect(zip.json<ApiProblem>().code).toBe('rate-sheet-unreadable');
    const large = await calls.upload(ADMIN, 'rates.csv', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), 'text/csv');
    expect(large.statusCode).toBe(413);
    const csvWithoutSheets = await calls.upload(ADMIN, 'rates.csv', Buffer.from('hello,world\n'), 'text/csv');
    expect(csvWithoutSheets.statusCode).toBe(422);
    expect(csvWithoutSheets.json<ApiProblem>().rateSheetErrors).toContainEqual({
      sheet: 'Settings',
      row: null,
      column: null,
      reason: 'Missing sheet Settings',
    });
  });

  it('lets administrators only read, upload and download', async () => {
    const content = await xlsxOf(workbookOf(exampleSheet('2026-12-04.1', minutesFromNow(-1))));
    for (const email of [AE, SUMMIT_OFFICER]) {
      const refused = await calls.upload(email, 'rates.xlsx', content);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiProblem>().code).toBe('rate-sheets-admins-only');
      for (const url of [
        '/api/admin/pricing/rate-sheets',
        `/api/admin/pricing/rate-sheets/${DEMO_RATE_SHEET_ID}`,
        `/api/admin/pricing/rate-sheets/${DEMO_RATE_SHEET_ID}/file`,
        '/api/admin/pricing/rate-sheet-template.xlsx',
        '/api/admin/pricing/rate-sheet-template.csv',
      ]) {
        expect((await calls.call(email, 'GET', url)).statusCode).toBe(403);
      }
    }
    expect((await calls.call(ADMIN, 'GET', '/api/admin/pricing/rate-sheets/no-such-sheet')).statusCode).toBe(404);
  });

  it('serves a template that parses back to the example sheet, as XLSX and as CSV, and publishes a CSV upload', async () => {
    const xlsx = await calls.call(ADMIN, 'GET', '/api/admin/pricing/rate-sheet-template.xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="rate-sheet-template.xlsx"');
    const fromXlsx = parseRateSheet((await readXlsxWorkbook(xlsx.rawPayload)).workbook);
    expect(fromXlsx).toEqual({ ok: true, sheet: EXAMPLE_RATE_SHEET });
    // Read by exceljs itself too: six sheets, headers on row 1.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Settings', 'Products', 'BasePrices', 'Adjustments', 'Margins', 'Caps']);

    const csv = await calls.call(ADMIN, 'GET', '/api/admin/pricing/rate-sheet-template.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('Settings,Setting,Value');
    expect(parseRateSheet(readCsvWorkbook(csv.rawPayload).workbook)).toEqual({ ok: true, sheet: EXAMPLE_RATE_SHEET });

    // The same file, relabelled, publishes; a fault in it is named by the CSV's own line and column.
    const relabelled = csv.body
      .replace(`Version,${EXAMPLE_RATE_SHEET.version}`, 'Version,2026-12-05.1')
      .replace(`Effective At,${EXAMPLE_RATE_SHEET.effectiveAt}`, `Effective At,${minutesFromNow(-1)}`);
    const published = await calls.upload(ADMIN, 'rates.csv', Buffer.from(relabelled), 'text/csv');
    expect(published.statusCode).toBe(201);
    expect(published.json<RateSheetDetail>()).toMatchObject({ version: '2026-12-05.1', fileType: 'text/csv', state: 'in-force' });

    const lines = relabelled.replace('2026-12-05.1', '2026-12-05.2').split('\r\n');
    const firstPrice = lines.findIndex((line) => line.startsWith('BasePrices,')) + 1;
    const cells = lines[firstPrice].split(',');
    cells[4] = 'abc'; // the Price, column E of the CSV (column A names the sheet)
    lines[firstPrice] = cells.join(',');
    const refused = await calls.upload(ADMIN, 'rates.csv', Buffer.from(lines.join('\r\n')), 'text/csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiProblem>().rateSheetErrors).toEqual([
      expect.objectContaining({ sheet: 'BasePrices', row: firstPrice + 1, column: { letter: 'E', header: 'Price' } }),
    ]);
  });
});
