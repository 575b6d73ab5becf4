import type { KnowledgeDocument, KnowledgeDocumentAnswer, KnowledgeDocumentInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { changedDocumentTags } from './knowledge-admin-tags';

/** `PUT /api/knowledge/documents/:id`: the whole input again (a PDF's content is its file and is not sent). */
const updateKnowledgeDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/update-knowledge-document', (build) => ({
    updateKnowledgeDocument: build.mutation<KnowledgeDocument, { id: string; input: KnowledgeDocumentInput }>({
      query: ({ id, input }) => ({ url: paths.knowledgeDocument(id), method: 'PUT', body: input }),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      invalidatesTags: (result, _error, { id }) => (result ? changedDocumentTags(id) : []),
    }),
  })),
});

export const { useUpdateKnowledgeDocumentMutation } = updateKnowledgeDocumentApi;
