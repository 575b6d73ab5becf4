import type { EncompassIdsRequest, EncompassUserCard } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/users/by-encompass-ids`: the portal users known by these encompass ids (ids out of the caller's reach are left out). */
const usersByEncompassIdsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/contacts/get-users-by-encompass-ids', (build) => ({
    getUsersByEncompassIds: build.query<EncompassUserCard[], EncompassIdsRequest['ids']>({
      query: (ids) => ({ url: paths.usersByEncompassIds, method: 'POST', body: { ids } }),
    }),
  })),
});

export const { useGetUsersByEncompassIdsQuery } = usersByEncompassIdsApi;
