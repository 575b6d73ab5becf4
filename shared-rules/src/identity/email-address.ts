import { EMAIL_PATTERN } from '../api/account';

/** The longest address SMTP carries (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one form in which the portal stores, compares and looks up an email address: Unicode NFC,
 * surrounding white space trimmed, and the whole address lower-cased, local part included.
 *
 * RFC 5321 lets a mail server treat `Ann@x.com` and `ann@x.com` as two mailboxes, but no
 * provider the lender's brokers use does, and two accounts that differ only in case would be two
 * identities for one person (a second sign-in nobody manages, a password link for the wrong
 * account). No provider-specific folding: `ann.lee+loans@gmail.com` stays distinct from
 * `annlee@gmail.com`, since most providers deliver those to different people.
 *
 * Never throws; an address of the wrong shape comes back normalised, for `isEmailShaped` to refuse.
 */
export function normaliseEmail(address: string): string {
  return address.normalize('NFC').trim().toLowerCase();
}

/** Whether two addresses, as typed, are the same identity. */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b);
}

/**
 * Whether a normalised address has the shape every stored address has (something@domain.tld, no
 * spaces, at most `EMAIL_MAX_LENGTH` characters). Pass it through `normaliseEmail` first.
 */
export function isEmailShaped(address: string): boolean {
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}
