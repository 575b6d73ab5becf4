import { type AuditTrailExportQuery, type AuditTrailPage, SETTING_KEYS } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** How many records one page (and one "Load older") adds. */
export const AUDIT_TRAIL_PAGE_SIZE = 50;

/**
 * The writes this browser makes that land in the trail: users, organisations, changelogs,
 * knowledge documents and settings. Invalidating any of them reads the trail again, so a change
 * made here shows at once.
 */
const TRAIL_SOURCES = [
  'User',
  'Organization',
  'Changelog',
  'Knowledge',
  ...SETTING_KEYS.map((key) => ({ type: 'Setting' as const, id: key })),
] as const;

/**
 * `GET /api/admin/audit-trail`: the trail with the filters, newest first, a page at a time; each
 * next page starts after the last record shown (`cursor`), so records written meanwhile never
 * shift a page.
 */
const getAuditTrailApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/audit-trail/get-audit-trail', (build) => ({
    getAuditTrail: build.infiniteQuery<AuditTrailPage, AuditTrailExportQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: paths.auditTrail,
        params: { ...queryArg, pageSize: AUDIT_TRAIL_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: () => [...TRAIL_SOURCES],
    }),
  })),
});

export const { useGetAuditTrailInfiniteQuery } = getAuditTrailApi;
