import type { ExternalUsersSummary } from 'shared-rules';
import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

export interface ExternalUsersSummaryArgs {
  orgId: string;
  roleType: 'lo' | 'lp' | 'both';
  includeDisabled: boolean;
}

const externalUsersSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExternalUsersSummary: build.query<ExternalUsersSummary, ExternalUsersSummaryArgs>({
      query: ({ orgId, roleType, includeDisabled }) => ({
        url: paths.externalUsersSummary,
        params: { orgId, roleType, includeDisabled },
      }),
      providesTags: (_result, _error, { orgId }) => [{ type: 'User', id: `org:${orgId}` }],
    }),
  }),
});

export const { useGetExternalUsersSummaryQuery } = externalUsersSummaryApi;
