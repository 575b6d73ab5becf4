import type { AddLoanSettings } from 'shared-rules';
import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/loans/add-loan-settings`: upload limits, redirect rules, general settings and flags in one read. */
const addLoanSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddLoanSettings: build.query<AddLoanSettings, void>({
      query: () => paths.addLoanSettings,
      providesTags: [{ type: 'Setting', id: 'add-loan' }],
    }),
  }),
});

export const { useGetAddLoanSettingsQuery } = addLoanSettingsApi;
