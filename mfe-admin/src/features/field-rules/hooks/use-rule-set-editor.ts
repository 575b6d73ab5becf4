import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RuleSetRecord } from 'shared-rules';
import { problemOf, showErrorToast, showToast } from 'shared-ui';
import { useSaveRuleSetMutation } from '../api/save-rule-set';
import { toRuleSetSaveRequest, toRuleSetValues, type RuleSetValues } from '../state/rule-set-values';
import { checkRuleSet, serverRuleErrors, topRulePath, type RuleLevelProblems } from '../state/rule-problems';
import type { EditConflict } from 'shared-ui';

export interface RuleSetEditor {
  form: UseFormReturnType<RuleSetValues>;
  /** The id the rule set is saved under. */
  id: string;
  /** The stored rule set the form was loaded from; undefined for a new one until saved. */
  stored: RuleSetRecord | undefined;
  dirty: boolean;
  saving: boolean;
  conflict: EditConflict;
  /** Problems about a rule as a whole (no input shows them), by the rule's form path. */
  ruleProblems: RuleLevelProblems;
  /** Problems of a refused save that name no rule of the form. */
  unplaced: string[];
  /** The top-level rule open in the rule form (`rules.2`), or null. */
  openRule: string | null;
  setOpenRule: (path: string | null) => void;
  /** Checks one rule (and its children) and shows its problems; true when it has none. */
  checkRule: (path: string) => boolean;
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  discard: () => void;
  /** Loads the stored rule set into the form, dropping the edits. */
  reload: () => void;
}

const EMPTY_SET = { name: '', organizationId: null, tags: [], enabled: true, rules: [] };

/** The errors of `check` under `path` (a rule and its children), with every other error kept as it was. */
function mergeUnder(current: FormErrors, check: FormErrors, path: string): FormErrors {
  const under = (key: string) => key === path || key.startsWith(`${path}.`);
  const kept = Object.fromEntries(Object.entries(current).filter(([key]) => !under(key)));
  return { ...kept, ...Object.fromEntries(Object.entries(check).filter(([key]) => under(key))) };
}

/**
 * One rule set edited as a form: loaded from the stored record (a new one starts empty), checked
 * with the engine's definition checks on blur, on "Done" in a rule's form and before a save, and
 * saved whole with `PUT /api/rule-sets/:id`; a 422 lands on its rules as a local check does. A
 * newer stored record (another administrator's save, announced by `rule-sets-update`) replaces a
 * form without edits, or is reported beside the edits.
 */
export function useRuleSetEditor(id: string, stored: RuleSetRecord | undefined, onSaved: (saved: RuleSetRecord) => void): RuleSetEditor {
  const [saveRuleSet, { isLoading: saving }] = useSaveRuleSetMutation();
  const form = useForm<RuleSetValues>({
    mode: 'controlled',
    initialValues: toRuleSetValues(stored ?? EMPTY_SET),
    validate: (values) => checkRuleSet(values).errors,
    validateInputOnBlur: true,
  });
  const [conflict, setConflict] = useState<EditConflict>('none');
  const [ruleProblems, setRuleProblems] = useState<RuleLevelProblems>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [openRule, setOpenRule] = useState<string | null>(null);
  // The stored save the edit started from; a different one arriving means someone else saved.
  const base = useRef<string | null>(stored?.updatedAt ?? null);
  const dirty = form.isDirty();

  const load = useCallback(
    (record: RuleSetRecord, like?: RuleSetValues) => {
      const values = toRuleSetValues(record, like);
      base.current = record.updatedAt;
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setConflict('none');
      setRuleProblems({});
      setUnplaced([]);
    },
    [form],
  );

  useEffect(() => {
    if (!stored || stored.updatedAt === base.current) return;
    if (!dirty) load(stored);
    else setConflict('changed-elsewhere');
  }, [stored, dirty, load]);

  const checkRule = useCallback(
    (path: string) => {
      const check = checkRuleSet(form.getValues());
      form.setErrors(mergeUnder(form.errors, check.errors, path));
      setRuleProblems((current) => ({ ...current, [path]: check.ruleProblems[path] ?? [] }));
      return !Object.keys(check.errors).some((key) => key.startsWith(`${path}.`)) && (check.ruleProblems[path] ?? []).length === 0;
    },
    [form],
  );

  /** Opens the first rule with a problem, so the administrator lands on it. */
  const openFirstProblem = useCallback((errors: FormErrors, problems: RuleLevelProblems) => {
    const first = [...Object.keys(errors), ...Object.keys(problems)].map(topRulePath).find((path) => path !== null);
    if (first) setOpenRule(first);
  }, []);

  const submit = form.onSubmit(
    async (values) => {
      const check = checkRuleSet(values);
      setRuleProblems(check.ruleProblems);
      if (Object.values(check.ruleProblems).some((list) => list.length > 0)) {
        openFirstProblem({}, check.ruleProblems);
        return;
      }
      setUnplaced([]);
      try {
        // Services refuse (409) a save over a rule set saved by someone else since base.
        const saved = await saveRuleSet({ id, ruleSet: { ...toRuleSetSaveRequest(values), baseUpdatedAt: base.current } }).unwrap();
        load(saved, values);
        setOpenRule(null);
        showToast('success', 'Rule set saved', `${saved.name} was saved as a new version.`);
        onSaved(saved);
      } catch (error) {
        const problem = problemOf(error);
        if (problem?.status === 409) {
          setConflict('refused');
          return;
        }
        const placed = serverRuleErrors(problem, values);
        form.setErrors(placed.errors);
        setRuleProblems(placed.ruleProblems);
        setUnplaced(placed.unplaced);
        openFirstProblem(placed.errors, placed.ruleProblems);
        showErrorToast(error, 'The rule set was not saved');
      }
    },
    (errors) => openFirstProblem(errors, {}),
  );

  const discard = useCallback(() => {
    form.reset();
    form.clearErrors();
    setRuleProblems({});
    setUnplaced([]);
  }, [form]);

  const reload = useCallback(() => {
    if (stored) load(stored);
  }, [stored, load]);

  return {
    form,
    id,
    stored,
    dirty,
    saving,
    conflict,
    ruleProblems,
    unplaced,
    openRule,
    setOpenRule,
    checkRule,
    submit,
    discard,
    reload,
  };
}
