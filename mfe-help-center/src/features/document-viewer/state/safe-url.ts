import { isPortalAddress, MARKUP_ALLOW_LIST } from 'shared-rules';

/** Where a stored link may lead: a page of the portal (through its router), or the web (a new tab). */
export type SafeLink = { kind: 'portal'; path: string } | { kind: 'web'; href: string };

/** The schemes a stored link may use: the portal's one allow-list for markup. */
const LINK_PROTOCOLS = new Set(MARKUP_ALLOW_LIST.urlProtocols.href.map((scheme) => `${scheme}:`));

/**
 * A link from stored content (an article, a breadcrumb) that is safe to follow, or null: a path
 * of the portal (`/knowledge?tag=urla`, `#section`), or an http(s), mailto or tel address.
 * `javascript:`, `data:` and anything unparseable are refused, so a stored link never runs script.
 */
export function safeLink(href: string | null | undefined): SafeLink | null {
  const value = href?.trim() ?? '';
  if (value === '') return null;
  if (isPortalAddress(value)) return { kind: 'portal', path: value };
  try {
    const url = new URL(value);
    return LINK_PROTOCOLS.has(url.protocol) ? { kind: 'web', href: url.href } : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) address that may be framed or loaded (a URL document, an image), or null. */
export function safeWebAddress(address: string | null | undefined): string | null {
  try {
    const url = new URL(address?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
