import type { KnowledgeAdminTaxonomy } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ADMIN_TAXONOMY_TAG } from './knowledge-admin-tags';

export type KnowledgeAdminTaxonomyData = KnowledgeAdminTaxonomy['data'];

/** `GET /api/knowledge/admin/taxonomy`: every tag and audience over all documents, with how many documents and published ones carry it. */
const getKnowledgeAdminTaxonomyApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/get-knowledge-admin-taxonomy', (build) => ({
    getKnowledgeAdminTaxonomy: build.query<KnowledgeAdminTaxonomyData, void>({
      query: () => paths.knowledgeAdminTaxonomy,
      transformResponse: (answer: KnowledgeAdminTaxonomy) => answer.data,
      providesTags: [ADMIN_TAXONOMY_TAG],
    }),
  })),
});

export const { useGetKnowledgeAdminTaxonomyQuery } = getKnowledgeAdminTaxonomyApi;
