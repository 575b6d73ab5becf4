import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AdminUser } from 'shared-rules';
import { problemOf, showToast } from 'shared-ui';
import { useCreateAdminUserMutation } from '../api/create-admin-user';
import { useUpdateAdminUserMutation } from '../api/update-admin-user';
import { fieldsShownFor, userRefusalOf } from '../state/user-field-errors';
import {
  emptyUserFormValues,
  type UserFormValues,
  userCreateRequestOf,
  userFormProblems,
  userFormValuesOf,
  userUpdateRequestOf,
} from '../state/user-form-values';
import { userName } from '../state/user-labels';

export interface UseUserFormOptions {
  /** The user edited, or null for a new one. */
  user: AdminUser | null;
  onSaved: () => void;
}

/**
 * The Add / Edit user form: its values, the checks services also make, and Save (`POST` a new
 * user, `PATCH` what changed). A refusal lands under its fields, or in `refusal` for the modal's
 * alert; the form keeps everything typed.
 */
export function useUserForm({ user, onSaved }: UseUserFormOptions) {
  const [initialValues] = useState<UserFormValues>(() => (user ? userFormValuesOf(user) : emptyUserFormValues()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateAdminUserMutation();
  const [update, updating] = useUpdateAdminUserMutation();

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => userFormProblems(values),
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      if (user) {
        const change = userUpdateRequestOf(user, values);
        if (change) {
          const saved = await update({ id: user.id, change }).unwrap();
          showToast('success', 'User saved', `${userName(saved)}’s details are saved.`);
        }
      } else {
        const created = await create(userCreateRequestOf(values)).unwrap();
        showToast('success', 'User added', `${userName(created)} was added and emailed a link to choose a password.`);
      }
      onSaved();
    } catch (error) {
      const placed = userRefusalOf(
        problemOf(error),
        fieldsShownFor(values.userType),
        user ? 'The user was not saved. Please try again.' : 'The user was not added. Please try again.',
      );
      form.setErrors(placed.fields);
      setRefusal(placed.message);
    }
  });

  return { form, isNew: user === null, submit, refusal, saving: creating.isLoading || updating.isLoading };
}

export type UserForm = ReturnType<typeof useUserForm>['form'];
