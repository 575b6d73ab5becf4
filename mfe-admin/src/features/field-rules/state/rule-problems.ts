import type { FormErrors } from '@mantine/form';
import { validateRuleDefinition, type ApiProblem } from 'shared-rules';
import { toRule } from './rule-form-values';
import { eachRule, type RuleSetValues } from './rule-set-values';

/*
 * The engine's rule-definition checks (`validateRuleDefinition`, the very checks services run on
 * save) as form errors: each problem at the input it is about (`rules.0.dependentRules.1.regex`),
 * so the editor shows it on its field before a save, and a 422 from services lands the same way.
 */

/** Where a problem sentence of `validateRuleDefinition` belongs in a rule's form values. */
const PROBLEM_INPUTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^rule type/, 'ruleType'],
  [/^field id/, 'fieldIdTemplate'],
  [/^format/, 'format'],
  [/^range max/, 'rangeMax'],
  [/^(range|min and max)/, 'rangeMin'],
  [/^operator/, 'operator'],
  [/^condition type/, 'conditionType'],
  [/^condition value/, 'conditionValue'],
  [/^dependent rules/, 'dependentRules'],
  [/^dependent field/, 'dependentField'],
  [/^comparison field/, 'comparisonField'],
  [/^comparison type/, 'comparisonType'],
  [/^(regex is|invalid regex)/, 'regex'],
  [/^values/, 'values'],
  [/^logical operator/, 'logicalOperator'],
  [/^conditions are/, 'conditions'],
  [/^execution rules/, 'executionRules'],
  [/^custom error message/, 'customErrorMessage'],
  [/^rule id/, 'id'],
];

const CONDITION_PROBLEM = /^condition (\d+): (field id|operator|value|invalid regex)/;

/** A problem as it reads under its input: capitalised, without the condition's number. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The form path (below the rule's own path) and the message of one definition problem; the path
 * is '' for a problem about the rule as a whole (nesting too deep, an unknown shape).
 */
export function problemInput(problem: string): { input: string; message: string } {
  const condition = CONDITION_PROBLEM.exec(problem);
  if (condition) {
    const index = Number(condition[1]) - 1;
    const input = condition[2] === 'field id' ? 'fieldId' : condition[2] === 'operator' ? 'operator' : 'value';
    return { input: `conditions.${index}.${input}`, message: sentence(problem.slice(problem.indexOf(':') + 1).trim()) };
  }
  const match = PROBLEM_INPUTS.find(([pattern]) => pattern.test(problem));
  return { input: match ? match[1] : '', message: sentence(problem) };
}

/** Prefix of the ids the checks are run with: no id a person types starts with it. */
const TOKEN = '\u0000rule:';

/** The problems the page lists because no input shows them, by the rule's form path. */
export type RuleLevelProblems = Record<string, string[]>;

export interface RuleSetCheck {
  errors: FormErrors;
  /** Problems about a rule as a whole, by its form path. */
  ruleProblems: RuleLevelProblems;
}

function addError(check: RuleSetCheck, rulePath: string, problem: string): void {
  const { input, message } = problemInput(problem);
  if (input === '') {
    check.ruleProblems[rulePath] = [...(check.ruleProblems[rulePath] ?? []), message];
    return;
  }
  // One message per input: the first says what to fix first.
  check.errors[`${rulePath}.${input}`] ??= message;
}

/**
 * Every problem of the rule set as form errors: the set's name, a missing or repeated rule id, and
 * each problem `validateRuleDefinition` finds, at its input. Rules are checked with a token for an
 * id, so a problem names its rule even when two rules (wrongly) share an id or one has none.
 */
export function checkRuleSet(values: RuleSetValues): RuleSetCheck {
  const check: RuleSetCheck = { errors: {}, ruleProblems: {} };
  if (values.name.trim() === '') check.errors.name = 'Give the rule set a name';
  // What services take (RuleSetSaveRequestSchema): a refusal there would name no input.
  const longTag = values.tags.find((tag) => tag.trim().length > 64);
  if (longTag) check.errors.tags = `Tags are at most 64 characters ("${longTag.slice(0, 20)}…" is longer)`;
  const seen = new Set<string>();
  for (const { rule, path } of eachRule(values.rules)) {
    const id = rule.id.trim();
    if (id === '') check.errors[`${path}.id`] = 'Give the rule an id';
    else if (seen.has(id)) check.errors[`${path}.id`] = 'Another rule of this set has this id; rule ids must be unique';
    seen.add(id);
    if (rule.ruleType === '') check.errors[`${path}.ruleType`] = 'Choose a rule type';
  }
  values.rules.forEach((rule, index) => {
    if (rule.ruleType === '') return;
    const path = `rules.${index}`;
    const rulePathByToken = new Map<string, string>();
    const definition = toRule(rule, path, {
      idOf: (_values, at) => {
        rulePathByToken.set(`${TOKEN}${at}`, at);
        return `${TOKEN}${at}`;
      },
    });
    for (const problem of validateRuleDefinition(definition)) addError(check, rulePathByToken.get(problem.ruleId) ?? path, problem.problem);
  });
  return check;
}

/**
 * A refused save's problems (422 `invalid-rule-definition`: `body.rules.<rule id>` with
 * "<rule id>: <problem>") as form errors at the first rule with that id; problems naming no rule
 * of the form come back as `unplaced`, for the page to list.
 */
export function serverRuleErrors(problem: ApiProblem | null, values: RuleSetValues): RuleSetCheck & { unplaced: string[] } {
  const check: RuleSetCheck & { unplaced: string[] } = { errors: {}, ruleProblems: {}, unplaced: [] };
  const rules = eachRule(values.rules);
  for (const { field, message } of problem?.fields ?? []) {
    const ruleId = field.startsWith('body.rules.') ? field.slice('body.rules.'.length) : '';
    const found = rules.find(({ rule }) => rule.id.trim() === ruleId);
    const text = message.startsWith(`${ruleId}: `) ? message.slice(ruleId.length + 2) : message;
    if (found) addError(check, found.path, text);
    else check.unplaced.push(message);
  }
  return check;
}

/** The form path of the top-level rule an error path belongs to (`rules.3`), or null. */
export function topRulePath(errorPath: string): string | null {
  const match = /^rules\.(\d+)(\.|$)/.exec(errorPath);
  return match ? `rules.${match[1]}` : null;
}

/** How many errors sit in a rule and its children. */
export function errorCountUnder(errors: FormErrors, rulePath: string): number {
  return Object.keys(errors).filter((path) => path === rulePath || path.startsWith(`${rulePath}.`)).length;
}
