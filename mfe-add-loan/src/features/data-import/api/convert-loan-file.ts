import type { LoanFileImportRequest, LoanFileImportResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/loans/convert-xml`: the loan file as base64 text → the imported loan and its token. */
const convertLoanFileApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/data-import/convert-loan-file', (build) => ({
    convertLoanFile: build.mutation<LoanFileImportResponse, LoanFileImportRequest>({
      query: (body) => ({ url: paths.convertXml, method: 'POST', body }),
    }),
  })),
});

export const { useConvertLoanFileMutation } = convertLoanFileApi;
