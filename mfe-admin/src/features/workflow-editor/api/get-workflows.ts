import type { StoredWorkflow } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/workflows` (administrators): the stored workflow of each variant, with its version and last save. */
const getWorkflowsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/workflow-editor/get-workflows', (build) => ({
    getWorkflows: build.query<StoredWorkflow[], void>({
      query: () => paths.workflows,
    }),
  })),
});

export const { useGetWorkflowsQuery } = getWorkflowsApi;
export { getWorkflowsApi };
