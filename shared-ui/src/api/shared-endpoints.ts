import type { DoNotShowAgainRequest, Organization, Profile, SettingEntry } from 'shared-rules';
import { api } from './api';

/**
 * Endpoints more than one package reads. Remotes use these hooks rather than declaring the
 * same endpoint again (a second injection of a name is ignored).
 */
export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    setDoNotShowAgain: build.mutation<Profile, DoNotShowAgainRequest>({
      query: (body) => ({ url: '/profile/do-not-show-again', method: 'PATCH', body }),
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
  }),
});

export const { useGetProfileQuery, useSetDoNotShowAgainMutation, useGetExternalOrgsQuery, useGetSettingQuery } = sharedApi;
