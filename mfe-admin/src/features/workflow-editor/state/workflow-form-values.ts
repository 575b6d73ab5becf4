import type { DocumentRequirement, RuleTags, Workflow, WorkflowStep, WorkflowTask } from 'shared-rules';

/*
 * The workflow as the editor's form holds it: every optional part present (empty text, empty
 * list, false), rule tags always a list, and a `uid` on each step, task and document so React
 * keeps a row's inputs with it when rows are moved. `toWorkflow` turns it back into the stored
 * shape, leaving out what is empty.
 */

export interface DocumentValues {
  uid: string;
  key: string;
  /** Empty: the default of 1. */
  numberRequired: number | '';
  optional: boolean;
  folderName: string;
}

export interface TaskValues {
  uid: string;
  featureKey: string;
  name: string;
  displayRules: string[];
  enforceRules: string[];
  completionRules: string[];
  enforceDocs: DocumentValues[];
  enforceOneOfDocs: boolean;
  /**
   * The older single-tag references (`displayRulesTag`, `enforceRulesTag`). The pickers show them
   * with the display and enforce rules (services read both together); while still picked, each is
   * saved back in its own field.
   */
  kept: Pick<WorkflowTask, 'displayRulesTag' | 'enforceRulesTag'>;
  /** The references stored as a list, kept a list when one tag is left (so an untouched task saves as it was). */
  listed: RuleReference[];
}

/** The rule references of a step or task. */
export type RuleReference = 'displayRules' | 'enforceRules' | 'completionRules';

export interface StepValues {
  uid: string;
  name: string;
  enabled: boolean;
  displayRules: string[];
  completionRules: string[];
  tasks: TaskValues[];
  /** See `TaskValues.listed`. */
  listed: RuleReference[];
  /** `enabled` was stored even while on; it is written back the same way. */
  enabledWritten: boolean;
}

export interface WorkflowValues {
  steps: StepValues[];
}

let uids = 0;
/** A key for a new row, unique for this page's lifetime (no randomness needed). */
export const nextUid = (): string => {
  uids += 1;
  return `row-${uids}`;
};

const tagList = (tags: RuleTags | undefined): string[] => (tags === undefined ? [] : Array.isArray(tags) ? [...tags] : [tags]);

/** A blank document requirement row. */
export const newDocument = (): DocumentValues => ({ uid: nextUid(), key: '', numberRequired: '', optional: false, folderName: '' });

/** A blank task row; `featureKey` empty until chosen. */
export const newTask = (): TaskValues => ({
  uid: nextUid(),
  featureKey: '',
  name: '',
  displayRules: [],
  enforceRules: [],
  completionRules: [],
  enforceDocs: [],
  enforceOneOfDocs: false,
  kept: {},
  listed: [],
});

/** A new, enabled step without tasks. */
export const newStep = (name = ''): StepValues => ({
  uid: nextUid(),
  name,
  enabled: true,
  displayRules: [],
  completionRules: [],
  tasks: [],
  listed: [],
  enabledWritten: false,
});

/** The references of `owner` stored as a list. */
const listedOf = (owner: Partial<Record<RuleReference, RuleTags>>): RuleReference[] =>
  (['displayRules', 'enforceRules', 'completionRules'] as const).filter((reference) => Array.isArray(owner[reference]));

function documentValues(requirement: DocumentRequirement): DocumentValues {
  return {
    uid: nextUid(),
    key: requirement.key,
    numberRequired: requirement.numberRequired ?? '',
    optional: requirement.optional === true,
    folderName: requirement.folderName ?? '',
  };
}

function taskValues(task: WorkflowTask): TaskValues {
  const kept: TaskValues['kept'] = {};
  if (task.displayRulesTag !== undefined) kept.displayRulesTag = task.displayRulesTag;
  if (task.enforceRulesTag !== undefined) kept.enforceRulesTag = task.enforceRulesTag;
  return {
    uid: nextUid(),
    featureKey: task.featureKey,
    name: task.name ?? '',
    displayRules: [...new Set([...tagList(task.displayRulesTag), ...tagList(task.displayRules)])],
    enforceRules: [...new Set([...tagList(task.enforceRulesTag), ...tagList(task.enforceRules)])],
    completionRules: tagList(task.completionRules),
    enforceDocs: (task.enforceDocs ?? []).map(documentValues),
    enforceOneOfDocs: task.enforceOneOfDocs === true,
    kept,
    listed: listedOf(task),
  };
}

/**
 * The stored workflow as form values. Rows get new uids, or the uids of the rows at the same
 * positions of `like` (the values just saved), so a saved workflow keeps its open steps and focus.
 */
export function toWorkflowValues(workflow: Workflow, like?: WorkflowValues): WorkflowValues {
  return {
    steps: workflow.steps.map((step, stepIndex) => {
      const likeStep = like?.steps[stepIndex];
      return {
        uid: likeStep?.uid ?? nextUid(),
        name: step.name,
        enabled: step.enabled !== false,
        displayRules: tagList(step.displayRules),
        completionRules: tagList(step.completionRules),
        listed: listedOf(step),
        enabledWritten: step.enabled !== undefined,
        tasks: step.tasks.map((task, taskIndex) => {
          const likeTask = likeStep?.tasks[taskIndex];
          const values = taskValues(task);
          return {
            ...values,
            uid: likeTask?.uid ?? values.uid,
            enforceDocs: values.enforceDocs.map((document, index) => ({
              ...document,
              uid: likeTask?.enforceDocs[index]?.uid ?? document.uid,
            })),
          };
        }),
      };
    }),
  };
}

/** One tag is stored as a string (unless it was stored as a list), several as a list, none left out. */
function ruleTags(tags: string[], wasList: boolean): RuleTags | undefined {
  if (tags.length === 0) return undefined;
  return tags.length === 1 && !wasList ? tags[0] : [...tags];
}

const trimmed = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** Sets `key` only when the value is defined, so the stored JSON has no `undefined` holes. */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

function toRequirement(values: DocumentValues): DocumentRequirement {
  const requirement: DocumentRequirement = { key: values.key.trim() };
  put(requirement, 'numberRequired', values.numberRequired === '' ? undefined : values.numberRequired);
  put(requirement, 'optional', values.optional ? true : undefined);
  put(requirement, 'folderName', trimmed(values.folderName));
  return requirement;
}

function toTask(values: TaskValues): WorkflowTask {
  const task: WorkflowTask = { featureKey: values.featureKey.trim() };
  put(task, 'name', trimmed(values.name));
  const { displayRulesTag, enforceRulesTag } = values.kept;
  const displayKept = displayRulesTag !== undefined && values.displayRules.includes(displayRulesTag);
  const enforceKept = enforceRulesTag !== undefined && values.enforceRules.includes(enforceRulesTag);
  put(task, 'displayRulesTag', displayKept ? displayRulesTag : undefined);
  put(task, 'enforceRulesTag', enforceKept ? enforceRulesTag : undefined);
  const tags: Record<RuleReference, string[]> = {
    displayRules: displayKept ? values.displayRules.filter((tag) => tag !== displayRulesTag) : values.displayRules,
    enforceRules: enforceKept ? values.enforceRules.filter((tag) => tag !== enforceRulesTag) : values.enforceRules,
    completionRules: values.completionRules,
  };
  for (const reference of ['displayRules', 'enforceRules', 'completionRules'] as const)
    put(task, reference, ruleTags(tags[reference], values.listed.includes(reference)));
  if (values.enforceDocs.length > 0) task.enforceDocs = values.enforceDocs.map(toRequirement);
  // "Any one of these documents" means nothing without documents; it is dropped with the last one.
  if (values.enforceOneOfDocs && values.enforceDocs.length > 0) task.enforceOneOfDocs = true;
  return task;
}

function toStep(values: StepValues): WorkflowStep {
  const step: WorkflowStep = { name: values.name.trim(), tasks: values.tasks.map(toTask) };
  put(step, 'enabled', !values.enabled ? false : values.enabledWritten ? true : undefined);
  for (const reference of ['displayRules', 'completionRules'] as const)
    put(step, reference, ruleTags(values[reference], values.listed.includes(reference)));
  return step;
}

/**
 * The form values as the workflow services store: texts trimmed, empty optional parts left out,
 * a step's `enabled` written only when it is off (on is the default), one rule tag as a string
 * unless it was stored as a list.
 */
export function toWorkflow(values: WorkflowValues): Workflow {
  return { steps: values.steps.map(toStep) };
}
