import type { AdminUser, UserUpdateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { USER_WRITE_TAGS } from './user-admin-tags';

export interface AdminUserUpdate {
  id: string;
  change: UserUpdateRequest;
}

/** `PATCH /api/admin/users/:id`: changes the fields sent (details, roles, or whether the user may sign in). */
const updateAdminUserApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/update-admin-user', (build) => ({
    updateAdminUser: build.mutation<AdminUser, AdminUserUpdate>({
      query: ({ id, change }) => ({ url: paths.adminUser(id), method: 'PATCH', body: change }),
      invalidatesTags: (result) => (result ? [...USER_WRITE_TAGS] : []),
    }),
  })),
});

export const { useUpdateAdminUserMutation } = updateAdminUserApi;
