import type {
  AccessSession,
  EmailChangeRequest,
  IntegrationTokenRequest,
  IntegrationTokenStatus,
  MfaCodeRequest,
  MfaConfirmed,
  MfaDisableRequest,
  MfaEnrolment,
  MfaStatus,
  PasswordChangeRequest,
  Profile,
  ProfileUpdateRequest,
} from 'shared-rules';
import { api, ownedEndpoints, tokensRefreshed } from 'shared-ui';

const INTEGRATION_TOKEN_TAG = { type: 'Profile', id: 'integration-token' } as const;
const MFA_TAG = { type: 'Profile', id: 'mfa' } as const;

/**
 * The signed-in user's own account (/settings/*): name and phones, email, password and the
 * integration token. Each answer that changes the profile refreshes it everywhere (tag `Profile`).
 */
export const accountApi = api.injectEndpoints({
  endpoints: ownedEndpoints('host-shell/settings/account-api', (build) => ({
    updateProfile: build.mutation<Profile, ProfileUpdateRequest>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    changeEmail: build.mutation<Profile, EmailChangeRequest>({
      query: (body) => ({ url: '/profile/email', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    /** Every other sign-in ends; the new session (cookie and access token) keeps this browser signed in. */
    changePassword: build.mutation<AccessSession, PasswordChangeRequest>({
      query: (body) => ({ url: '/profile/password', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tokensRefreshed(data));
      },
    }),
    getIntegrationToken: build.query<IntegrationTokenStatus, void>({
      query: () => '/profile/integration-token',
      providesTags: [INTEGRATION_TOKEN_TAG],
    }),
    storeIntegrationToken: build.mutation<IntegrationTokenStatus, IntegrationTokenRequest>({
      query: (body) => ({ url: '/profile/integration-token', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Profile', INTEGRATION_TOKEN_TAG] : []),
    }),
    removeIntegrationToken: build.mutation<IntegrationTokenStatus, void>({
      query: () => ({ url: '/profile/integration-token', method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['Profile', INTEGRATION_TOKEN_TAG] : []),
    }),
    getMfaStatus: build.query<MfaStatus, void>({
      query: () => '/profile/mfa',
      providesTags: [MFA_TAG],
    }),
    /** A new secret and its QR code; nothing changes until `confirmMfaEnrolment`. */
    startMfaEnrolment: build.mutation<MfaEnrolment, void>({
      query: () => ({ url: '/profile/mfa/enrolment', method: 'POST' }),
    }),
    confirmMfaEnrolment: build.mutation<MfaConfirmed, MfaCodeRequest>({
      query: (body) => ({ url: '/profile/mfa/enrolment/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Profile', MFA_TAG] : []),
    }),
    disableMfa: build.mutation<MfaStatus, MfaDisableRequest>({
      query: (body) => ({ url: '/profile/mfa', method: 'DELETE', body }),
      invalidatesTags: (result) => (result ? ['Profile', MFA_TAG] : []),
    }),
  })),
});

export const {
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useGetIntegrationTokenQuery,
  useStoreIntegrationTokenMutation,
  useRemoveIntegrationTokenMutation,
  useGetMfaStatusQuery,
  useStartMfaEnrolmentMutation,
  useConfirmMfaEnrolmentMutation,
  useDisableMfaMutation,
} = accountApi;
