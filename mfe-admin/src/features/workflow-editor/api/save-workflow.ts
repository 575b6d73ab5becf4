import type { StoredWorkflow, Workflow, WorkflowVariant } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { getWorkflowsApi } from './get-workflows';

export interface SaveWorkflowArgs {
  variant: WorkflowVariant;
  workflow: Workflow;
  /** The version the edit started from: services answer 409 `stale-workflow` when another save came first. */
  version: number;
}

/**
 * `PUT /api/workflows/:variant` (administrators): saves the whole workflow of a variant and answers
 * the stored one. The saved entry replaces that variant's entry in the cached list, so the
 * editor and any other reader see the new version without reading the list again.
 */
const saveWorkflowApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/workflow-editor/save-workflow', (build) => ({
    saveWorkflow: build.mutation<StoredWorkflow, SaveWorkflowArgs>({
      query: ({ variant, workflow, version }) => ({ url: paths.workflow(variant), method: 'PUT', body: { workflow, version } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (!saved) return;
        dispatch(
          getWorkflowsApi.util.updateQueryData('getWorkflows', undefined, (list) =>
            list.map((entry) => (entry.variant === saved.variant ? saved : entry)),
          ),
        );
      },
    }),
  })),
});

export const { useSaveWorkflowMutation } = saveWorkflowApi;
