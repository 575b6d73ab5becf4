import type { Organization, OrganizationCreateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/admin/organizations` (administrators): a new broker or correspondent company; 201 with it. */
const createOrganizationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/create-organization', (build) => ({
    createOrganization: build.mutation<Organization, OrganizationCreateRequest>({
      query: (body) => ({ url: paths.adminOrganizations, method: 'POST', body }),
      // The companies list (and Add Loan's access, which reads the same list) refetches.
      invalidatesTags: (result) => (result ? ['Organization'] : []),
    }),
  })),
});

export const { useCreateOrganizationMutation } = createOrganizationApi;
