import type { RuleTags, Workflow } from './types';

/** A problem of a workflow definition, at a JSON path of the definition (`steps.2.tasks.0.enforceDocs.1.key`). */
export interface WorkflowDefinitionProblem {
  path: string;
  message: string;
}

function tagsOf(reference: RuleTags | undefined): string[] {
  if (reference === undefined) return [];
  return Array.isArray(reference) ? reference : [reference];
}

const normalized = (text: string) => text.trim().toLowerCase();

/**
 * What must hold before a workflow is saved (the editor shows these, services refuse them):
 * step names are unique, a step's tasks have unique feature keys, a task's document keys are
 * unique, "any one document" needs at least two documents, and every rule tag is carried by a
 * rule set (`knownTags`), since a tag that selects nothing would silently pass its task.
 */
export function checkWorkflowDefinition(workflow: Workflow, knownTags: ReadonlySet<string>): WorkflowDefinitionProblem[] {
  const problems: WorkflowDefinitionProblem[] = [];
  const unknownTags = (path: string, reference: RuleTags | undefined) => {
    for (const tag of tagsOf(reference)) {
      if (!knownTags.has(tag)) problems.push({ path, message: `No rule set carries the tag "${tag}".` });
    }
  };
  const stepNames = new Set<string>();
  workflow.steps.forEach((step, stepIndex) => {
    const stepPath = `steps.${stepIndex}`;
    if (stepNames.has(normalized(step.name)))
      problems.push({ path: `${stepPath}.name`, message: `Another step is already called "${step.name}".` });
    stepNames.add(normalized(step.name));
    unknownTags(`${stepPath}.displayRules`, step.displayRules);
    unknownTags(`${stepPath}.completionRules`, step.completionRules);
    const featureKeys = new Set<string>();
    step.tasks.forEach((task, taskIndex) => {
      const taskPath = `${stepPath}.tasks.${taskIndex}`;
      if (featureKeys.has(task.featureKey)) {
        problems.push({ path: `${taskPath}.featureKey`, message: `The step already has a task "${task.featureKey}".` });
      }
      featureKeys.add(task.featureKey);
      unknownTags(`${taskPath}.displayRulesTag`, task.displayRulesTag);
      unknownTags(`${taskPath}.enforceRulesTag`, task.enforceRulesTag);
      unknownTags(`${taskPath}.displayRules`, task.displayRules);
      unknownTags(`${taskPath}.enforceRules`, task.enforceRules);
      unknownTags(`${taskPath}.completionRules`, task.completionRules);
      const documentKeys = new Set<string>();
      (task.enforceDocs ?? []).forEach((requirement, documentIndex) => {
        if (documentKeys.has(normalized(requirement.key))) {
          problems.push({
            path: `${taskPath}.enforceDocs.${documentIndex}.key`,
            message: `The task already requires "${requirement.key}".`,
          });
        }
        documentKeys.add(normalized(requirement.key));
      });
      if (task.enforceOneOfDocs === true && (task.enforceDocs ?? []).length < 2) {
        problems.push({ path: `${taskPath}.enforceOneOfDocs`, message: '"Any one document" needs at least two documents.' });
      }
    });
  });
  return problems;
}
