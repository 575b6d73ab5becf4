import type { KnowledgeDocument, KnowledgeDocumentAnswer, KnowledgeSlugParams } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { knowledgeDocumentTag } from '../../../api/knowledge-cache-tags';
import { paths } from '../../../api/paths';

/** `GET /api/knowledge/pages/:type/:slug`: the document a `/knowledge/{type}/{slug}` address names (404 when none). */
const getKnowledgePageApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/document-viewer/get-knowledge-page', (build) => ({
    getKnowledgePage: build.query<KnowledgeDocument, KnowledgeSlugParams>({
      query: ({ type, slug }) => paths.knowledgePage(type, slug),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      providesTags: (result) => (result ? [knowledgeDocumentTag(result._id)] : []),
    }),
  })),
});

export const { useGetKnowledgePageQuery } = getKnowledgePageApi;
