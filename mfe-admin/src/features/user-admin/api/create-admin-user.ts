import type { AdminUser, UserCreateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { USER_WRITE_TAGS } from './user-admin-tags';

/** `POST /api/admin/users`: a new user (201), who is emailed a link to choose a password. */
const createAdminUserApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/create-admin-user', (build) => ({
    createAdminUser: build.mutation<AdminUser, UserCreateRequest>({
      query: (body) => ({ url: paths.adminUsers, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...USER_WRITE_TAGS] : []),
    }),
  })),
});

export const { useCreateAdminUserMutation } = createAdminUserApi;
