import type { AddLoanSettings } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/loans/add-loan-settings`: upload limits, redirect rules, general settings and flags in one read. */
const addLoanSettingsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/add-loan-wizard/get-add-loan-settings', (build) => ({
    getAddLoanSettings: build.query<AddLoanSettings, void>({
      query: () => paths.addLoanSettings,
      // Refetched when an administrator saves any of the settings it is made of.
      providesTags: ['add-loan', 'loan-upload', 'general-settings', 'company-information', 'feature-flags'].map((id) => ({
        type: 'Setting' as const,
        id,
      })),
    }),
  })),
});

export const { useGetAddLoanSettingsQuery } = addLoanSettingsApi;
