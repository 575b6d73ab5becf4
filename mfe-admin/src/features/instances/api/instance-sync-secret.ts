import type { InstanceSyncGeneratedSecret, InstanceSyncSecretEntry, InstanceSyncStatus } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { INSTANCE_LIST_TAG, INSTANCE_SYNC_TAG } from './instance-tags';

/**
 * `/api/admin/instance-sync*`: whether users can move between instances (read again when an
 * instance changes, since an enabled sibling is needed), and the shared secret's writes.
 */
const instanceSyncSecretApi = api.enhanceEndpoints({ addTagTypes: ['Instance'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/instances/instance-sync-secret', (build) => ({
    getInstanceSyncStatus: build.query<InstanceSyncStatus, void>({
      query: () => paths.adminInstanceSync,
      providesTags: [INSTANCE_SYNC_TAG, INSTANCE_LIST_TAG],
    }),
    /** The answer is the only time the new secret is shown. */
    generateInstanceSyncSecret: build.mutation<InstanceSyncGeneratedSecret, void>({
      query: () => ({ url: paths.adminInstanceSyncSecret, method: 'POST' }),
      invalidatesTags: (result) => (result ? [INSTANCE_SYNC_TAG] : []),
    }),
    enterInstanceSyncSecret: build.mutation<InstanceSyncStatus, InstanceSyncSecretEntry>({
      query: (body) => ({ url: paths.adminInstanceSyncSecret, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [INSTANCE_SYNC_TAG] : []),
    }),
    removeInstanceSyncSecret: build.mutation<InstanceSyncStatus, void>({
      query: () => ({ url: paths.adminInstanceSyncSecret, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [INSTANCE_SYNC_TAG] : []),
    }),
  })),
});

export const {
  useGetInstanceSyncStatusQuery,
  useGenerateInstanceSyncSecretMutation,
  useEnterInstanceSyncSecretMutation,
  useRemoveInstanceSyncSecretMutation,
} = instanceSyncSecretApi;
