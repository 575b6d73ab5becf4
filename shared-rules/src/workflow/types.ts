import type { EvaluationOptions, FieldValues, RuleError, RuleSet } from '../rules/types';

/** Workflow variants: wholesale, correspondent delegated, correspondent non-delegated. */
export type WorkflowVariant = 'WH' | 'DEL' | 'NONDEL';

/**
 * Rules are referenced by tag: a reference selects every enabled rule set carrying one of the
 * tags. A rule set tagged `!tag` holds the negated display rules of `tag`.
 */
export type RuleTags = string | string[];

export interface DocumentRequirement {
  /** Written in brackets in attachment titles (`[W2]`) and used as the attachment records' task tag. */
  key: string;
  /** How many documents are needed; default 1. */
  numberRequired?: number;
  /** An optional document never holds a task back. */
  optional?: boolean;
  /** The eFolder where uploads for this requirement are filed. */
  folderName?: string;
}

export interface WorkflowTask {
  featureKey: string;
  name?: string;
  displayRulesTag?: string;
  enforceRulesTag?: string;
  displayRules?: RuleTags;
  enforceRules?: RuleTags;
  completionRules?: RuleTags;
  enforceDocs?: DocumentRequirement[];
  enforceOneOfDocs?: boolean;
}

export interface WorkflowStep {
  name: string;
  enabled?: boolean;
  tasks: WorkflowTask[];
  completionRules?: RuleTags;
  displayRules?: RuleTags;
}

export interface Workflow {
  steps: WorkflowStep[];
}

/** The three workflows of a portal, one per variant. */
export interface Workflows {
  delegated: Workflow;
  nonDelegated: Workflow;
  wholesale: Workflow;
}

export interface Attachment {
  title: string;
}

/** The loan's documents as the workflow reads them: any `LoanDocuments` answer, or a partial one. */
export interface WorkflowDocumentsInput {
  uncategorizedAttachments?: Attachment[];
  documents?: Array<{ title: string; attachments?: Attachment[] }>;
  attachmentRecords?: Array<{ taskTag?: string | null }>;
}

export interface WorkflowContext extends EvaluationOptions {
  /** Every rule set of the portal; the workflow picks its rules from them by tag. */
  ruleSets: readonly RuleSet[];
  values: FieldValues;
  documents?: WorkflowDocumentsInput;
}

export interface DocumentStatus {
  key: string;
  folderName?: string;
  optional: boolean;
  numberRequired: number;
  /** Attachments titled with `[key]` plus attachment records tagged `key`. */
  count: number;
  complete: boolean;
}

/** A FORMFIELD rule of a task: a field the task's form shows. */
export interface TaskFormField {
  ruleId: string;
  fieldId: string;
  customLabel?: string;
  displayOnly: boolean;
}

export interface TaskEvaluation {
  featureKey: string;
  name?: string;
  visible: boolean;
  optional: boolean;
  complete: boolean;
  documents: DocumentStatus[];
  documentsComplete: boolean;
  formFields: TaskFormField[];
  /** Errors of the enforce rules (form fields included) and completion rules, for the task's form. */
  errors: RuleError[];
}

export interface StepEvaluation {
  name: string;
  visible: boolean;
  complete: boolean;
  /**
   * Hidden tasks that are not complete, for a step completed by its tasks (0 when its own
   * completion rules decide): the step waits on them although nobody sees them.
   */
  hiddenTasksOpen: number;
  tasks: TaskEvaluation[];
}

export interface WorkflowEvaluation {
  steps: StepEvaluation[];
  /** Index into `steps` of the current step; -1 only for a workflow without steps. */
  currentStepIndex: number;
  currentStep: StepEvaluation | null;
}
