import type { RemotesConfig } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';

export const remotesApi = api.injectEndpoints({
  endpoints: ownedEndpoints('host-shell/remotes/remotes-api', (build) => ({
    /** `GET /api/remotes`: which remote owns which route prefix and slot, and where it lives. */
    getRemotes: build.query<RemotesConfig, void>({ query: () => '/remotes' }),
  })),
});

export const { useGetRemotesQuery } = remotesApi;
