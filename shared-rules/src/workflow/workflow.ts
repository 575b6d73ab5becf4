import { CORRESPONDENT_LOAN_CHANNEL, WHOLESALE_LOAN_CHANNEL } from '../channels/channels';
import { borrowerPairCount, compileRuleSets, type CompiledRuleSets } from '../rules/compile';
import type { EvaluationResult, RuleError, RuleSet, ValidationRule } from '../rules/types';
import { borrowerPairFieldId } from '../rules/templates';
import { countDocuments } from './documents';
import type {
  DocumentStatus,
  RuleTags,
  StepEvaluation,
  TaskEvaluation,
  TaskFormField,
  Workflow,
  WorkflowContext,
  Workflows,
  WorkflowEvaluation,
  WorkflowTask,
  WorkflowVariant,
} from './types';

/**
 * The workflow variant of a loan: `Banked - Wholesale` gives WH; `Correspondent` gives DEL with
 * the delegated flag and NONDEL without. Null for any other channel (a retail or unknown loan
 * has no portal workflow); note the wizard's `Brokered - Wholesale` is not a loan channel.
 */
export function workflowVariant(channel: string, delegated: boolean): WorkflowVariant | null {
  if (channel === WHOLESALE_LOAN_CHANNEL) return 'WH';
  if (channel === CORRESPONDENT_LOAN_CHANNEL) return delegated ? 'DEL' : 'NONDEL';
  return null;
}

/** The workflow of a variant. */
export function workflowFor(workflows: Workflows, variant: WorkflowVariant): Workflow {
  if (variant === 'WH') return workflows.wholesale;
  return variant === 'DEL' ? workflows.delegated : workflows.nonDelegated;
}

function tagList(...references: Array<RuleTags | undefined>): string[] {
  const tags = references.flatMap((reference) => (reference === undefined ? [] : Array.isArray(reference) ? reference : [reference]));
  return [...new Set(tags.filter((tag) => typeof tag === 'string' && tag.trim() !== ''))];
}

/** The enabled rule sets of the context (rule sets arrive as JSON, so each is checked). */
function enabledRuleSets(context: WorkflowContext): RuleSet[] {
  return (Array.isArray(context.ruleSets) ? context.ruleSets : []).filter((set) => set && set.enabled !== false);
}

/** The live rules (not disabled) of the rule sets carrying any of the tags. */
function rulesTagged(ruleSets: RuleSet[], tags: string[]): ValidationRule[] {
  if (tags.length === 0) return [];
  const wanted = new Set(tags);
  return ruleSets
    .filter((set) => Array.isArray(set.tags) && set.tags.some((tag) => wanted.has(tag)))
    .flatMap((set) => (Array.isArray(set.rules) ? set.rules : []))
    .filter((rule) => rule && rule.disabled !== true);
}

const isFormField = (rule: ValidationRule) => rule.ruleType === 'FORMFIELD';

/** A group of rules picked by tag, compiled. */
interface RuleGroup {
  rules: ValidationRule[];
  compiled: CompiledRuleSets;
}

type GroupKind = 'all' | 'non-form' | 'form';

/**
 * Compiled rule groups by workflow definition, then by rule-set list, then by tags and kind.
 * A workflow's groups depend on both its definition (the tags) and the rule sets; a new version
 * of either is a new object, so it compiles its groups afresh and the older ones go with it.
 */
const groupsByWorkflow = new WeakMap<object, WeakMap<object, Map<string, RuleGroup>>>();

/** The compiled groups kept for this workflow and rule-set list (a fresh map when either is not an object). */
function groupCache(workflow: unknown, ruleSets: unknown): Map<string, RuleGroup> {
  if (typeof workflow !== 'object' || workflow === null || typeof ruleSets !== 'object' || ruleSets === null) return new Map();
  let byRuleSets = groupsByWorkflow.get(workflow);
  if (byRuleSets === undefined) {
    byRuleSets = new WeakMap();
    groupsByWorkflow.set(workflow, byRuleSets);
  }
  let groups = byRuleSets.get(ruleSets);
  if (groups === undefined) {
    groups = new Map();
    byRuleSets.set(ruleSets, groups);
  }
  return groups;
}

/** A group's verdict on this loan, with how many live rules the group holds. */
interface GroupVerdict {
  rules: ValidationRule[];
  ruleCount: number;
  result: EvaluationResult;
}

/**
 * Picks and judges rule groups for one workflow evaluation: each distinct group is compiled
 * once per workflow and rule-set version (see `groupCache`) and judged once per evaluation
 * (tasks and steps often share tags).
 */
function ruleGroupJudge(workflow: Workflow, context: WorkflowContext, ruleSets: RuleSet[]) {
  const compiledGroups = groupCache(workflow, context.ruleSets);
  const verdicts = new Map<string, GroupVerdict>();
  const options = { borrowerPairs: context.borrowerPairs, today: context.today };
  return (tags: string[], kind: GroupKind): GroupVerdict => {
    const key = `${kind}|${tags.join('\u0000')}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      let group = compiledGroups.get(key);
      if (!group) {
        const tagged = rulesTagged(ruleSets, tags);
        const rules = kind === 'all' ? tagged : tagged.filter((rule) => isFormField(rule) === (kind === 'form'));
        group = { rules, compiled: compileRuleSets([{ enabled: true, rules }]) };
        compiledGroups.set(key, group);
      }
      verdict = { rules: group.rules, ruleCount: group.rules.length, result: group.compiled.evaluate(context.values, options) };
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

type Judge = ReturnType<typeof ruleGroupJudge>;

/** The fields a task's form shows: its FORMFIELD enforce rules, `#` fields once per borrower pair. */
function formFieldsOf(rules: ValidationRule[], borrowerPairs: number | undefined): TaskFormField[] {
  const pairs = borrowerPairCount(borrowerPairs);
  return rules.filter(isFormField).flatMap((rule) => {
    const template = typeof rule.fieldIdTemplate === 'string' ? rule.fieldIdTemplate : '';
    const fieldIds = template.endsWith('#')
      ? Array.from({ length: pairs }, (_, index) => borrowerPairFieldId(template, index + 1))
      : [template];
    return fieldIds.map((fieldId) => ({
      ruleId: String(rule.id),
      fieldId,
      ...(rule.customLabel === undefined ? {} : { customLabel: rule.customLabel }),
      displayOnly: rule.displayOnly === true,
    }));
  });
}

/**
 * Whether a task is visible. Normally its display rules decide (none means visible). When
 * negated display rules exist (rule sets tagged `!tag` for one of its display tags), it is
 * visible when the negated rules pass and the normal display rules do not; a task with only
 * negated rules counts its (absent) normal rules as not passing.
 */
function taskVisible(judge: Judge, displayTags: string[]): boolean {
  const display = judge(displayTags, 'all');
  const negated = judge(
    displayTags.map((tag) => `!${tag}`),
    'all',
  );
  if (negated.ruleCount === 0) return display.result.valid;
  const displayMatches = display.ruleCount > 0 && display.result.valid;
  return negated.result.valid && !displayMatches;
}

function evaluateTask(task: WorkflowTask, judge: Judge, context: WorkflowContext): TaskEvaluation {
  const displayTags = tagList(task.displayRulesTag, task.displayRules);
  const enforceTags = tagList(task.enforceRulesTag, task.enforceRules);
  const completionTags = tagList(task.completionRules);

  const enforce = judge(enforceTags, 'non-form');
  const formFieldRules = judge(enforceTags, 'form');
  const completion = judge(completionTags, 'all');
  const documents: DocumentStatus[] = (Array.isArray(task.enforceDocs) ? task.enforceDocs : []).map((requirement) =>
    countDocuments(requirement, context.documents),
  );
  const documentsComplete =
    documents.length === 0 ||
    (task.enforceOneOfDocs === true ? documents.some((doc) => doc.complete) : documents.every((doc) => doc.complete));

  const errors: RuleError[] = [...enforce.result.errors, ...formFieldRules.result.errors, ...completion.result.errors];
  return {
    featureKey: task.featureKey,
    ...(task.name === undefined ? {} : { name: task.name }),
    visible: taskVisible(judge, displayTags),
    optional: completion.ruleCount === 0 && enforce.ruleCount === 0,
    complete: completion.result.valid && enforce.result.valid && documentsComplete,
    documents,
    documentsComplete,
    formFields: formFieldsOf(formFieldRules.rules, context.borrowerPairs),
    errors,
  };
}

/**
 * Judges a workflow for one loan: for each step and task whether it is visible, optional and
 * complete, the document counts of each task, and the current step.
 *
 * - A task is optional when it has no completion rules and no enforce rules other than form
 *   fields (FORMFIELD rules only describe the task's form).
 * - A task is complete when its completion rules and non-form enforce rules pass and its
 *   documents are complete (see `countDocuments`; with `enforceOneOfDocs` any one complete
 *   document is enough, and an optional document is always complete, so it satisfies a one-of
 *   list on its own).
 * - A step is shown when it is enabled, has a visible task and its display rules pass. It is
 *   complete when its completion rules pass or, without completion rules, when all its tasks are
 *   complete, hidden ones included (the specification's rule: a hidden task still holds its step
 *   back until its own rules pass, which is why the Workflow tab says so).
 * - The current step is the first visible step that is not complete; when every visible step is
 *   complete, the last step of the workflow, shown or not (the specification's fallback).
 *
 * Rules are referenced by tag into `context.ruleSets`; disabled rule sets and rules are ignored.
 * The rule groups are compiled once per workflow object and rule-set list: pass the same objects
 * while neither changes (a new version must be a new object; an edit in place is not seen).
 */
export function evaluateWorkflow(workflow: Workflow, context: WorkflowContext): WorkflowEvaluation {
  const ruleSets = enabledRuleSets(context);
  const judge = ruleGroupJudge(workflow, context, ruleSets);

  const steps: StepEvaluation[] = (Array.isArray(workflow?.steps) ? workflow.steps : []).map((step) => {
    const tasks = (Array.isArray(step.tasks) ? step.tasks : []).map((task) => evaluateTask(task, judge, context));
    const visibleTasks = tasks.filter((task) => task.visible);
    const display = judge(tagList(step.displayRules), 'all');
    const completion = judge(tagList(step.completionRules), 'all');
    return {
      name: step.name,
      visible: step.enabled !== false && visibleTasks.length > 0 && display.result.valid,
      complete: completion.ruleCount > 0 ? completion.result.valid : tasks.every((task) => task.complete),
      hiddenTasksOpen: completion.ruleCount > 0 ? 0 : tasks.filter((task) => !task.visible && !task.complete).length,
      tasks,
    };
  });

  const firstOpen = steps.findIndex((step) => step.visible && !step.complete);
  const currentStepIndex = firstOpen === -1 ? steps.length - 1 : firstOpen;
  return { steps, currentStepIndex, currentStep: steps[currentStepIndex] ?? null };
}

/**
 * True once the workflow has reached the named step (compared without case): the step exists
 * and is the current step or comes before it. A workflow without that step never reaches it.
 */
export function workflowReachedStep(evaluation: { steps: Array<{ name: string }>; currentStepIndex: number }, stepName: string): boolean {
  const wanted = stepName.trim().toLowerCase();
  const index = evaluation.steps.findIndex((step) => typeof step.name === 'string' && step.name.trim().toLowerCase() === wanted);
  return index !== -1 && index <= evaluation.currentStepIndex;
}
