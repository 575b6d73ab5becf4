import type { KnowledgeDocument, KnowledgeDocumentAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { knowledgeDocumentTag } from '../../../api/knowledge-cache-tags';
import { paths } from '../../../api/paths';

/**
 * `GET /api/knowledge/documents/:id`: the whole document for the viewer (404 when it is absent or
 * not visible to the reader). Tagged with its id even when refused, so its update event reads it again.
 */
const getKnowledgeDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/document-viewer/get-knowledge-document', (build) => ({
    getKnowledgeDocument: build.query<KnowledgeDocument, string>({
      query: (documentId) => paths.knowledgeDocument(documentId),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      providesTags: (_result, _error, documentId) => [knowledgeDocumentTag(documentId)],
    }),
  })),
});

export const { useGetKnowledgeDocumentQuery } = getKnowledgeDocumentApi;
