import type { FastifyInstance } from 'fastify';
import {
  borrowerPairCount,
  evaluateWorkflow,
  loanTabs,
  loanTabsContextFor,
  readFieldValues,
  taskTab,
  workflowVariant,
  type LoanDocument,
  type LoanFrame,
  type LoanWorkflow,
  type RuleSet,
  type TaskEvaluation,
  type TaskState,
  type Workflow,
  type WorkflowDocumentsInput,
  type WorkflowEvaluation,
  type WorkflowVariant,
} from 'shared-rules';
import { listLoanDocuments } from '../documents';
import { ruleErrorText, ruleFieldIds } from '../loans';
import { organizationRuleSets } from '../rule-sets';
import { readSettingValue } from '../../platform/settings/setting-reader';
import type { AuthUser } from '../../platform/auth/auth-user';
import { lockStateOf, readOnlyFor } from './resource-lock';
import { adverseActionLockOf } from './loan-lock';
import { loadWorkflow } from './workflow-store';

/** What the loan's workflow, tabs and lock are judged from. */
export interface LoanFacts {
  id: string;
  organizationId: string;
  channel: string;
  delegated: boolean;
  folder: string;
  document: LoanDocument;
}

/** A loan judged now: its workflow (when its variant has one with steps) and the values the rules read. */
export interface LoanProgress {
  variant: WorkflowVariant | null;
  workflow: Workflow | null;
  evaluation: WorkflowEvaluation | null;
  ruleSets: readonly RuleSet[];
  values: Record<string, unknown>;
  pairCount: number;
}

/** What a loan is judged with, read from the stores. */
export interface LoanProgressInputs {
  ruleSets: readonly RuleSet[];
  /** The variant's stored workflow; one without steps counts as none. */
  workflow: Workflow | null;
  documents: WorkflowDocumentsInput;
}

/**
 * Evaluates the loan's workflow against its data, documents and attachment records with the
 * organisation's rule sets (lender-wide ones included), as shared-rules `evaluateWorkflow` decides.
 */
export function judgeLoanProgress(loan: LoanFacts, inputs: LoanProgressInputs, today: Date = new Date()): LoanProgress {
  const variant = workflowVariant(loan.channel, loan.delegated);
  const { ruleSets, documents } = inputs;
  const pairCount = borrowerPairCount(loan.document.applications.length);
  const { values } = readFieldValues(loan.document, ruleFieldIds(ruleSets, pairCount));
  const workflow = variant !== null && inputs.workflow && inputs.workflow.steps.length > 0 ? inputs.workflow : null;
  const evaluation = workflow ? evaluateWorkflow(workflow, { ruleSets, values, documents, borrowerPairs: pairCount, today }) : null;
  return { variant, workflow, evaluation, ruleSets, values, pairCount };
}

/**
 * `judgeLoanProgress` with its inputs read now. The rule sets and the workflow come from caches
 * that keep one object per version, so their rules compile once per version, not once per loan.
 */
export async function evaluateLoanProgress(app: FastifyInstance, loan: LoanFacts, today: Date = new Date()): Promise<LoanProgress> {
  const variant = workflowVariant(loan.channel, loan.delegated);
  const [{ ruleSets }, stored, documents] = await Promise.all([
    organizationRuleSets(app, loan.organizationId, null),
    variant === null ? Promise.resolve(null) : loadWorkflow(app.db, variant),
    listLoanDocuments(app.db, loan.id),
  ]);
  return judgeLoanProgress(loan, { ruleSets, workflow: stored?.workflow ?? null, documents }, today);
}

/** The name of the current step, or null when the loan has no workflow. */
export function currentStepOf(progress: LoanProgress): string | null {
  return progress.evaluation?.currentStep?.name ?? null;
}

/**
 * How the tab shows a task. A task without rules (the specification's "optional") that still
 * waits on a required document is to do: the step waits on it too. A task that asks for nothing
 * required and has nothing uploaded is optional; everything else is complete or to do.
 */
function taskState(task: TaskEvaluation): TaskState {
  const asksNothing = task.optional && task.documents.every((document) => document.optional);
  if (asksNothing && task.documents.every((document) => document.count === 0)) return 'optional';
  return task.complete ? 'complete' : 'to-do';
}

/** The Workflow tab's view: the visible steps and tasks, each task's state and why it is not complete. */
export function loanWorkflowView(progress: LoanProgress): LoanWorkflow {
  const { evaluation, workflow } = progress;
  if (!evaluation || !workflow) return { variant: progress.variant, configured: false, currentStep: null, steps: [] };
  const steps = evaluation.steps.flatMap((step, stepIndex) =>
    step.visible
      ? [
          {
            name: step.name,
            complete: step.complete,
            current: stepIndex === evaluation.currentStepIndex,
            hiddenTasksOpen: step.hiddenTasksOpen,
            tasks: step.tasks.flatMap((task, taskIndex) =>
              task.visible
                ? [
                    {
                      featureKey: task.featureKey,
                      label: task.name ?? task.featureKey,
                      state: taskState(task),
                      problems: [...new Set(task.errors.map((error) => ruleErrorText(error, progress.pairCount)))],
                      documents: task.documents.map((document) => ({
                        key: document.key,
                        folderName: document.folderName ?? null,
                        count: document.count,
                        numberRequired: document.numberRequired,
                        optional: document.optional,
                        complete: document.complete,
                      })),
                      oneOfDocuments: workflow.steps[stepIndex].tasks[taskIndex].enforceOneOfDocs === true,
                      tab: taskTab(task.featureKey),
                    },
                  ]
                : [],
            ),
          },
        ]
      : [],
  );
  return { variant: progress.variant, configured: true, currentStep: evaluation.currentStep?.name ?? null, steps };
}

/**
 * The loan's frame for the user: the adverse-action lock (with the trigger the workflow setting
 * picks), the resource lock and archived flag, and the tabs open on it, from its workflow
 * progress, the rule-driven modes and the feature flags.
 */
export async function loanFrameOf(app: FastifyInstance, user: AuthUser, loan: LoanFacts, progress: LoanProgress): Promise<LoanFrame> {
  const [flags, locked, lockState] = await Promise.all([
    readSettingValue(app, 'feature-flags'),
    adverseActionLockOf(app, loan),
    lockStateOf(app, loan.id),
  ]);
  const context = loanTabsContextFor({
    variant: progress.variant,
    workflow: progress.evaluation,
    ruleSets: progress.ruleSets,
    values: progress.values,
    options: { borrowerPairs: progress.pairCount },
    flags: { earlyIcd: flags.earlyIcd, hoiOptOutPage: flags.hoiOptOutPage },
    adverseActionLock: locked,
  });
  return {
    tabs: loanTabs(context),
    adverseActionLocked: locked,
    resourceLock: lockState.resourceLock,
    archived: lockState.archived,
    readOnly: readOnlyFor(lockState, user),
  };
}
