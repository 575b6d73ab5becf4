import type { KnowledgeDocument, KnowledgeDocumentAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { changedDocumentTags } from './knowledge-admin-tags';

/** `POST /api/knowledge/documents/:id/extract`: a PDF's text is extracted again; it is `processing` meanwhile (409 for other types). */
const reextractKnowledgePdfApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/reextract-knowledge-pdf', (build) => ({
    reextractKnowledgePdf: build.mutation<KnowledgeDocument, string>({
      query: (id) => ({ url: paths.knowledgeExtract(id), method: 'POST' }),
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      invalidatesTags: (result, _error, id) => (result ? changedDocumentTags(id) : []),
    }),
  })),
});

export const { useReextractKnowledgePdfMutation } = reextractKnowledgePdfApi;
