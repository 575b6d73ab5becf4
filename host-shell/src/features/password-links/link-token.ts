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

/**
 * The token of the link that opened the page, read once. It is then taken out of the address bar,
 * so that it is left in neither the history, a bookmark nor a shared screen; the page keeps it.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => linkTokenOf(window.location.hash));
  useEffect(() => {
    if (linkTokenOf(window.location.hash) === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}
