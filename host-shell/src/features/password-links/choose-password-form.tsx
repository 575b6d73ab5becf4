import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_RESET_TEXTS } from 'shared-rules';
import { FormRefusal, problemFieldErrors } from 'shared-ui';
import { confirmationOf, NewPasswordFields } from '../passwords/new-password-fields';
import { newPasswordError } from '../passwords/password-rules';
import { type PublicAnswer, setPasswordWithLink } from './api/password-links-api';

type ChoosePasswordValues = {
  /** Named as the services name it (`body.password`), so their refusals land under it. */
  password: string;
  confirmation: string;
};

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
      confirmation: confirmationOf<ChoosePasswordValues>('password'),
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
        <FormRefusal refusal={failure} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} passwordField="password" confirmationField="confirmation" />
        <Button type="submit" loading={saving}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
