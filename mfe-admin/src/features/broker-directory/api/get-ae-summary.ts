import type { AeSummary } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/external-users/ae-summary`: the caller's companies with their contacts counted. */
const getAeSummaryApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/get-ae-summary', (build) => ({
    getAeSummary: build.query<AeSummary, void>({
      query: () => ({ url: paths.externalUsersAeSummary }),
      // Counts change with every contact written, and with a company's status.
      providesTags: ['User', 'Organization'],
    }),
  })),
});

export const { useGetAeSummaryQuery } = getAeSummaryApi;
