import type { ContactSyncResult } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/external-users/sync/:id`: brings the contact into line; the answer says what changed. */
const syncBrokerContactApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/sync-broker-contact', (build) => ({
    syncBrokerContact: build.mutation<ContactSyncResult, string>({
      query: (id) => ({ url: paths.externalUserSync(id), method: 'POST' }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
  })),
});

export const { useSyncBrokerContactMutation } = syncBrokerContactApi;
