import type { ExternalUsersSummary } from 'shared-rules';
import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

export interface ExternalUsersQuery {
  orgId: string;
  roleType: 'lo' | 'lp' | 'both';
}

/** `GET /api/external-users/summary`: an organisation's contacts by role, disabled users included (they are labelled). */
const externalUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExternalUsersSummary: build.query<ExternalUsersSummary, ExternalUsersQuery>({
      query: ({ orgId, roleType }) => ({ url: paths.externalUsersSummary, params: { orgId, roleType, includeDisabled: true } }),
      providesTags: (_result, _error, { orgId }) => [{ type: 'User', id: `org:${orgId}` }],
    }),
  }),
});

export const { useGetExternalUsersSummaryQuery } = externalUsersApi;
