/** Workflows per variant (`/api/workflows`) and a loan's evaluated workflow (`/api/loans/:id/workflow`). */
import { Type, type Static } from 'typebox';
import { LOAN_TAB_LABELS, type LoanTabSlug } from '../tabs/tabs';
import type { DocumentRequirement, RuleTags, Workflow, WorkflowStep, WorkflowTask, WorkflowVariant } from '../workflow/types';
import { DateTimeString, describes, Nullable, StringEnum, StringOf } from './schema-kit';

export const WORKFLOW_VARIANTS = ['WH', 'DEL', 'NONDEL'] as const satisfies readonly WorkflowVariant[];

/** What each variant is called on the pages. */
export const WORKFLOW_VARIANT_LABELS: Record<WorkflowVariant, string> = {
  WH: 'Banked - Wholesale',
  DEL: 'Correspondent, delegated',
  NONDEL: 'Correspondent, non-delegated',
};

const Tag = () => Type.String({ minLength: 1, maxLength: 64 });
const RuleTagsSchema = describes<RuleTags>()(Type.Union([Tag(), Type.Array(Tag(), { maxItems: 20 })]));

/** Document keys are written in brackets in attachment titles (`[W2]`) and used as task tags. */
export const DOCUMENT_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$';

export const DocumentRequirementSchema = describes<DocumentRequirement>()(
  Type.Object(
    {
      key: Type.String({ pattern: DOCUMENT_KEY_PATTERN }),
      numberRequired: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      optional: Type.Optional(Type.Boolean()),
      folderName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    },
    { additionalProperties: false },
  ),
);

export const WorkflowTaskSchema = describes<WorkflowTask>()(
  Type.Object(
    {
      featureKey: Type.String({ minLength: 1, maxLength: 64 }),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
      displayRulesTag: Type.Optional(Tag()),
      enforceRulesTag: Type.Optional(Tag()),
      displayRules: Type.Optional(RuleTagsSchema),
      enforceRules: Type.Optional(RuleTagsSchema),
      completionRules: Type.Optional(RuleTagsSchema),
      enforceDocs: Type.Optional(Type.Array(DocumentRequirementSchema, { maxItems: 20 })),
      enforceOneOfDocs: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);

export const WorkflowStepSchema = describes<WorkflowStep>()(
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 80 }),
      enabled: Type.Optional(Type.Boolean()),
      tasks: Type.Array(WorkflowTaskSchema, { maxItems: 40 }),
      completionRules: Type.Optional(RuleTagsSchema),
      displayRules: Type.Optional(RuleTagsSchema),
    },
    { additionalProperties: false },
  ),
);

export const WorkflowDefinitionSchema = describes<Workflow>()(
  Type.Object({ steps: Type.Array(WorkflowStepSchema, { maxItems: 30 }) }, { additionalProperties: false }),
);

/** `GET /api/workflows` items: the stored workflow of a variant (version 0 and no steps while never saved). */
export const StoredWorkflowSchema = Type.Object({
  variant: StringEnum(WORKFLOW_VARIANTS),
  workflow: WorkflowDefinitionSchema,
  version: Type.Integer({ minimum: 0 }),
  updatedAt: Nullable(DateTimeString()),
  updatedBy: Nullable(Type.String()),
});
export type StoredWorkflow = Static<typeof StoredWorkflowSchema>;
export const StoredWorkflowListSchema = Type.Array(StoredWorkflowSchema);

export const WorkflowVariantParamsSchema = Type.Object({ variant: StringEnum(WORKFLOW_VARIANTS) }, { additionalProperties: false });

/** `PUT /api/workflows/:variant` body: the whole workflow and the version it was edited from (409 when stale). */
export const WorkflowSaveRequestSchema = Type.Object(
  { workflow: WorkflowDefinitionSchema, version: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type WorkflowSaveRequest = Static<typeof WorkflowSaveRequestSchema>;

/** `GET /api/workflow-steps`: the step names of every variant's workflow, in workflow order, each once (the pipeline's step filter). */
export const WorkflowStepNamesSchema = Type.Array(Type.String());

/** A task's document requirement as counted on one loan. */
export const LoanWorkflowDocumentSchema = Type.Object({
  key: Type.String(),
  folderName: Nullable(Type.String()),
  count: Type.Integer(),
  numberRequired: Type.Integer(),
  optional: Type.Boolean(),
  complete: Type.Boolean(),
});

export const TASK_STATES = ['complete', 'optional', 'to-do'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** A visible task of a loan's workflow, and why it is not complete. */
export const LoanWorkflowTaskSchema = Type.Object({
  featureKey: Type.String(),
  label: Type.String(),
  state: StringEnum(TASK_STATES),
  /** The failing rules' messages, with field labels instead of field ids. */
  problems: Type.Array(Type.String()),
  documents: Type.Array(LoanWorkflowDocumentSchema),
  /** Any one complete document satisfies the task. */
  oneOfDocuments: Type.Boolean(),
  /** The loan tab where the task is done, when its feature key names one. */
  tab: Nullable(StringOf<LoanTabSlug>()),
});
export type LoanWorkflowTask = Static<typeof LoanWorkflowTaskSchema>;

export const LoanWorkflowStepSchema = Type.Object({
  name: Type.String(),
  complete: Type.Boolean(),
  current: Type.Boolean(),
  /** Tasks not shown for this loan that the step still waits on (see shared-rules' `evaluateWorkflow`). */
  hiddenTasksOpen: Type.Integer({ minimum: 0 }),
  tasks: Type.Array(LoanWorkflowTaskSchema),
});
export type LoanWorkflowStep = Static<typeof LoanWorkflowStepSchema>;

/** `GET /api/loans/:id/workflow`: the visible steps of the loan's workflow, evaluated now. */
export const LoanWorkflowSchema = Type.Object({
  variant: Type.Union([StringEnum(WORKFLOW_VARIANTS), Type.Null()]),
  /** False when no workflow with steps is stored for the loan's variant. */
  configured: Type.Boolean(),
  /** The current step's name; it may be a step not shown (the last one, once every shown step is complete). */
  currentStep: Nullable(Type.String()),
  steps: Type.Array(LoanWorkflowStepSchema),
});
export type LoanWorkflow = Static<typeof LoanWorkflowSchema>;

/** The loan tab a task's feature key names, or null. */
export function taskTab(featureKey: string): LoanTabSlug | null {
  return Object.hasOwn(LOAN_TAB_LABELS, featureKey) ? (featureKey as LoanTabSlug) : null;
}
