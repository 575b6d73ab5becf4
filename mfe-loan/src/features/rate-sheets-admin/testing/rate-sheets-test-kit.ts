// Test-only: MSW handlers for the rate-sheets page, answering as `/api/admin/pricing/*` does.
import { HttpResponse } from 'msw';
import type { ApiProblem, RateSheetDetail, RateSheetList, RateSheetProblem, RateSheetSummary } from 'shared-rules';
import { api, problem } from 'shared-ui/testing';
import { rateSheetPaths } from '../../../api/rate-sheet-paths';
import { server } from '../../../testing/server';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function rateSheet(overrides: Partial<RateSheetSummary> = {}): RateSheetSummary {
  return {
    id: 'rs-1',
    sheetId: 'example-lender',
    version: '2026-11-20.1',
    effectiveAt: '2026-11-20T14:00:00.000Z',
    state: 'in-force',
    fileName: 'rate-sheet-2026-11-20.xlsx',
    fileType: XLSX_TYPE,
    fileSize: 48_213,
    uploadedAt: '2026-11-20T13:55:00.000Z',
    uploadedBy: 'Morgan Lee',
    supersededAt: null,
    supersededBy: null,
    productCount: 12,
    ...overrides,
  };
}

/** A sheet's summary as `GET …/rate-sheets/:id` answers it. */
export function rateSheetDetail(summary: RateSheetSummary = rateSheet()): RateSheetDetail {
  return {
    ...summary,
    lockPeriods: [15, 30, 45, 60],
    products: [
      {
        id: 'CONV30',
        name: 'Conforming 30-Year Fixed',
        program: 'Conforming',
        mortgageType: 'Conventional',
        termMonths: 360,
        amortization: 'Fixed',
        noteRates: 24,
      },
      {
        id: 'FHA30',
        name: 'FHA 30-Year Fixed',
        program: 'FHA',
        mortgageType: 'FHA',
        termMonths: 360,
        amortization: 'Fixed',
        noteRates: 18,
      },
    ],
    adjustmentGrids: 9,
    channelMargins: 3,
    organizationMargins: 2,
    priceCaps: 1,
  };
}

/** The 422 services send for a sheet with faults: every one of them, nothing published. */
export function sheetRefused(errors: RateSheetProblem[]): HttpResponse<ApiProblem> {
  return problem(
    422,
    'rate-sheet-invalid',
    `The rate sheet has ${errors.length} problems; nothing was published. Correct the cells listed and upload it again.`,
    { rateSheetErrors: errors },
  );
}

export interface RateSheetServices {
  /** The published sheets, newest first; a publication adds one in front. */
  sheets: RateSheetSummary[];
  /** Answers `GET …/rate-sheets` instead of the list (a 403, a failure). */
  list?: () => HttpResponse<ApiProblem>;
  /** Answers `POST …/rate-sheets` instead of publishing. */
  publish?: () => HttpResponse<ApiProblem>;
  /** What a publication publishes: in force by default. */
  published?: RateSheetSummary;
}

/** The bytes the template and file routes answer, so a test can read what was saved. */
export const TEMPLATE_CSV = 'Settings,Setting,Value\nSettings,Sheet Id,example-lender\n';

/** Answers the rate-sheet services with `server.use(...)`; `services.sheets` changes with each publication. */
export function serveRateSheets(services: RateSheetServices): void {
  server.use(
    api.get<RateSheetList>(rateSheetPaths.rateSheets, () => {
      if (services.list) return services.list();
      const inForce = services.sheets.find((sheet) => sheet.state === 'in-force');
      return HttpResponse.json({ items: services.sheets, inForceId: inForce?.id ?? null });
    }),
    api.post<RateSheetDetail>(rateSheetPaths.rateSheets, () => {
      if (services.publish) return services.publish();
      const published = services.published ?? rateSheet({ id: 'rs-new', version: '2026-11-24.1', productCount: 14 });
      const replaced = published.state === 'in-force' ? 'in-force' : null;
      services.sheets = [
        published,
        ...services.sheets.map((sheet) =>
          sheet.state === replaced ? { ...sheet, state: 'superseded' as const, supersededBy: published.id } : sheet,
        ),
      ];
      return HttpResponse.json(rateSheetDetail(published), { status: 201 });
    }),
    api.get<RateSheetDetail, never, { id: string }>(`${rateSheetPaths.rateSheets}/:id`, ({ params }) => {
      const found = services.sheets.find((sheet) => sheet.id === params.id);
      if (!found) return problem(404, 'not-found', 'No rate sheet with this id.');
      return HttpResponse.json(rateSheetDetail(found));
    }),
    api.get<ArrayBuffer, never, { id: string }>(`${rateSheetPaths.rateSheets}/:id/file`, ({ params }) => {
      const found = services.sheets.find((sheet) => sheet.id === params.id);
      if (!found) return problem(404, 'not-found', 'No rate sheet with this id.');
      return new HttpResponse(new TextEncoder().encode('PK').buffer, {
        headers: { 'content-type': found.fileType, 'content-disposition': `attachment; filename="${found.fileName}"` },
      });
    }),
    api.get<string>(rateSheetPaths.rateSheetTemplate('csv'), () =>
      HttpResponse.text(TEMPLATE_CSV, {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rate-sheet-template.csv"' },
      }),
    ),
    api.get<ArrayBuffer>(rateSheetPaths.rateSheetTemplate('xlsx'), () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
        headers: { 'content-type': XLSX_TYPE, 'content-disposition': 'attachment; filename="rate-sheet-template.xlsx"' },
      }),
    ),
  );
}

/**
 * Catches what the page saves: `saveBlob` clicks a link to a blob URL, which jsdom cannot follow.
 * Call once at the top of a test file; each test starts with an empty list.
 */
export function catchSavedFiles(): { fileName: string; blob: Blob }[] {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:rate-sheets/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ fileName: this.download, blob });
    };
  });
  afterEach(() => {
    saved.length = 0;
    blobs.clear();
  });
  afterAll(() => {
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
    HTMLAnchorElement.prototype.click = originals.click;
  });
  return saved;
}
