import type { ErrorLogList, ErrorLogListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/admin/error-logs`: one page of the error log, newest first, filtered on the server. */
const getErrorLogsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/error-logs/get-error-logs', (build) => ({
    getErrorLogs: build.query<ErrorLogList, ErrorLogListQuery>({
      query: (params) => ({ url: paths.errorLogs, params }),
      // Errors arrive all the time: each visit reads the log afresh.
      keepUnusedDataFor: 0,
    }),
  })),
});

export const { useGetErrorLogsQuery } = getErrorLogsApi;
