import { MARKUP_ALLOW_LIST, type MarkupUrlAttribute } from './markup-allow-list';

const URL_ATTRIBUTES: ReadonlySet<string> = new Set<MarkupUrlAttribute>(['href', 'src']);
/** Control characters and line breaks: browsers drop some of them from addresses (`/\t/evil.test` is `//evil.test`). */
const CONTROL_CHARACTER = /\p{Cc}/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const NUMBER = /^\d{1,4}$/;
const WEB_ADDRESS = /^https?:/i;

/**
 * Whether an address stays in the portal: one of its paths (`/knowledge?tag=urla`) or a place on
 * the page (`#fees`). `//host` and `/\host` leave it (browsers read both as another site).
 */
export function isPortalAddress(address: string): boolean {
  return /^\/(?![/\\])/.test(address) || address.startsWith('#');
}

/** Whether an address is on the web (http or https), so a link to it opens in a new tab. */
export function isWebAddress(address: string): boolean {
  return WEB_ADDRESS.test(address);
}

/**
 * A link's (`href`) or an image's (`src`) address as stored markup may keep it, or null when it
 * may not: trimmed, with its scheme in lower case. Accepted: an address of the portal (see
 * `isPortalAddress`; an image cannot point at a place on the page), or a scheme the allow-list
 * names for the attribute. `javascript:`, `data:`, other sites without a scheme (`//host`) and
 * relative addresses, whose meaning depends on the page that shows them, are refused.
 */
export function safeMarkupUrl(attribute: MarkupUrlAttribute, value: string): string | null {
  const address = value.trim();
  if (address === '' || CONTROL_CHARACTER.test(address)) return null;
  if (isPortalAddress(address)) return attribute === 'src' && address.startsWith('#') ? null : address;
  const scheme = SCHEME.exec(address)?.[1].toLowerCase();
  if (!scheme || !MARKUP_ALLOW_LIST.urlProtocols[attribute].includes(scheme)) return null;
  return scheme + address.slice(scheme.length);
}

function keptValue(name: string, value: string): string | null {
  if (URL_ATTRIBUTES.has(name)) return safeMarkupUrl(name as MarkupUrlAttribute, value);
  if (MARKUP_ALLOW_LIST.numberAttributes.includes(name)) return NUMBER.test(value.trim()) ? value.trim() : null;
  const keywords = MARKUP_ALLOW_LIST.attributeValues[name];
  if (keywords) {
    const keyword = value.trim().toLowerCase();
    return keywords.includes(keyword) ? keyword : null;
  }
  // An empty value says nothing, except an image's empty alt (the image is decoration).
  return value === '' && name !== 'alt' ? null : value;
}

/**
 * The attributes an element of stored markup keeps, from those it was written with (HTML names):
 * only those the allow-list names for the element, each with a value it accepts (see
 * `MARKUP_ALLOW_LIST`); a link to a web address gets `externalLink`'s target and rel, and an
 * author's own target or rel never survives. An element the allow-list does not keep keeps nothing.
 * Order follows the input, so services and browser serialise a kept element alike.
 */
export function safeMarkupAttributes(tagName: string, attributes: Readonly<Record<string, string>>): Record<string, string> {
  const allowed = MARKUP_ALLOW_LIST.elements[tagName.toLowerCase()];
  if (!allowed) return {};
  const kept: Record<string, string> = {};
  for (const [written, value] of Object.entries(attributes)) {
    const name = written.toLowerCase();
    if (!allowed.includes(name) || Object.hasOwn(kept, name)) continue;
    const safe = keptValue(name, value);
    if (safe !== null) kept[name] = safe;
  }
  if (tagName.toLowerCase() === 'a' && kept.href !== undefined && isWebAddress(kept.href))
    Object.assign(kept, MARKUP_ALLOW_LIST.externalLink);
  return kept;
}
