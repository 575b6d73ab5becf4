import type {
  DoNotShowAgainRequest,
  ExternalUsersSummary,
  Organization,
  PreferencesUpdateRequest,
  Profile,
  SettingEntry,
  SettingSaveRequest,
} from 'shared-rules';
import { api } from './api';
import { ownedEndpoints } from './endpoint-owners';

/** Arguments of {@link sharedApi}'s `getExternalUsersSummary`. */
export interface ExternalUsersSummaryArgs {
  orgId: string;
  /** Loan officers, loan processors, or both. */
  roleType: 'lo' | 'lp' | 'both';
  /** Disabled users too (pickers label them rather than hide them). */
  includeDisabled: boolean;
}

/**
 * Endpoints more than one package reads. Remotes use these hooks rather than declaring the
 * same endpoint again (a second definition of a name throws: see `ownedEndpoints`).
 */
export const sharedApi = api.injectEndpoints({
  endpoints: ownedEndpoints('shared-ui/api/shared-endpoints', (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    setDoNotShowAgain: build.mutation<Profile, DoNotShowAgainRequest>({
      query: (body) => ({ url: '/profile/do-not-show-again', method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    /** The user's preferences, kept on the server (`PATCH /api/profile/preferences`). */
    updatePreferences: build.mutation<Profile, PreferencesUpdateRequest>({
      query: (body) => ({ url: '/profile/preferences', method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    /** Organisations the user may see; for an external user, their own organisation. */
    getExternalOrgs: build.query<Organization[], void>({
      query: () => '/external-orgs',
      providesTags: ['Organization'],
    }),
    /** A settings value by key (branding, company-information, general-settings, …). */
    getSetting: build.query<SettingEntry, string>({
      query: (key) => `/settings/${encodeURIComponent(key)}`,
      providesTags: (_result, _error, key) => [{ type: 'Setting', id: key }],
    }),
    /**
     * `PUT /api/settings/:key` (administrators): saves a value edited from `version`; a 409
     * (code `stale-setting`) means someone saved in between.
     */
    saveSetting: build.mutation<SettingEntry, SettingSaveRequest & { key: string }>({
      query: ({ key, value, version }) => ({ url: `/settings/${encodeURIComponent(key)}`, method: 'PUT', body: { value, version } }),
      invalidatesTags: (_result, _error, { key }) => [{ type: 'Setting', id: key }],
    }),
    /** `GET /api/external-users/summary`: an organisation's contacts by role (Add Loan's pickers, the broker directory). */
    getExternalUsersSummary: build.query<ExternalUsersSummary, ExternalUsersSummaryArgs>({
      query: ({ orgId, roleType, includeDisabled }) => ({ url: '/external-users/summary', params: { orgId, roleType, includeDisabled } }),
      providesTags: (_result, _error, { orgId }) => [{ type: 'User', id: `org:${orgId}` }],
    }),
  })),
});

export const {
  useGetProfileQuery,
  useSetDoNotShowAgainMutation,
  useUpdatePreferencesMutation,
  useGetExternalOrgsQuery,
  useGetSettingQuery,
  useSaveSettingMutation,
  useGetExternalUsersSummaryQuery,
} = sharedApi;
