import type { Instance, InstanceCreateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { INSTANCE_LIST_TAG } from './instance-tags';

/** `POST /api/admin/instances`: a sibling instance (201); a taken name or address is a 409 under its field. */
const createInstanceApi = api.enhanceEndpoints({ addTagTypes: ['Instance'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/instances/create-instance', (build) => ({
    createInstance: build.mutation<Instance, InstanceCreateRequest>({
      query: (body) => ({ url: paths.adminInstances, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [INSTANCE_LIST_TAG] : []),
    }),
  })),
});

export const { useCreateInstanceMutation } = createInstanceApi;
