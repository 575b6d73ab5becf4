import type { ImpersonationStart } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/admin/users/:id/impersonate`: the user's tokens for a short session, and the session's own token to end it. */
const startImpersonationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/start-impersonation', (build) => ({
    startImpersonation: build.mutation<ImpersonationStart, string>({
      query: (id) => ({ url: paths.adminUserImpersonate(id), method: 'POST' }),
    }),
  })),
});

export const { useStartImpersonationMutation } = startImpersonationApi;
