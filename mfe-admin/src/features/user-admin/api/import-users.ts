import type { UserImportReport, UserImportRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { USER_WRITE_TAGS } from './user-admin-tags';

/**
 * `POST /api/admin/users/import`: checks (`dryRun`) or imports external contacts from CSV text.
 * The report is the answer even when rows are refused; a file refused whole is a 422 problem.
 */
const importUsersApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/user-admin/import-users', (build) => ({
    importAdminUsers: build.mutation<UserImportReport, UserImportRequest>({
      query: (body) => ({ url: paths.adminUsersImport, method: 'POST', body }),
      invalidatesTags: (result) => (result && !result.dryRun && result.imported > 0 ? [...USER_WRITE_TAGS] : []),
    }),
  })),
});

export const { useImportAdminUsersMutation } = importUsersApi;
