import type { KnowledgeRating, KnowledgeRatingRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { getKnowledgeRatingApi } from './get-knowledge-rating';

/**
 * `PUT /api/knowledge/documents/:id/rating`: the reader's vote (one per document, changeable).
 * The saved vote replaces the cached one, so the viewer shows it selected without reading it again.
 */
const rateKnowledgeDocumentApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/document-viewer/rate-knowledge-document', (build) => ({
    rateKnowledgeDocument: build.mutation<KnowledgeRating['data'], KnowledgeRatingRequest & { documentId: string }>({
      query: ({ documentId, helpful }) => ({ url: paths.knowledgeDocumentRating(documentId), method: 'PUT', body: { helpful } }),
      transformResponse: (answer: KnowledgeRating) => answer.data,
      async onQueryStarted({ documentId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(getKnowledgeRatingApi.util.upsertQueryData('getKnowledgeRating', documentId, data.helpful));
        } catch {
          // The viewer shows the failure from the mutation's own state; the cached vote stays as it was.
        }
      },
    }),
  })),
});

export const { useRateKnowledgeDocumentMutation } = rateKnowledgeDocumentApi;
