import type { KnowledgeRating } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** The reader's "Was this helpful" vote on a document: true, false, or null when they never voted. */
export type HelpfulVote = boolean | null;

/** `GET /api/knowledge/documents/:id/rating`: the signed-in reader's own vote. */
export const getKnowledgeRatingApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/document-viewer/get-knowledge-rating', (build) => ({
    getKnowledgeRating: build.query<HelpfulVote, string>({
      query: (documentId) => paths.knowledgeDocumentRating(documentId),
      transformResponse: (answer: KnowledgeRating) => answer.data.helpful,
    }),
  })),
});

export const { useGetKnowledgeRatingQuery } = getKnowledgeRatingApi;
