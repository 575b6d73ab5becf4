import type { KnowledgeAnalytics, KnowledgeAnalyticsQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

export type KnowledgeAnalyticsData = KnowledgeAnalytics['data'];

/** `GET /api/knowledge/admin/analytics?from=&to=`: searches, clicks and votes over calendar days (UTC), both days included. */
const getKnowledgeAnalyticsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/get-knowledge-analytics', (build) => ({
    getKnowledgeAnalytics: build.query<KnowledgeAnalyticsData, KnowledgeAnalyticsQuery>({
      query: ({ from, to }) => ({ url: paths.knowledgeAnalytics, params: { from, to } }),
      transformResponse: (answer: KnowledgeAnalytics) => answer.data,
    }),
  })),
});

export const { useGetKnowledgeAnalyticsQuery } = getKnowledgeAnalyticsApi;
