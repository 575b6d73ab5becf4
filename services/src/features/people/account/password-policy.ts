import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordRule } from 'shared-rules';

/**
 * The least zxcvbn score a new password needs (0–4): 3 is "safely unguessable: moderate
 * protection from offline slow-hash scenarios" (about 10^8 guesses and more), what guidance such
 * as NIST SP 800-63B asks of a memorised secret beside the length and the breach list.
 */
const LEAST_SCORE = 3;

// The list is the `passwords-common` dictionary zxcvbn-ts ships (about 30,000 passwords seen most
// in published breaches), checked as a whole and case-insensitively.
const BREACHED = new Set(commonDictionary['passwords-common'].map((password) => password.toLowerCase()));

const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
});

/** Who the password belongs to: what it must not contain, and what it must differ from. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** Words of the owner's identity worth refusing inside a password (3 letters or more). */
function personalWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const [local = ''] = email.toLowerCase().split('@');
  const words = [email.toLowerCase(), local, ...local.split(/[^a-z0-9]+/), firstName.toLowerCase(), lastName.toLowerCase()];
  return [...new Set(words.map((word) => word.trim()).filter((word) => word.length >= 3))];
}

/**
 * The first rule a new password breaks, or null when it is acceptable: length, the owner's email
 * or name inside it, the breach list, then how guessable it is (zxcvbn, with the owner's words).
 * "Differs from the current password" needs the stored hash: the route checks it.
 */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordRule | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  const personal = personalWords(owner);
  if (personal.some((word) => lower.includes(word))) return 'personal';
  if (BREACHED.has(lower)) return 'breached';
  if (estimator.check(password, personal).score < LEAST_SCORE) return 'guessable';
  return null;
}
