import type { ApiProblem } from 'shared-rules';
import type { WorkflowValues } from './workflow-form-values';

/** Form errors by form path (`steps.1.tasks.0.enforceDocs.2.key`). */
export type WorkflowErrors = Record<string, string>;

const WORKFLOW_PREFIX = 'body.workflow.';

/** The form paths the editor shows an input for; a problem elsewhere is listed above the steps. */
const FIELD_PATHS = [
  /^steps\.\d+\.(name|displayRules|completionRules)$/,
  /^steps\.\d+\.tasks\.\d+\.(featureKey|name|displayRules|enforceRules|completionRules|enforceOneOfDocs)$/,
  /^steps\.\d+\.tasks\.\d+\.enforceDocs\.\d+\.(key|numberRequired|optional|folderName)$/,
];

/**
 * The form path a problem's path is shown at: one tag of a list (`…displayRules.2`) at its list,
 * an older single tag (`…displayRulesTag`) at the picker that shows it.
 */
export const toFieldPath = (path: string): string => path.replace(/(Rules)\.\d+$/, '$1').replace(/(display|enforce)RulesTag$/, '$1Rules');

/** Whether the editor has an input at `path`, so a problem there is shown under it. */
export const isFieldPath = (path: string): boolean => FIELD_PATHS.some((pattern) => pattern.test(path));

/**
 * The problems of a refused save (400 `invalid-workflow` from the definition checks, or
 * `invalid-input` from the schema) as form errors: `body.workflow.steps.1.name` becomes the form
 * path `steps.1.name` (see `toFieldPath`), and the message loses the path it may start with.
 */
export function workflowProblemErrors(problem: ApiProblem | null): WorkflowErrors {
  const errors: WorkflowErrors = {};
  for (const { field, message } of problem?.fields ?? []) {
    if (!field.startsWith(WORKFLOW_PREFIX) && field !== 'body.workflow') continue;
    const path = field === 'body.workflow' ? 'workflow' : toFieldPath(field.slice(WORKFLOW_PREFIX.length));
    const text = message.startsWith(field) ? message.slice(field.length).trim() : message;
    errors[path] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  // A refusal that names no field of the workflow is still listed.
  if (problem && Object.keys(errors).length === 0 && problem.code === 'invalid-workflow') errors.workflow = problem.detail;
  return errors;
}

/** The step a form path is in (`steps.3.…` → 3), or null. */
export function stepIndexOf(path: string): number | null {
  const match = /^steps\.(\d+)(\.|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Where a problem is, in words an administrator reads in a list: "Step 2 (Disclosures), task 1
 * (urla), document 2". The whole workflow for a path outside the steps.
 */
export function placeOf(path: string, values: WorkflowValues): string {
  const match = /^steps\.(\d+)(?:\.tasks\.(\d+)(?:\.enforceDocs\.(\d+))?)?/.exec(path);
  if (!match) return 'The workflow';
  const stepIndex = Number(match[1]);
  const step = values.steps[stepIndex];
  const parts = [`Step ${stepIndex + 1}${step?.name.trim() ? ` (${step.name.trim()})` : ''}`];
  if (match[2] !== undefined) {
    const taskIndex = Number(match[2]);
    const task = step?.tasks[taskIndex];
    parts.push(`task ${taskIndex + 1}${task?.featureKey.trim() ? ` (${task.featureKey.trim()})` : ''}`);
  }
  if (match[3] !== undefined) parts.push(`document ${Number(match[3]) + 1}`);
  return parts.join(', ');
}

/** The problems no input of the editor shows, each with its place, for the list above the steps. */
export function problemsElsewhere(errors: WorkflowErrors, values: WorkflowValues): string[] {
  return Object.entries(errors)
    .filter(([path]) => !isFieldPath(path))
    .map(([path, message]) => `${placeOf(path, values)}: ${message}`);
}
