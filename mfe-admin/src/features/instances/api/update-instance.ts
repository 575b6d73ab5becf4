import type { Instance, InstanceUpdateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { INSTANCE_LIST_TAG } from './instance-tags';

export interface InstanceUpdate {
  id: string;
  change: InstanceUpdateRequest;
}

/** `PATCH /api/admin/instances/:id`: the fields sent (name, address, enabled); this portal stays enabled. */
const updateInstanceApi = api.enhanceEndpoints({ addTagTypes: ['Instance'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/instances/update-instance', (build) => ({
    updateInstance: build.mutation<Instance, InstanceUpdate>({
      query: ({ id, change }) => ({ url: paths.adminInstance(id), method: 'PATCH', body: change }),
      invalidatesTags: (result) => (result ? [INSTANCE_LIST_TAG] : []),
    }),
  })),
});

export const { useUpdateInstanceMutation } = updateInstanceApi;
