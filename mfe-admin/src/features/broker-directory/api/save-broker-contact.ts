import type { AdminUser, UserCreateRequest, UserUpdateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

export interface BrokerContactUpdate {
  id: string;
  change: UserUpdateRequest;
}

/**
 * `POST /api/admin/users` and `PATCH /api/admin/users/:id` for a broker contact: the users
 * administration's writes, named for this page (an endpoint name has one owner).
 */
const saveBrokerContactApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/save-broker-contact', (build) => ({
    createBrokerContact: build.mutation<AdminUser, UserCreateRequest>({
      query: (body) => ({ url: paths.adminUsers, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    updateBrokerContact: build.mutation<AdminUser, BrokerContactUpdate>({
      query: ({ id, change }) => ({ url: paths.adminUser(id), method: 'PATCH', body: change }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
  })),
});

export const { useCreateBrokerContactMutation, useUpdateBrokerContactMutation } = saveBrokerContactApi;
