/**
 * The services paths of the rate-sheet administration, relative to the api base (`/api`). Kept
 * apart from `paths.ts` so the pricing administration's addresses are read in one place.
 */
export const rateSheetPaths = {
  rateSheets: '/admin/pricing/rate-sheets',
  rateSheet: (id: string) => `/admin/pricing/rate-sheets/${encodeURIComponent(id)}`,
  rateSheetFile: (id: string) => `/admin/pricing/rate-sheets/${encodeURIComponent(id)}/file`,
  rateSheetTemplate: (format: RateSheetTemplateFormat) => `/admin/pricing/rate-sheet-template.${format}`,
} as const;

/** The two forms the template downloads in: an Excel workbook, or the six sheets stacked in one CSV. */
export type RateSheetTemplateFormat = 'xlsx' | 'csv';
