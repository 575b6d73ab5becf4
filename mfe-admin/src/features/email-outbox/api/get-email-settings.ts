import type { EmailSettingsStatus } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/admin/email-settings`: how mail leaves the portal, read from the services' configuration. */
const getEmailSettingsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/email-outbox/get-email-settings', (build) => ({
    getEmailSettings: build.query<EmailSettingsStatus, void>({
      query: () => paths.emailSettings,
    }),
  })),
});

export const { useGetEmailSettingsQuery } = getEmailSettingsApi;
