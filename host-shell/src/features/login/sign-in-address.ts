import type { MouseEvent } from 'react';
import type { PASSWORD_RESET_PATH } from 'shared-rules';

// The sign-in page paints before any shared module has loaded, so its addresses are spelled out
// here; the contract's type keeps the reset page's address equal to PASSWORD_RESET_PATH.
export const SIGN_IN_PATH = '/login';
export const RESET_PASSWORD_PATH: typeof PASSWORD_RESET_PATH = '/reset-password';

/** The history entry's key for a message the sign-in page shows once. */
const NOTICE_KEY = 'signInNotice';

/**
 * Replaces the current address with the sign-in page's, carrying `notice` in the history entry
 * for that page to show (a password just set). The page that calls it is done: Back skips it.
 */
export function replaceWithSignIn(notice: string): void {
  window.history.replaceState({ [NOTICE_KEY]: notice }, '', SIGN_IN_PATH);
}

/** The message left for the sign-in page in this history entry, or null. */
export function signInNotice(state: unknown = window.history.state): string | null {
  if (typeof state !== 'object' || state === null || !(NOTICE_KEY in state)) return null;
  const notice = (state as Record<typeof NOTICE_KEY, unknown>)[NOTICE_KEY];
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** Drops the message from the history entry once shown, so that a reload does not show it again. */
export function forgetSignInNotice(): void {
  if (signInNotice() === null) return;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

/** A link click the page may take over: the main button with no key held (the others open a tab or a window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
