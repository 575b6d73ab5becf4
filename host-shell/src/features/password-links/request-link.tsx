import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { EMAIL_INVALID, EMAIL_PATTERN, PASSWORD_RESET_TEXTS } from 'shared-rules';
import { FormRefusal, problemFieldErrors } from 'shared-ui';
import { requestPasswordLink } from './api/password-links-api';

const EMAIL_MAX_LENGTH = 254;

export interface RequestLinkProps {
  /** The button's words: "Send link" when asked for, "Send me a new link" after a dead one. */
  submitLabel: string;
  /** What the page says above the form, until the link is asked for. */
  intro: ReactNode;
}

/**
 * Asks for a link to choose a new password. The answer is the same whatever the address, so the
 * page never tells whether an account uses it.
 */
export function RequestLink({ submitLabel, intro }: RequestLinkProps) {
  const [requested, setRequested] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (EMAIL_PATTERN.test(value.trim()) ? null : EMAIL_INVALID) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSending(true);
    setFailure(null);
    const answer = await requestPasswordLink({ email: email.trim() });
    setSending(false);
    if (answer.ok) {
      setRequested(true);
      return;
    }
    const fieldErrors = problemFieldErrors(answer.problem);
    if (fieldErrors.email) form.setFieldError('email', fieldErrors.email);
    // Too many requests, or no answer: the services' own sentence says when to try again.
    else setFailure(answer.message);
  });

  if (requested) {
    return (
      <Alert role="status" color="blue" variant="light">
        {PASSWORD_RESET_TEXTS.requested}
      </Alert>
    );
  }
  return (
    <>
      {intro}
      <form onSubmit={submit} noValidate aria-label="Ask for a password link">
        <Stack gap="sm">
          <FormRefusal refusal={failure} />
          <TextInput
            label="Email"
            description="The address you sign in with."
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
