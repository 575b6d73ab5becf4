import type { KnowledgeDocument, KnowledgeDocumentAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { documentTag } from './knowledge-admin-tags';

/** `GET /api/knowledge/documents/:id`: the whole document, content included (administrators read every status). */
const getKnowledgeAdminDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/get-knowledge-admin-document', (build) => ({
    getKnowledgeAdminDocument: build.query<KnowledgeDocument, string>({
      query: (id) => paths.knowledgeDocument(id),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      providesTags: (_result, _error, id) => [documentTag(id)],
    }),
  })),
});

export const { useGetKnowledgeAdminDocumentQuery } = getKnowledgeAdminDocumentApi;
