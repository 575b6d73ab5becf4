import type { LoanFileImportRequest, LoanFileImportResponse } from 'shared-rules';
import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/loans/convert-xml`: the loan file as base64 text → the imported loan and its token. */
const convertLoanFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    convertLoanFile: build.mutation<LoanFileImportResponse, LoanFileImportRequest>({
      query: (body) => ({ url: paths.convertXml, method: 'POST', body }),
    }),
  }),
});

export const { useConvertLoanFileMutation } = convertLoanFileApi;
