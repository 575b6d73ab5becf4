import type { Changelog, ChangelogInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';

const CHANGELOGS = '/changelogs';
const changelogPath = (id: string) => `${CHANGELOGS}/${encodeURIComponent(id)}`;
const CHANGELOG_LIST = { type: 'Changelog' as const, id: 'LIST' };

/**
 * The administrators' changelog calls: every note (`all=true`: inactive and future ones too),
 * and writing, changing and deleting one. Each write invalidates the 'Changelog' tag, so the
 * release notes users read follow.
 */
const changelogsAdminApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/changelogs/changelogs-admin-api', (build) => ({
    getAllChangelogs: build.query<Changelog[], void>({
      query: () => ({ url: CHANGELOGS, params: { all: true } }),
      providesTags: [CHANGELOG_LIST],
    }),
    createChangelog: build.mutation<Changelog, ChangelogInput>({
      query: (body) => ({ url: CHANGELOGS, method: 'POST', body }),
      invalidatesTags: ['Changelog'],
    }),
    updateChangelog: build.mutation<Changelog, { id: string; input: ChangelogInput }>({
      query: ({ id, input }) => ({ url: changelogPath(id), method: 'PUT', body: input }),
      invalidatesTags: ['Changelog'],
    }),
    deleteChangelog: build.mutation<void, string>({
      query: (id) => ({ url: changelogPath(id), method: 'DELETE' }),
      invalidatesTags: ['Changelog'],
    }),
  })),
});

export const { useGetAllChangelogsQuery, useCreateChangelogMutation, useUpdateChangelogMutation, useDeleteChangelogMutation } =
  changelogsAdminApi;
