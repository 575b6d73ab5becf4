import type { InstanceList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { INSTANCE_LIST_TAG } from './instance-tags';

/** `GET /api/admin/instances`: this portal first, then its sibling instances by name. */
const getInstancesApi = api.enhanceEndpoints({ addTagTypes: ['Instance'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/instances/get-instances', (build) => ({
    getInstances: build.query<InstanceList, void>({
      query: () => paths.adminInstances,
      providesTags: [INSTANCE_LIST_TAG],
    }),
  })),
});

export const { useGetInstancesQuery } = getInstancesApi;
