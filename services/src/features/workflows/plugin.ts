import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  checkWorkflowDefinition,
  IdParamsSchema,
  LoanWorkflowSchema,
  StoredWorkflowListSchema,
  StoredWorkflowSchema,
  WorkflowSaveRequestSchema,
  WorkflowStepNamesSchema,
  WorkflowVariantParamsSchema,
} from 'shared-rules';
import { displayNameOf } from '../../platform/auth/display-name';
import { ApiError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { NO_LOAN, readableLoanOrganization } from '../loans';
import { ruleSetsFor } from '../rule-sets';
import { currentStepOf, evaluateLoanProgress, loanWorkflowView } from './loan-progress';
import { refreshStepsOfVariant, storeCurrentStep } from './step-tracking';
import { listWorkflows, saveWorkflow } from './workflow-store';
import { adminsOnly, SIGNED_IN } from '../../platform/access/declarations';

const administratorsOnly = adminsOnly({ text: 'Only administrators can change workflows.' });

/**
 * Workflows per variant (read and saved by administrators, with a version and an audit row per
 * save) and a loan's evaluated workflow, the Workflow tab. Reading a loan's workflow also stores
 * its current step when it moved without a write (a rule set or the date changed).
 */
export async function workflowsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/workflows',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['workflows'],
        summary: 'The workflow of each variant (WH, DEL, NONDEL), with its version (administrators)',
        security: bearerSecurity,
        response: { 200: StoredWorkflowListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    () => listWorkflows(app.db),
  );

  app.put(
    '/workflows/:variant',
    {
      bodyLimit: 1024 * 1024,
      config: { access: administratorsOnly },
      schema: {
        tags: ['workflows'],
        summary:
          'Save the workflow of a variant (administrators): 400 invalid-workflow names each problem, 409 stale-workflow when it changed since the version sent',
        security: bearerSecurity,
        params: WorkflowVariantParamsSchema,
        body: WorkflowSaveRequestSchema,
        response: { 200: StoredWorkflowSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request) => {
      const { variant } = request.params;
      const { workflow, version } = request.body;
      const knownTags = new Set((await ruleSetsFor(app.db, 'every-organization')).flatMap((set) => set.tags));
      const problems = checkWorkflowDefinition(workflow, knownTags);
      if (problems.length > 0) {
        throw new ApiError(400, 'invalid-workflow', `The workflow cannot be saved: ${problems[0].message}`, {
          fields: problems.map((problem) => ({ field: `body.workflow.${problem.path}`, message: problem.message })),
        });
      }
      await saveWorkflow(app.db, {
        variant,
        workflow,
        expectedVersion: version,
        user: { id: request.user.id, name: await displayNameOf(app.db, request.user.id) },
      });
      // The save is answered at once; loans move to their new steps behind it and announce themselves.
      void refreshStepsOfVariant(app, variant).catch((error: unknown) =>
        app.log.error({ err: error, variant }, 'loan steps could not be refreshed after a workflow save'),
      );
      const saved = (await listWorkflows(app.db)).find((entry) => entry.variant === variant);
      if (!saved) throw notFound('No workflow for this variant.');
      return saved;
    },
  );

  app.get(
    '/workflow-steps',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['workflows'],
        summary: 'The step names of every workflow, in order, each once: what the pipeline filters by',
        security: bearerSecurity,
        response: { 200: WorkflowStepNamesSchema, ...authenticatedProblems },
      },
    },
    async () => {
      const names = new Map<string, string>();
      for (const { workflow } of await listWorkflows(app.db)) {
        for (const step of workflow.steps)
          if (step.enabled !== false && !names.has(step.name.toLowerCase())) names.set(step.name.toLowerCase(), step.name);
      }
      return [...names.values()];
    },
  );

  app.get(
    '/loans/:id/workflow',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['workflows'],
        summary: "The loan's workflow evaluated now: visible steps, the current one, each task's state and what it still needs",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: LoanWorkflowSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await readableLoanOrganization(app, request.user, request.params.id);
      const loan = await app.db
        .selectFrom('loans')
        .select(['id', 'organizationId', 'channel', 'delegated', 'folder', 'document', 'currentStep'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!loan) throw notFound(NO_LOAN);
      const progress = await evaluateLoanProgress(app, loan);
      await storeCurrentStep(app, loan, currentStepOf(progress));
      return loanWorkflowView(progress);
    },
  );
}
