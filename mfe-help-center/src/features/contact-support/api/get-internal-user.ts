import type { InternalUser } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

const getInternalUserApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/contact-support/get-internal-user', (build) => ({
    getInternalUser: build.query<InternalUser, string>({
      query: (id) => paths.internalUser(id),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  })),
});

export const { useGetInternalUserQuery } = getInternalUserApi;
