import type { ExternalUser, ExternalUserSearchRequest, Paged } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/external-users`: a page of the contacts the caller reaches (a read, sent as POST by the contract). */
const searchBrokerContactsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/broker-directory/search-broker-contacts', (build) => ({
    searchBrokerContacts: build.query<Paged<ExternalUser>, ExternalUserSearchRequest>({
      query: (body) => ({ url: paths.externalUsers, method: 'POST', body }),
      providesTags: ['User'],
    }),
  })),
});

export const { useSearchBrokerContactsQuery } = searchBrokerContactsApi;
