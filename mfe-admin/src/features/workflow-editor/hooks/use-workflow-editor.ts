import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WORKFLOW_VARIANT_LABELS, type StoredWorkflow, type WorkflowVariant } from 'shared-rules';
import { problemOf, showErrorToast, showToast } from 'shared-ui';
import { useGetRuleSetsQuery } from '../../settings-checklist/api/get-rule-sets';
import { ruleSetTags } from '../state/rule-set-tags';
import { useGetWorkflowsQuery } from '../api/get-workflows';
import { useSaveWorkflowMutation } from '../api/save-workflow';
import { toWorkflow, toWorkflowValues, type WorkflowValues } from '../state/workflow-form-values';
import { problemsElsewhere, stepIndexOf, workflowProblemErrors } from '../state/workflow-problems';
import type { WorkflowErrors } from '../state/workflow-problems';
import { validateWorkflow } from '../state/workflow-validation';
import { variantFromParams, withVariant } from '../state/variant-param';
import type { EditConflict } from 'shared-ui';

export interface WorkflowEditor {
  /** The variant whose workflow is in the form; null until the workflows are read. */
  variant: WorkflowVariant | null;
  /** A variant the administrator asked for while the form has unsaved changes: the page asks first. */
  pendingVariant: WorkflowVariant | null;
  chooseVariant: (variant: WorkflowVariant) => void;
  /** Drops the unsaved changes and opens the pending variant. */
  confirmSwitch: () => void;
  /** Stays on the variant being edited. */
  cancelSwitch: () => void;
  form: UseFormReturnType<WorkflowValues>;
  /** The stored workflow the form was loaded from (version, who saved it, when). */
  stored: StoredWorkflow | undefined;
  /** Every tag the rule sets carry, for the rule pickers. */
  knownTags: string[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  saving: boolean;
  dirty: boolean;
  /** A save was refused because someone saved first (409), or the stored workflow changed while editing. */
  conflict: EditConflict;
  /** Loads the stored workflow of the variant into the form, dropping the edits. */
  reload: () => void;
  discard: () => void;
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Problems of the last save or check that no input shows, each with its place. */
  problems: string[];
  /** Counts the saves refused for problems (by the editor or by services): the page moves focus to the first one. */
  refusals: number;
  /** The steps shown open, by uid. */
  expanded: ReadonlySet<string>;
  setExpanded: (uid: string, open: boolean) => void;
}

const EMPTY_TAGS: string[] = [];

/**
 * The workflow of one variant edited as a form: the variant comes from the address
 * (`?variant=`), the stored workflow and its version from `GET /api/workflows`; a save sends the
 * whole workflow with that version and reports the outcome ("Workflow saved", the conflict
 * notice on 409, each problem of a 400 at its field or in the list). Switching variant with
 * unsaved changes waits for the administrator's answer. With `active` false (a hidden tab) nothing
 * is read until it turns true.
 */
export function useWorkflowEditor({ active = true }: { active?: boolean } = {}): WorkflowEditor {
  const [params, setParams] = useSearchParams();
  const wanted = variantFromParams(params);
  // Nothing is read until the editor is first shown; from then on it stays loaded.
  const [started, setStarted] = useState(active);
  if (active && !started) setStarted(true);
  const query = useGetWorkflowsQuery(undefined, { skip: !started });
  // The same cached read as the settings checklist; the editor only wants the tags.
  const ruleSets = useGetRuleSetsQuery(undefined, { skip: !started });
  const tags = useMemo(() => (ruleSets.data ? ruleSetTags(ruleSets.data) : undefined), [ruleSets.data]);
  const knownTags = tags ?? EMPTY_TAGS;
  // Tags are checked only once read: without them, services still check.
  const knownTagSet = useRef<ReadonlySet<string> | undefined>(undefined);
  knownTagSet.current = tags ? new Set(tags) : undefined;
  const [saveWorkflow, { isLoading: saving }] = useSaveWorkflowMutation();
  const form = useForm<WorkflowValues>({
    mode: 'controlled',
    initialValues: { steps: [] },
    validate: (values) => validateWorkflow(values, knownTagSet.current),
    validateInputOnBlur: true,
  });
  const [variant, setVariant] = useState<WorkflowVariant | null>(null);
  const [pendingVariant, setPendingVariant] = useState<WorkflowVariant | null>(null);
  const [conflict, setConflict] = useState<WorkflowEditor['conflict']>('none');
  const [problems, setProblems] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(new Set());
  // The version the current edit started from; a save sends it so a concurrent save is noticed.
  const baseVersion = useRef<number | null>(null);
  // While our own save is answered, the cached list already holds its new version: not a conflict.
  const ownSave = useRef(false);
  const dirty = form.isDirty();
  const entryOf = useCallback((of: WorkflowVariant | null) => query.data?.find((entry) => entry.variant === of), [query.data]);
  const stored = entryOf(variant);

  const load = useCallback(
    (entry: StoredWorkflow, like?: WorkflowValues) => {
      const values = toWorkflowValues(entry.workflow, like);
      baseVersion.current = entry.version;
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setVariant(entry.variant);
      setPendingVariant(null);
      setConflict('none');
      setProblems([]);
      if (!like) setExpandedSet(new Set());
    },
    [form],
  );

  useEffect(() => {
    const entry = entryOf(wanted);
    if (!entry) return;
    if (variant !== wanted) {
      // A form without edits follows the address at once; with edits, the page asks first.
      if (variant === null || !dirty) load(entry);
      else setPendingVariant(wanted);
      return;
    }
    // The address is back on the variant being edited (the administrator stayed).
    setPendingVariant(null);
    // Another administrator's save (a refetch) replaces a form without edits; edits are kept.
    if (entry.version !== baseVersion.current && !ownSave.current) {
      if (!dirty) load(entry);
      else setConflict('changed-elsewhere');
    }
  }, [entryOf, wanted, variant, dirty, load]);

  const chooseVariant = useCallback((next: WorkflowVariant) => setParams((current) => withVariant(current, next)), [setParams]);
  const confirmSwitch = useCallback(() => {
    const entry = entryOf(pendingVariant);
    if (entry) load(entry);
  }, [entryOf, pendingVariant, load]);
  // The question closes once the address names the edited variant again (see the effect above).
  const cancelSwitch = useCallback(() => {
    if (variant) setParams((current) => withVariant(current, variant), { replace: true });
  }, [variant, setParams]);

  const showProblems = useCallback(
    (errors: WorkflowErrors, values: WorkflowValues) => {
      setProblems(problemsElsewhere(errors, values));
      const open = new Set(expanded);
      for (const path of Object.keys(errors)) {
        const step = values.steps[stepIndexOf(path) ?? -1];
        if (step) open.add(step.uid);
      }
      setExpandedSet(open);
      setRefusals((count) => count + 1);
    },
    [expanded],
  );

  const reload = useCallback(() => {
    void query.refetch().then((result) => {
      const entry = result.data?.find((candidate) => candidate.variant === variant);
      if (entry) load(entry);
    });
  }, [query, variant, load]);

  const discard = useCallback(() => {
    form.reset();
    setProblems([]);
  }, [form]);

  const submit = form.onSubmit(
    async (values) => {
      if (!variant) return;
      setProblems([]);
      ownSave.current = true;
      try {
        const saved = await saveWorkflow({ variant, workflow: toWorkflow(values), version: baseVersion.current ?? 0 }).unwrap();
        load(saved, values);
        ownSave.current = false;
        showToast('success', 'Workflow saved', `The ${WORKFLOW_VARIANT_LABELS[variant]} workflow was saved.`);
      } catch (error) {
        ownSave.current = false;
        const problem = problemOf(error);
        if (problem?.status === 409) {
          setConflict('refused');
          return;
        }
        const errors = workflowProblemErrors(problem);
        form.setErrors(errors);
        showProblems(errors, values);
        showErrorToast(error, 'The workflow was not saved');
      }
    },
    (errors) => showProblems(errors as WorkflowErrors, form.getValues()),
  );

  const setExpanded = useCallback((uid: string, open: boolean) => {
    setExpandedSet((current) => {
      const next = new Set(current);
      if (open) next.add(uid);
      else next.delete(uid);
      return next;
    });
  }, []);

  return {
    variant,
    pendingVariant,
    chooseVariant,
    confirmSwitch,
    cancelSwitch,
    form,
    stored,
    knownTags,
    isLoading: query.isLoading,
    isError: query.isError,
    retry: () => void query.refetch(),
    saving,
    dirty,
    conflict,
    reload,
    discard,
    submit,
    problems,
    refusals,
    expanded,
    setExpanded,
  };
}
