import type { ChatSystemStatus } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from './paths';

/** `GET /api/chat/system/status`: whether the assistant answers, and whether the built-in provider stands in for the model. */
const getSystemStatusApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/get-system-status', (build) => ({
    getChatSystemStatus: build.query<ChatSystemStatus['data'], void>({
      query: () => paths.systemStatus,
      transformResponse: (answer: ChatSystemStatus) => answer.data,
    }),
  })),
});

export const { useGetChatSystemStatusQuery } = getSystemStatusApi;
