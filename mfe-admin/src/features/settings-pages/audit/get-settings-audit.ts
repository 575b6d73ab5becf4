import { SETTING_KEYS, type SettingAuditPage, type SettingKey } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** How many changes one "Load older" adds. */
export const AUDIT_PAGE_SIZE = 25;

export interface SettingsAuditArgs {
  /** Only this setting's changes; null for every setting. */
  key: SettingKey | null;
}

/**
 * `GET /api/settings-audit?key=&limit=&before=`: the settings changes, newest first, a page at a
 * time. Each next page asks for the changes made before the oldest one shown.
 */
const getSettingsAuditApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/settings-pages/audit/get-settings-audit', (build) => ({
    getSettingsAudit: build.infiniteQuery<SettingAuditPage, SettingsAuditArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? (lastPage.entries.at(-1)?.changedAt ?? undefined) : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: paths.settingsAudit,
        // Absent values stay out of the query string: services validate what is sent.
        params: { ...(queryArg.key ? { key: queryArg.key } : {}), limit: AUDIT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
      // Every save of any setting invalidates its key (here, or from another browser through
      // settings-update), so the log shows a change as soon as it is made.
      providesTags: () => SETTING_KEYS.map((key) => ({ type: 'Setting' as const, id: key })),
    }),
  })),
});

export const { useGetSettingsAuditInfiniteQuery } = getSettingsAuditApi;
