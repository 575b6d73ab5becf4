import type { CoverageUpdateRequest, OrganizationCoverage } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

export interface CoverageUpdate extends CoverageUpdateRequest {
  organizationId: string;
}

/** `GET|PUT /api/admin/organizations/:id/coverage` (administrators): the account executives covering a company. */
const organizationCoverageApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/organization-coverage', (build) => ({
    getOrganizationCoverage: build.query<OrganizationCoverage, string>({
      query: (organizationId) => ({ url: paths.adminOrganizationCoverage(organizationId) }),
      providesTags: (_result, _error, organizationId) => [{ type: 'Organization', id: `coverage-${organizationId}` }],
    }),
    setOrganizationCoverage: build.mutation<OrganizationCoverage, CoverageUpdate>({
      query: ({ organizationId, aeIds }) => ({ url: paths.adminOrganizationCoverage(organizationId), method: 'PUT', body: { aeIds } }),
      // Who covers a company changes every account executive's book.
      invalidatesTags: (result) => (result ? ['Organization'] : []),
    }),
  })),
});

export const { useGetOrganizationCoverageQuery, useSetOrganizationCoverageMutation } = organizationCoverageApi;
