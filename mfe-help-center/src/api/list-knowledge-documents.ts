import type { KnowledgeDocumentList, KnowledgeDocumentListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { KNOWLEDGE_LIST_TAG, knowledgeDocumentTag } from './knowledge-cache-tags';
import { paths } from './paths';

/** What a reader asks of the document list: by ids or by tags, sorted and paged (1-based). */
export interface KnowledgeListRequest {
  documentIds?: readonly string[];
  tags?: readonly string[];
  sort?: KnowledgeDocumentListQuery['sort'];
  order?: KnowledgeDocumentListQuery['order'];
  page: number;
  pageSize: number;
}

/** The query string of a reader's list: always published documents only (spec: only published documents are shown). */
export function knowledgeListQuery(request: KnowledgeListRequest): KnowledgeDocumentListQuery {
  return {
    status: 'published',
    ...(request.documentIds?.length ? { documentIds: request.documentIds.join(',') } : {}),
    ...(request.tags?.length ? { tags: request.tags.join(',') } : {}),
    ...(request.sort ? { sort: request.sort } : {}),
    ...(request.order ? { order: request.order } : {}),
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * `GET /api/knowledge/documents`: the drawer hydrates search results and lists suggestions with
 * it, the /knowledge page lists a tag's documents.
 */
const listKnowledgeDocumentsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/api/list-knowledge-documents', (build) => ({
    listKnowledgeDocuments: build.query<KnowledgeDocumentList, KnowledgeListRequest>({
      query: (request) => ({ url: paths.knowledgeDocuments, params: knowledgeListQuery(request) }),
      providesTags: (result) => [KNOWLEDGE_LIST_TAG, ...(result?.data ?? []).map((document) => knowledgeDocumentTag(document._id))],
    }),
  })),
});

export const { useListKnowledgeDocumentsQuery } = listKnowledgeDocumentsApi;
