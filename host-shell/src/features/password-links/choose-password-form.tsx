import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_RESET_TEXTS } from 'shared-rules';
import { problemFieldErrors } from 'shared-ui';
import { newPasswordError } from '../passwords/password-rules';
import { type PublicAnswer, setPasswordWithLink } from './api/password-links-api';

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

interface ChoosePasswordValues {
  /** Named as the services name it (`body.password`), so their refusals land under it. */
  password: string;
  confirmation: string;
}

export interface ChoosePasswordFormProps {
  token: string;
  /** The account the link is for: password managers save the new password under it. */
  email: string;
  onPasswordSet: () => void;
  /** The link stopped working while the user typed (used in another tab, replaced, expired). */
  onLinkDied: () => void;
}

function linkDied(answer: PublicAnswer<void>): boolean {
  if (answer.ok) return false;
  return answer.problem?.detail === PASSWORD_RESET_TEXTS.linkInvalid || answer.status === 404 || answer.status === 410;
}

/** The new password, twice; the services check it against the same rules as a password change. */
export function ChoosePasswordForm({ token, email, onPasswordSet, onLinkDied }: ChoosePasswordFormProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChoosePasswordValues>({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: newPasswordError,
      confirmation: (value, values) => (value !== values.password ? PASSWORDS_DO_NOT_MATCH : null),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setSaving(true);
    setFailure(null);
    const answer = await setPasswordWithLink({ token, password });
    setSaving(false);
    if (answer.ok) {
      onPasswordSet();
      return;
    }
    const fieldErrors = problemFieldErrors(answer.problem);
    if (fieldErrors.password) form.setFieldError('password', fieldErrors.password);
    else if (linkDied(answer)) onLinkDied();
    else setFailure(answer.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose your password">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.getInputProps('password')}
          // Mantine's PasswordInput links the error (aria-describedby) but does not mark its input invalid.
          aria-invalid={form.errors.password ? true : undefined}
        />
        <PasswordInput
          label="New password again"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.getInputProps('confirmation')}
          aria-invalid={form.errors.confirmation ? true : undefined}
        />
        <Button type="submit" loading={saving}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
