import type { DocumentUploadRules } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi } from './documents-api';

/**
 * `GET /api/documents/upload-rules`: the documents setting's size limit and file types, which every
 * upload to a loan follows. Read again when an administrator saves the setting (the host turns
 * `settings-update` into the `Setting` tag's invalidation).
 */
const getDocumentUploadRulesApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/get-document-upload-rules', (build) => ({
    getDocumentUploadRules: build.query<DocumentUploadRules, void>({
      query: () => documentPaths.uploadRules,
      providesTags: [{ type: 'Setting' as const, id: 'documents' }],
    }),
  })),
});

export const { useGetDocumentUploadRulesQuery } = getDocumentUploadRulesApi;
