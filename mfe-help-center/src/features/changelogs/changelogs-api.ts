import type { Changelog, ChangelogListQuery, ChangelogPeriods, ChangelogReadRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';

/** Release notes as users read them: the unread ones after sign-in, and by month under Resources. */
export const changelogsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/changelogs/changelogs-api', (build) => ({
    getChangelogs: build.query<Changelog[], Pick<ChangelogListQuery, 'year' | 'month' | 'unread'>>({
      query: (params) => ({ url: '/changelogs', params }),
      providesTags: ['Changelog'],
    }),
    getChangelogPeriods: build.query<ChangelogPeriods, void>({
      query: () => '/changelogs/periods',
      providesTags: ['Changelog'],
    }),
    markChangelogsRead: build.mutation<void, ChangelogReadRequest>({
      query: (body) => ({ url: '/changelogs/read', method: 'POST', body }),
      invalidatesTags: ['Changelog'],
    }),
  })),
});

export const { useGetChangelogsQuery, useGetChangelogPeriodsQuery, useMarkChangelogsReadMutation } = changelogsApi;
