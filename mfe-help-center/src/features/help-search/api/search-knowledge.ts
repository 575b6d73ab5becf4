import { KNOWLEDGE_SEARCH_TOP_K, type KnowledgeSearchAnswer, type KnowledgeSearchRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** Spec: the search payload is the query, a filters object and options with topK 20. */
export function knowledgeSearchRequest(query: string): KnowledgeSearchRequest {
  return { query, filters: {}, options: { topK: KNOWLEDGE_SEARCH_TOP_K } };
}

export type KnowledgeSearchData = KnowledgeSearchAnswer['data'];

/**
 * `POST /api/knowledge/search`: the best matches of a (trimmed, non-blank) query, best first, and
 * the search's id for recording which result was opened. A read, so a query: the same words typed
 * again within a minute reuse the answer instead of searching again.
 */
const searchKnowledgeApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/help-search/search-knowledge', (build) => ({
    searchKnowledge: build.query<KnowledgeSearchData, string>({
      query: (query) => ({ url: paths.knowledgeSearch, method: 'POST', body: knowledgeSearchRequest(query) }),
      transformResponse: (answer: KnowledgeSearchAnswer) => answer.data,
    }),
  })),
});

export const { useSearchKnowledgeQuery } = searchKnowledgeApi;
