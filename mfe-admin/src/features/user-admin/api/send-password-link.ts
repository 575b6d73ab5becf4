import type { PasswordResetSent } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/admin/users/:id/password-reset` (202): emails the user a one-time link to choose a new password. */
const sendPasswordLinkApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/send-password-link', (build) => ({
    sendAdminUserPasswordLink: build.mutation<PasswordResetSent, string>({
      query: (id) => ({ url: paths.adminUserPasswordReset(id), method: 'POST' }),
    }),
  })),
});

export const { useSendAdminUserPasswordLinkMutation } = sendPasswordLinkApi;
