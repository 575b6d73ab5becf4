import type { Organization, OrganizationUpdateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

export interface OrganizationUpdate {
  id: string;
  /** Only the fields that changed: the others stay as they are on the server. */
  changes: OrganizationUpdateRequest;
}

/**
 * `PATCH /api/admin/organizations/:id` (administrators, and account executives for the companies
 * they cover; only administrators may send `primaryAeId`); 200 with the company.
 */
const updateOrganizationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/update-organization', (build) => ({
    updateOrganization: build.mutation<Organization, OrganizationUpdate>({
      query: ({ id, changes }) => ({ url: paths.adminOrganization(id), method: 'PATCH', body: changes }),
      invalidatesTags: (result) => (result ? ['Organization'] : []),
    }),
  })),
});

export const { useUpdateOrganizationMutation } = updateOrganizationApi;
