import type { KnowledgeAudit } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { auditTag } from './knowledge-admin-tags';

export type KnowledgeAuditEntry = KnowledgeAudit['data'][number];

/** `GET /api/knowledge/admin/documents/:id/audit`: who changed the document and how, newest first. */
const getKnowledgeDocumentAuditApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/get-knowledge-document-audit', (build) => ({
    getKnowledgeDocumentAudit: build.query<KnowledgeAuditEntry[], string>({
      query: (id) => paths.knowledgeAudit(id),
      transformResponse: (answer: KnowledgeAudit) => answer.data,
      providesTags: (_result, _error, id) => [auditTag(id)],
    }),
  })),
});

export const { useGetKnowledgeDocumentAuditQuery } = getKnowledgeDocumentAuditApi;
