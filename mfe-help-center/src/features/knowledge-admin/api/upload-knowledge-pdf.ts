import type { KnowledgeDocument, KnowledgeDocumentAnswer, KnowledgeDocumentInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { changedDocumentTags } from './knowledge-admin-tags';

export interface KnowledgePdfUpload {
  file: File;
  /** The document's fields, with `sourceType: 'pdf'`. */
  input: KnowledgeDocumentInput;
}

/**
 * `POST /api/knowledge/documents/pdf` (multipart/form-data): the `file` part, then the fields as
 * JSON in the `metadata` part. Services answer 202 with the document `processing`: its text is
 * extracted in the background and `knowledge-document-update` says when it is done.
 */
const uploadKnowledgePdfApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/knowledge-admin/upload-knowledge-pdf', (build) => ({
    uploadKnowledgePdf: build.mutation<KnowledgeDocument, KnowledgePdfUpload>({
      query: ({ file, input }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        form.append('metadata', JSON.stringify(input));
        return { url: paths.knowledgePdfUpload, method: 'POST', body: form };
      },
      transformResponse: (answer: KnowledgeDocumentAnswer) => answer.data,
      invalidatesTags: (result) => (result ? changedDocumentTags(result._id) : []),
    }),
  })),
});

export const { useUploadKnowledgePdfMutation } = uploadKnowledgePdfApi;
