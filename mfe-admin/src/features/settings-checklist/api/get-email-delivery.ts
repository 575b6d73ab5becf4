import type { EmailSettingsStatus } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/admin/email-settings`, read by the checklist for one fact: whether the services'
 * environment configures SMTP (then email is set up even if the sender was never saved).
 */
export const emailDeliveryApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/settings-checklist/get-email-delivery', (build) => ({
    getChecklistEmailDelivery: build.query<EmailSettingsStatus, void>({
      query: () => paths.emailSettings,
    }),
  })),
});

export const { useGetChecklistEmailDeliveryQuery } = emailDeliveryApi;
