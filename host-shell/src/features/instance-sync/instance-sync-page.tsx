import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { AccessSession } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { useLinkToken } from '../password-links/link-token';
import { PasswordLinkFrame } from '../password-links/password-link-frame';
import { exchangeSyncToken } from './exchange-sync-token';
import { SecondStepForm } from './second-step-form';

const NO_TOKEN = 'This address has no sign-in link in it. Open the instance again from the portal you came from, or sign in.';

export interface InstanceSyncPageProps {
  /** The link signed the user in: keep the pair and go home. */
  onSignedIn: (session: AccessSession) => void;
  /** Opens the sign-in page in place of a page load. */
  onOpenSignIn: () => void;
  /** Runs before the link is exchanged (the signed-in page ends the browser's current sign-in there). */
  beforeExchange?: () => Promise<void>;
}

/**
 * /instance-sync#token=…: a user arriving from another instance of the portal (or Open on this
 * one) is signed in with the one-minute link, once; the token leaves the address at once. When the
 * link does not work the page says why and offers the sign-in page.
 */
export function InstanceSyncPage({ onSignedIn, onOpenSignIn, beforeExchange }: InstanceSyncPageProps) {
  const token = useLinkToken();
  const [problem, setProblem] = useState<string | null>(token ? null : NO_TOKEN);
  /** Set when the user has two-step sign-in: their code finishes what the link started. */
  const [secondStep, setSecondStep] = useState<{ challenge: string; prompt: string } | null>(null);
  // A token works once: exchanged once, even when the effect runs again.
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    setProblem(null);
    void (beforeExchange?.() ?? Promise.resolve())
      .then(() => exchangeSyncToken(token))
      .then((result) => {
        if (result.ok) onSignedIn(result.session);
        else if (result.mfaChallenge) setSecondStep({ challenge: result.mfaChallenge, prompt: result.message });
        else setProblem(result.message);
      });
  }, [token, onSignedIn, beforeExchange]);

  function body() {
    if (problem) {
      return <FormRefusal title="This link did not sign you in" refusal={problem} />;
    }
    if (secondStep) {
      return (
        <SecondStepForm
          challenge={secondStep.challenge}
          prompt={secondStep.prompt}
          onSignedIn={onSignedIn}
          onChallengeExpired={(message) => {
            setSecondStep(null);
            setProblem(message);
          }}
        />
      );
    }
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Signing you in with the link from the other portal…</Text>
      </Group>
    );
  }

  const title = problem ? 'You are not signed in' : secondStep ? 'Two-step sign-in' : 'Signing you in';
  return (
    <PasswordLinkFrame title={title} onOpenSignIn={onOpenSignIn}>
      {body()}
    </PasswordLinkFrame>
  );
}
