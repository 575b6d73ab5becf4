import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MAX_LENGTH } from 'shared-rules';

export const PASSWORDS_DO_NOT_MATCH = 'The two new passwords are not the same.';

/** Validates the second entry of a new password against the first (`field`, as the form names it). */
export function confirmationOf<Values extends Record<string, unknown>>(field: keyof Values) {
  return (value: unknown, values: Values): string | null => (value !== values[field] ? PASSWORDS_DO_NOT_MATCH : null);
}

interface NewPasswordFieldsProps<Values> {
  form: UseFormReturnType<Values>;
  /** The form's field of the new password: named as the services name it, so their refusals land under it. */
  passwordField: keyof Values & string;
  confirmationField: keyof Values & string;
}

/**
 * A new password and its second entry, as the password page and an emailed password link ask for
 * them: password managers offer to generate one, and an error marks its input invalid.
 */
export function NewPasswordFields<Values>({ form, passwordField, confirmationField }: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.getInputProps(passwordField)}
        // Mantine's PasswordInput links the error (aria-describedby) but does not mark its input invalid.
        aria-invalid={form.errors[passwordField] ? true : undefined}
      />
      <PasswordInput
        label="New password again"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.getInputProps(confirmationField)}
        aria-invalid={form.errors[confirmationField] ? true : undefined}
      />
    </>
  );
}
