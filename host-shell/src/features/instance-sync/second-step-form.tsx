import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AccessSession } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { completeSignIn } from '../login/sign-in';

export const CODE_MISSING = 'Enter the code from your authenticator app, or a recovery code.';

export interface SecondStepFormProps {
  /** From the exchange's 401 `mfa-required`: names the user, for five minutes. */
  challenge: string;
  /** What the services said when they asked for the code. */
  prompt: string;
  onSignedIn: (session: AccessSession) => void;
  /** The five minutes are over: the page says so and offers the sign-in page. */
  onChallengeExpired: (message: string) => void;
}

/**
 * The second step after a link from another instance, for a user with two-step sign-in: the
 * link stands for the password typed there, not for the code, which is asked here as the sign-in
 * page asks it (`POST /api/auth/mfa`).
 */
export function SecondStepForm({ challenge, prompt, onSignedIn, onChallengeExpired }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(CODE_MISSING);
      return;
    }
    setPending(true);
    setError(null);
    const result = await completeSignIn({ challenge, code: code.trim() });
    setPending(false);
    if (result.ok) onSignedIn(result.session);
    else if (result.code === 'mfa-challenge-invalid') onChallengeExpired(result.message);
    else setError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <Stack gap="sm">
        <FormRefusal refusal={error} />
        <Text size="sm">{prompt}</Text>
        <TextInput
          label="Authentication code"
          description="The six-digit code your authenticator app shows for this portal, or one of your recovery codes."
          autoComplete="one-time-code"
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ? true : undefined}
          autoFocus
        />
        <Button type="submit" loading={pending}>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
