import type { AdminUserList, AdminUserListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ADMIN_USER_LIST_TAG } from './user-admin-tags';

/** `GET /api/admin/users`: one page of users, filtered and sorted on the server. */
const getAdminUsersApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/get-admin-users', (build) => ({
    getAdminUsers: build.query<AdminUserList, AdminUserListQuery>({
      query: (params) => ({ url: paths.adminUsers, params }),
      providesTags: [ADMIN_USER_LIST_TAG],
    }),
  })),
});

export const { useGetAdminUsersQuery } = getAdminUsersApi;
