import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SETTING_DEFINITIONS, type SettingEntry, type SettingKey, type SettingValue } from 'shared-rules';
import { useGetSettingQuery, useSaveSettingMutation } from '../../api/shared-endpoints';
import { problemOf } from '../../components/problem';
import { showErrorToast, showToast } from '../../components/toast';
import { problemFieldErrors } from '../../forms/problem-field-errors';
import type { EditConflict } from './stale-edit-alert';

export interface SettingFormOptions<K extends SettingKey> {
  /** Field-level rules, checked on submit and as each field is left. */
  validate?: FormValidateInput<SettingValue<K>>;
  /** Shapes the edited values into the saved value (trimming, ordering). */
  toSaved?: (values: SettingValue<K>) => SettingValue<K>;
}

export interface SettingForm<K extends SettingKey> {
  key: K;
  form: UseFormReturnType<SettingValue<K>>;
  /** The entry the form was loaded from (version, who saved it, when). */
  entry: SettingEntry<SettingValue<K>> | undefined;
  isLoading: boolean;
  isError: boolean;
  saving: boolean;
  /** The form differs from what is saved. */
  dirty: boolean;
  /** A save was refused because someone saved first (409), or the saved value changed while editing. */
  conflict: EditConflict;
  /** Loads the saved value into the form, dropping the edits. */
  reload: () => void;
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
}

// Setting values are JSON, so a JSON copy is a full copy (and jsdom has no structuredClone).
const clone = <V>(value: V): V => JSON.parse(JSON.stringify(value)) as V;

/**
 * One setting edited as a form: loads the saved value (the default when never saved), tracks
 * unsaved changes, saves with the version the edit started from, and reports the outcome the
 * way every settings page does ("Setting saved", the shared error toast, field errors from the
 * server, a conflict when someone else saved first).
 */
export function useSettingForm<K extends SettingKey>(key: K, options: SettingFormOptions<K> = {}): SettingForm<K> {
  const query = useGetSettingQuery(key);
  const entry = query.data as SettingEntry<SettingValue<K>> | undefined;
  const [saveSetting, { isLoading: saving }] = useSaveSettingMutation();
  const form = useForm<SettingValue<K>>({
    mode: 'controlled',
    initialValues: clone(SETTING_DEFINITIONS[key].defaultValue as SettingValue<K>),
    validate: options.validate,
    validateInputOnBlur: true,
  });
  // The version the current edit started from; a save sends it so a concurrent save is noticed.
  const baseVersion = useRef<number | null>(null);
  const [conflict, setConflict] = useState<SettingForm<K>['conflict']>('none');
  const dirty = form.isDirty();

  const load = useCallback(
    (loaded: SettingEntry<SettingValue<K>>) => {
      baseVersion.current = loaded.version;
      form.setInitialValues(clone(loaded.value));
      form.setValues(clone(loaded.value));
      form.resetDirty(clone(loaded.value));
      form.clearErrors();
      setConflict('none');
    },
    [form],
  );

  // A newer saved value (another administrator's save arrives with settings-update) replaces a
  // form without edits; a form with edits keeps them and says the saved value changed.
  useEffect(() => {
    if (!entry || entry.version === baseVersion.current) return;
    if (baseVersion.current === null || !form.isDirty()) load(entry);
    else setConflict('changed-elsewhere');
  }, [entry, form, load]);

  const reload = useCallback(() => {
    void query.refetch().then((result) => {
      if (result.data) load(result.data as SettingEntry<SettingValue<K>>);
    });
  }, [query, load]);

  const submit = form.onSubmit(async (values) => {
    const value = options.toSaved ? options.toSaved(values) : values;
    try {
      const saved = (await saveSetting({ key, value, version: baseVersion.current ?? 0 }).unwrap()) as SettingEntry<SettingValue<K>>;
      load(saved);
      showToast('success', 'Setting saved', `The ${key} setting was saved.`);
    } catch (error) {
      const problem = problemOf(error);
      if (problem?.status === 409) {
        setConflict('refused');
        return;
      }
      form.setErrors(problemFieldErrors(problem, 'body.value.'));
      showErrorToast(error, 'The setting was not saved');
    }
  });

  return { key, form, entry, isLoading: query.isLoading, isError: query.isError, saving, dirty, conflict, reload, submit };
}
