import type { KnowledgeDocument, KnowledgeDocumentAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { changedDocumentTags } from './knowledge-admin-tags';

/** `POST /api/knowledge/documents/:id/archive`: readers no longer find or open the document; editing it can publish it again. */
const archiveKnowledgeDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/archive-knowledge-document', (build) => ({
    archiveKnowledgeDocument: build.mutation<KnowledgeDocument, string>({
      query: (id) => ({ url: paths.knowledgeArchive(id), method: 'POST' }),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      invalidatesTags: (result, _error, id) => (result ? changedDocumentTags(id) : []),
    }),
  })),
});

export const { useArchiveKnowledgeDocumentMutation } = archiveKnowledgeDocumentApi;
