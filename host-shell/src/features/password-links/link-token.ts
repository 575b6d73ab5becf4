import { useEffect, useState } from 'react';

const TOKEN_PARAMETER = /(?:^|&)token=([^&]+)/;

/** The token of a link's fragment (`#token=…`), or null when there is none. */
export function linkTokenOf(hash: string): string | null {
  const match = TOKEN_PARAMETER.exec(hash.replace(/^#/, ''));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A fragment mangled on its way through a mail client: the check refuses it as a dead link.
    return match[1];
  }
}

/** Takes the token out of the address bar, so it is left in neither the history, a bookmark nor a shared screen. */
function forgetTokenInAddress(): void {
  if (linkTokenOf(window.location.hash) === null) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/**
 * The token of the link that opened the page; the page keeps it once the address has dropped it.
 * A link pasted into a tab already on this page changes only the fragment: it is read too.
 */
export function useLinkToken(): string | null {
  const [token, setToken] = useState(() => linkTokenOf(window.location.hash));
  useEffect(() => {
    forgetTokenInAddress();
    const readPastedLink = () => {
      const pasted = linkTokenOf(window.location.hash);
      if (pasted === null) return;
      setToken(pasted);
      forgetTokenInAddress();
    };
    window.addEventListener('hashchange', readPastedLink);
    return () => window.removeEventListener('hashchange', readPastedLink);
  }, []);
  return token;
}
