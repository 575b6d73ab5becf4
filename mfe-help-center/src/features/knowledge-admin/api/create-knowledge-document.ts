import type { KnowledgeDocument, KnowledgeDocumentAnswer, KnowledgeDocumentInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { changedDocumentTags } from './knowledge-admin-tags';

/** `POST /api/knowledge/documents`: a new article (HTML), link (https) or video (YouTube or Vimeo); 201 with the document. */
const createKnowledgeDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/create-knowledge-document', (build) => ({
    createKnowledgeDocument: build.mutation<KnowledgeDocument, KnowledgeDocumentInput>({
      query: (body) => ({ url: paths.knowledgeDocuments, method: 'POST', body }),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      invalidatesTags: (result) => (result ? changedDocumentTags(result._id) : []),
    }),
  })),
});

export const { useCreateKnowledgeDocumentMutation } = createKnowledgeDocumentApi;
