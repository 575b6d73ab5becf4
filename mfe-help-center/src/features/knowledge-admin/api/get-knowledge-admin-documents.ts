import type { KnowledgeAdminList, KnowledgeAdminListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ADMIN_DOCUMENT_LIST_TAG, documentTag } from './knowledge-admin-tags';

/**
 * `GET /api/knowledge/admin/documents`: one page of every document (any status), newest change
 * first, with its votes. Absent filters stay out of the query string (services validate what is sent).
 */
const getKnowledgeAdminDocumentsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/get-knowledge-admin-documents', (build) => ({
    getKnowledgeAdminDocuments: build.query<KnowledgeAdminList, KnowledgeAdminListQuery>({
      query: ({ status, sourceType, text, page, pageSize }) => ({
        url: paths.knowledgeAdminDocuments,
        params: {
          ...(status ? { status } : {}),
          ...(sourceType ? { sourceType } : {}),
          ...(text ? { text } : {}),
          ...(page ? { page } : {}),
          ...(pageSize ? { pageSize } : {}),
        },
      }),
      providesTags: (result) => [ADMIN_DOCUMENT_LIST_TAG, ...(result?.data ?? []).map((document) => documentTag(document._id))],
    }),
  })),
});

export const { useGetKnowledgeAdminDocumentsQuery } = getKnowledgeAdminDocumentsApi;
