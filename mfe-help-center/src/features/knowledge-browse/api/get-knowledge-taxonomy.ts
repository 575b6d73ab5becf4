import type { KnowledgeTaxonomy } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { KNOWLEDGE_LIST_TAG } from '../../../api/knowledge-cache-tags';
import { paths } from '../../../api/paths';

export type KnowledgeTaxonomyData = KnowledgeTaxonomy['data'];

/** `GET /api/knowledge/taxonomy`: the published documents' tags and source types, with how many documents each has. */
const getKnowledgeTaxonomyApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-browse/get-knowledge-taxonomy', (build) => ({
    getKnowledgeTaxonomy: build.query<KnowledgeTaxonomyData, void>({
      query: () => paths.knowledgeTaxonomy,
      transformResponse: (answer: KnowledgeTaxonomy) => answer.data,
      providesTags: [KNOWLEDGE_LIST_TAG],
    }),
  })),
});

export const { useGetKnowledgeTaxonomyQuery } = getKnowledgeTaxonomyApi;
