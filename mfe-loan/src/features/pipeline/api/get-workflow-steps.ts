import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/workflow-steps`: the step names the pipeline filters by, in workflow order. */
const getWorkflowStepsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/pipeline/get-workflow-steps', (build) => ({
    getWorkflowSteps: build.query<string[], void>({ query: () => paths.workflowSteps }),
  })),
});

export const { useGetWorkflowStepsQuery } = getWorkflowStepsApi;
