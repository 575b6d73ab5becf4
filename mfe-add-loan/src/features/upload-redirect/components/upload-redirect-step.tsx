import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REDIRECT_TEXTS, redirectAddress, type RedirectOutcome, type UiChannel } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { useCreateTransitionTokenMutation } from '../api/transition-token';

export interface UploadRedirectStepProps {
  outcome: RedirectOutcome;
  loanToken: string;
  channel: UiChannel;
  nonQM: boolean;
  onBack: () => void;
  /** No rule applies: the wizard moves on. */
  onNoRedirect: () => void;
  /** The full-page move to another pipeline (the browser's location by default). */
  leavePortal?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * The loan-upload redirect step. A blocking rule stops the upload (Upload Blocked, Back only); a
 * redirect rule offers the move (Eligibility Redirect, Back and Continue), or makes it at once
 * when its message is `seamless`. The move is a full page load of the rule's address carrying
 * transition_token, loan_token, channel and nonQM; a failure offers Back and Retry.
 */
export function UploadRedirectStep({
  outcome,
  loanToken,
  channel,
  nonQM,
  onBack,
  onNoRedirect,
  leavePortal = assignLocation,
}: UploadRedirectStepProps) {
  const [createToken] = useCreateTransitionTokenMutation();
  const [phase, setPhase] = useState<'asking' | 'redirecting' | 'failed'>('asking');
  const started = useRef(false);

  const redirect = useCallback(async () => {
    if (outcome.kind !== 'redirect') return;
    setPhase('redirecting');
    const result = await createToken({ transition: true });
    if (!('data' in result) || !result.data) {
      setPhase('failed');
      return;
    }
    const address = redirectAddress(outcome.redirectUrl, { transitionToken: result.data.token, loanToken, channel, nonQM });
    if (!address.ok) {
      setPhase('failed');
      return;
    }
    try {
      leavePortal(address.url);
    } catch {
      setPhase('failed');
    }
  }, [outcome, createToken, loanToken, channel, nonQM, leavePortal]);

  useEffect(() => {
    if (started.current) return;
    if (outcome.kind === 'none') {
      started.current = true;
      onNoRedirect();
    } else if (outcome.kind === 'redirect' && outcome.seamless) {
      started.current = true;
      void redirect();
    }
  }, [outcome, onNoRedirect, redirect]);

  if (phase === 'failed') {
    return (
      <Stack gap="lg">
        <Title order={3} fz="lg">
          {REDIRECT_TEXTS.redirectTitle}
        </Title>
        <FormRefusal title="Redirect failed" refusal={REDIRECT_TEXTS.failure} />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button onClick={() => void redirect()}>Retry</Button>
        </Group>
      </Stack>
    );
  }

  if (outcome.kind === 'none' || phase === 'redirecting') {
    return (
      <Stack gap="md" align="center" py="xl" role="status" aria-live="polite">
        <Loader />
        <Text size="sm" c="dimmed">
          {outcome.kind === 'none' ? 'Checking where this loan is originated…' : 'Redirecting you to continue this loan…'}
        </Text>
      </Stack>
    );
  }

  if (outcome.kind === 'blocked') {
    return (
      <Stack gap="lg">
        <Title order={3} fz="lg">
          {REDIRECT_TEXTS.blockedTitle}
        </Title>
        <FormRefusal refusal={outcome.message || 'Loans like this one cannot be uploaded here.'} />
        <Text size="sm" c="dimmed">
          Go back to import another file or change the channel.
        </Text>
        <Group justify="flex-start">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={3} fz="lg">
        {REDIRECT_TEXTS.redirectTitle}
      </Title>
      <Alert color="blue">{outcome.message || 'This loan continues in another pipeline.'}</Alert>
      <Text size="sm" c="dimmed">
        Continue to move the imported loan there; you stay signed in.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void redirect()}>Continue</Button>
      </Group>
    </Stack>
  );
}
