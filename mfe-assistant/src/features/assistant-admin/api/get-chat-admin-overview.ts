import type { ChatAdminOverview } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import type { PeriodQuery } from 'shared-ui';

export type ChatAdminOverviewData = ChatAdminOverview['data'];

/** `GET /api/chat/admin/overview?from=&to=`: the assistant's use over calendar days (UTC), both days included. */
const getChatAdminOverviewApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-admin-overview', (build) => ({
    getChatAdminOverview: build.query<ChatAdminOverviewData, PeriodQuery>({
      query: ({ from, to }) => ({ url: paths.chatAdminOverview, params: { from, to } }),
      transformResponse: (answer: ChatAdminOverview) => answer.data,
    }),
  })),
});

export const { useGetChatAdminOverviewQuery } = getChatAdminOverviewApi;
