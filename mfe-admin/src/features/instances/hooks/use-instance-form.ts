import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Instance } from 'shared-rules';
import { problemOf, showToast } from 'shared-ui';
import { useCreateInstanceMutation } from '../api/create-instance';
import { useUpdateInstanceMutation } from '../api/update-instance';
import {
  emptyInstanceFormValues,
  type InstanceFormValues,
  instanceCreateRequestOf,
  instanceFormProblems,
  instanceFormValuesOf,
  instanceRefusalOf,
  instanceUpdateRequestOf,
} from '../state/instance-form-values';

/**
 * The Add / Edit instance form: its values, the checks services also make, and Save (`POST` a new
 * instance, `PATCH` what changed). A refusal lands under its field, or in `refusal`; the form
 * keeps everything typed.
 */
export function useInstanceForm({ instance, onSaved }: { instance: Instance | null; onSaved: () => void }) {
  const [initialValues] = useState<InstanceFormValues>(() => (instance ? instanceFormValuesOf(instance) : emptyInstanceFormValues()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateInstanceMutation();
  const [update, updating] = useUpdateInstanceMutation();
  const form = useForm<InstanceFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => instanceFormProblems(values),
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      if (instance) {
        const change = instanceUpdateRequestOf(instance, values);
        if (change) {
          const saved = await update({ id: instance.id, change }).unwrap();
          showToast('success', 'Instance saved', `${saved.name} is saved.`);
        }
      } else {
        const created = await create(instanceCreateRequestOf(values)).unwrap();
        showToast('success', 'Instance added', `${created.name} was added at ${created.baseUrl}.`);
      }
      onSaved();
    } catch (error) {
      const placed = instanceRefusalOf(
        problemOf(error),
        instance ? 'The instance was not saved. Please try again.' : 'The instance was not added. Please try again.',
      );
      form.setErrors(placed.fields);
      setRefusal(placed.message);
    }
  });

  return { form, isNew: instance === null, submit, refusal, saving: creating.isLoading || updating.isLoading };
}
