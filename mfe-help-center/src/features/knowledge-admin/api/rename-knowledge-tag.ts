import type { KnowledgeTagRename, KnowledgeTagRenamed } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ADMIN_DOCUMENT_LIST_TAG, ADMIN_TAXONOMY_TAG } from './knowledge-admin-tags';

/**
 * `POST /api/knowledge/admin/tags/rename`: renames a tag on every document; when the new name is
 * a tag already, the two merge (`merged: true`). Answers how many documents changed.
 */
const renameKnowledgeTagApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/rename-knowledge-tag', (build) => ({
    renameKnowledgeTag: build.mutation<KnowledgeTagRenamed['data'], KnowledgeTagRename>({
      query: (body) => ({ url: paths.knowledgeTagRename, method: 'POST', body }),
      transformResponse: (answer: KnowledgeTagRenamed) => answer.data,
      invalidatesTags: (result) => (result ? [ADMIN_TAXONOMY_TAG, ADMIN_DOCUMENT_LIST_TAG] : []),
    }),
  })),
});

export const { useRenameKnowledgeTagMutation } = renameKnowledgeTagApi;
