import type { RateSheetDetail, RateSheetList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { rateSheetPaths } from '../../../api/rate-sheet-paths';

/** A publication changes every sheet's state (the one before it may be superseded), so it reads the list again. */
const RATE_SHEET_LIST_TAG = { type: 'RateSheet', id: 'LIST' } as const;

/**
 * `/api/admin/pricing/rate-sheets*` (administrators; others 403 `rate-sheets-admins-only`): the
 * published sheets, one sheet's summary, and publishing an upload. A published sheet never
 * changes, so its summary is never made stale.
 */
const rateSheetsApi = api.enhanceEndpoints({ addTagTypes: ['RateSheet'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/rate-sheets-admin/rate-sheets-api', (build) => ({
    getRateSheets: build.query<RateSheetList, void>({
      query: () => rateSheetPaths.rateSheets,
      providesTags: [RATE_SHEET_LIST_TAG],
    }),
    getRateSheet: build.query<RateSheetDetail, string>({
      query: (id) => rateSheetPaths.rateSheet(id),
    }),
    /**
     * Multipart with one `file` part (the browser sets the boundary). 201 with the published
     * sheet; 422 `rate-sheet-invalid` lists every faulty cell in `rateSheetErrors`; 409, 413 and
     * 415 come back as problems with their detail.
     */
    publishRateSheet: build.mutation<RateSheetDetail, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: rateSheetPaths.rateSheets, method: 'POST', body: form };
      },
      invalidatesTags: (result) => (result ? [RATE_SHEET_LIST_TAG] : []),
    }),
  })),
});

export const { useGetRateSheetsQuery, useGetRateSheetQuery, usePublishRateSheetMutation } = rateSheetsApi;
