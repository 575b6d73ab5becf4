export * from './types';
export { workflowVariant, workflowFor, evaluateWorkflow, workflowReachedStep } from './workflow';
export { countDocuments } from './documents';
export { checkWorkflowDefinition, type WorkflowDefinitionProblem } from './definition-checks';
