import type { LoanAttachment } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from '../../documents/api/document-paths';
import { attachmentUploadBody } from '../../documents/api/upload-loan-attachment';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/**
 * The documents' upload, `POST /api/loans/:loanId/attachments` as multipart/form-data, answering a
 * condition (its `conditionId` part). A broker's upload turns an open condition submitted. 400
 * unknown-condition, 409 condition-closed, 413 file-too-large and 415 unsupported-file-type come
 * back as problems.
 */
const uploadConditionDocumentApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/upload-condition-document', (build) => ({
    uploadConditionDocument: build.mutation<LoanAttachment, { loanId: string; conditionId: string; file: File }>({
      query: ({ loanId, conditionId, file }) => ({
        url: documentPaths.attachments(loanId),
        method: 'POST',
        body: attachmentUploadBody({ conditionId }, file),
      }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId, { loan: true, documents: true }) : []),
    }),
  })),
});

export const { useUploadConditionDocumentMutation } = uploadConditionDocumentApi;
