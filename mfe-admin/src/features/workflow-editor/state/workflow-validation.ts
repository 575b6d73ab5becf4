import { checkWorkflowDefinition, DOCUMENT_KEY_PATTERN } from 'shared-rules';
import { toWorkflow, type TaskValues, type WorkflowValues } from './workflow-form-values';
import { toFieldPath, type WorkflowErrors } from './workflow-problems';

/** The limits of the workflow schema (`WorkflowDefinitionSchema`), mirrored so the editor stops at them. */
export const WORKFLOW_LIMITS = {
  steps: 30,
  tasksPerStep: 40,
  documentsPerTask: 20,
  tagsPerReference: 20,
  stepName: 80,
  featureKey: 64,
  taskName: 120,
  folderName: 120,
  numberRequired: { min: 1, max: 50 },
} as const;

const documentKey = new RegExp(DOCUMENT_KEY_PATTERN);

const isBlank = (text: string) => text.trim() === '';

function checkTask(task: TaskValues, path: string, errors: WorkflowErrors): void {
  if (isBlank(task.featureKey)) errors[`${path}.featureKey`] = 'Choose the loan tab or enter the key of this task';
  else if (task.featureKey.trim().length > WORKFLOW_LIMITS.featureKey)
    errors[`${path}.featureKey`] = `Use at most ${WORKFLOW_LIMITS.featureKey} characters`;
  if (task.name.trim().length > WORKFLOW_LIMITS.taskName) errors[`${path}.name`] = `Use at most ${WORKFLOW_LIMITS.taskName} characters`;
  task.enforceDocs.forEach((document, index) => {
    const documentPath = `${path}.enforceDocs.${index}`;
    if (isBlank(document.key)) errors[`${documentPath}.key`] = 'Enter the document key, such as W2';
    else if (!documentKey.test(document.key.trim()))
      errors[`${documentPath}.key`] =
        'Start with a letter or digit; then letters, digits, spaces, dots, dashes or underscores (40 characters at most)';
    const count = document.numberRequired;
    const { min, max } = WORKFLOW_LIMITS.numberRequired;
    if (count !== '' && (!Number.isInteger(count) || count < min || count > max))
      errors[`${documentPath}.numberRequired`] = `Enter a whole number from ${min} to ${max}`;
    if (document.folderName.trim().length > WORKFLOW_LIMITS.folderName)
      errors[`${documentPath}.folderName`] = `Use at most ${WORKFLOW_LIMITS.folderName} characters`;
  });
}

/**
 * What the editor refuses before sending, as form errors: the schema's shapes (names required,
 * lengths, document keys, numbers 1–50) and the definition checks services run
 * (`checkWorkflowDefinition`: unique step names, feature keys and document keys, "any one
 * document" with two documents or more, tags some rule set carries). Pass `knownTags` once the
 * rule sets are read; without it, tags are not checked (services still check them).
 */
export function validateWorkflow(values: WorkflowValues, knownTags?: ReadonlySet<string>): WorkflowErrors {
  const errors: WorkflowErrors = {};
  values.steps.forEach((step, stepIndex) => {
    const path = `steps.${stepIndex}`;
    if (isBlank(step.name)) errors[`${path}.name`] = 'Enter a name for this step';
    else if (step.name.trim().length > WORKFLOW_LIMITS.stepName)
      errors[`${path}.name`] = `Use at most ${WORKFLOW_LIMITS.stepName} characters`;
    step.tasks.forEach((task, taskIndex) => {
      checkTask(task, `${path}.tasks.${taskIndex}`, errors);
    });
  });
  const workflow = toWorkflow(values);
  const tags =
    knownTags ??
    new Set(
      values.steps.flatMap((step) => [
        ...step.displayRules,
        ...step.completionRules,
        ...step.tasks.flatMap((task) => [...task.displayRules, ...task.enforceRules, ...task.completionRules]),
      ]),
    );
  for (const problem of checkWorkflowDefinition(workflow, tags)) {
    // A blank name or key already has its own message; the first problem of a field is shown.
    errors[toFieldPath(problem.path)] ??= problem.message;
  }
  return errors;
}
