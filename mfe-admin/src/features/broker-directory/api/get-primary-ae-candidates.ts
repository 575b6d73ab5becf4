import type { AdminUser, AdminUserList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** The lender's staff fit on one page: a lender has far fewer than a hundred staff members. */
const STAFF_PAGE_SIZE = 100;

/**
 * `GET /api/admin/users?userType=internal` (administrators): the lender's staff, from whom a
 * company's primary account executive is chosen and named (disabled staff included, so a
 * company's current one still has a name).
 */
const getPrimaryAeCandidatesApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/get-primary-ae-candidates', (build) => ({
    getPrimaryAeCandidates: build.query<AdminUser[], void>({
      query: () => ({ url: paths.adminUsers, params: { userType: 'internal', pageSize: STAFF_PAGE_SIZE } }),
      transformResponse: (answer: AdminUserList) => answer.items,
      providesTags: ['User'],
    }),
  })),
});

export const { useGetPrimaryAeCandidatesQuery } = getPrimaryAeCandidatesApi;
