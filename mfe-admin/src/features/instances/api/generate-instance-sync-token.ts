import type { InstanceSyncGenerateQuery, InstanceSyncToken } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/instance-sync/generate-token`: a one-minute, single-use token and the address that
 * signs the user in at the instance. A mutation: each click needs a fresh token, never a cached one.
 */
const generateInstanceSyncTokenApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/instances/generate-instance-sync-token', (build) => ({
    generateInstanceSyncToken: build.mutation<InstanceSyncToken, InstanceSyncGenerateQuery>({
      query: (params) => ({ url: paths.instanceSyncToken, params }),
    }),
  })),
});

export const { useGenerateInstanceSyncTokenMutation } = generateInstanceSyncTokenApi;
