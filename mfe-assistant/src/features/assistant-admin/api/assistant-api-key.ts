import type { AssistantApiKeyInput, AssistantApiKeyStatus } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

type KeyStatus = AssistantApiKeyStatus['data'];

/** Storing or removing the key changes whether the model answers: the system status is read again too. */
const API_KEY_TAG = { type: 'Setting', id: 'assistant-api-key' } as const;

/**
 * `GET|PUT|DELETE /api/chat/admin/api-key`: where the model's API key comes from, storing one
 * (encrypted by the services; never sent back) and removing it.
 */
const assistantApiKeyApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/assistant-api-key', (build) => ({
    getAssistantApiKey: build.query<KeyStatus, void>({
      query: () => paths.chatAdminApiKey,
      transformResponse: (answer: AssistantApiKeyStatus) => answer.data,
      providesTags: [API_KEY_TAG],
    }),
    storeAssistantApiKey: build.mutation<KeyStatus, AssistantApiKeyInput>({
      query: (body) => ({ url: paths.chatAdminApiKey, method: 'PUT', body }),
      transformResponse: (answer: AssistantApiKeyStatus) => answer.data,
      invalidatesTags: (result) => (result ? [API_KEY_TAG] : []),
    }),
    removeAssistantApiKey: build.mutation<KeyStatus, void>({
      query: () => ({ url: paths.chatAdminApiKey, method: 'DELETE' }),
      transformResponse: (answer: AssistantApiKeyStatus) => answer.data,
      invalidatesTags: (result) => (result ? [API_KEY_TAG] : []),
    }),
  })),
});

export const { useGetAssistantApiKeyQuery, useStoreAssistantApiKeyMutation, useRemoveAssistantApiKeyMutation } = assistantApiKeyApi;
