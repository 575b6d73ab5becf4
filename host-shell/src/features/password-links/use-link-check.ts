import { useCallback, useEffect, useState } from 'react';
import type { PasswordResetLink } from 'shared-rules';
import { checkPasswordLink } from './api/password-links-api';

export type LinkCheck =
  | { state: 'checking' }
  | { state: 'valid'; link: PasswordResetLink }
  /** Used, replaced by a newer link, expired or never issued: the user needs a new one. */
  | { state: 'invalid' }
  /** No verdict (offline, too many tries, the portal failing): the link may still work. */
  | { state: 'unanswered'; message: string };

/** Whether the services answered for the link rather than about themselves. */
function isVerdict(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && status !== 429;
}

/**
 * Asks the services whether the link still works, before the user types a password.
 * `retry` asks again after an unanswered check; `linkDied` is for a link found dead later on.
 */
export function useLinkCheck(token: string) {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is how Try again asks again.
  useEffect(() => {
    let current = true;
    setCheck({ state: 'checking' });
    void checkPasswordLink({ token }).then((answer) => {
      if (!current) return;
      if (answer.ok) setCheck({ state: 'valid', link: answer.data });
      else if (isVerdict(answer.status)) setCheck({ state: 'invalid' });
      else setCheck({ state: 'unanswered', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const linkDied = useCallback(() => setCheck({ state: 'invalid' }), []);
  return { check, retry, linkDied };
}
