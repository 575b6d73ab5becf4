import { compileCondition } from '../rules/conditions';
import type { Condition, FieldValues } from '../rules/types';
import { isRecord } from '../rules/json';
import { localDayNumber } from '../rules/values';

/** A loan-upload redirect rule, as the admin's loan-upload settings store it. */
export interface RedirectRule {
  enabled: boolean;
  /** Every condition must hold; a rule without conditions matches every loan. */
  rules: Condition[];
  /** Probability from 0 to 1 that a matching rule applies; 1 (or more, or none) means always. */
  percent?: number | null;
  /** Where to send the loan; a URL containing `block` blocks the upload instead. */
  redirectUrl: string;
  /** The message shown on the step; the text `seamless` redirects without asking. */
  errorMessage?: string | null;
}

export const REDIRECT_TEXTS = {
  blockedTitle: 'Upload Blocked',
  redirectTitle: 'Eligibility Redirect',
  failure: 'An unexpected error occurred during redirect.',
} as const;

export type RedirectOutcome =
  | { kind: 'none' }
  | { kind: 'blocked'; rule: RedirectRule; message: string }
  | { kind: 'redirect'; rule: RedirectRule; redirectUrl: string; message: string; seamless: boolean };

export interface RedirectMatchOptions {
  /** A random source returning numbers in [0, 1), such as Math.random; used only for a percent below 1. */
  random: () => number;
  /** The day date conditions measure from. */
  today?: Date;
}

/**
 * The outcome of the loan-upload redirect rules for a loan: the first enabled rule whose
 * conditions all hold applies, with probability `percent` when it has one below 1 (1 means
 * always). When that roll fails, no redirect happens and later rules are not tried, so a
 * percent split sends the rest of the loans on through the wizard, not to another rule. A rule
 * whose URL contains `block` blocks the upload; otherwise the loan is redirected, seamlessly
 * (no question) when the message is `seamless`.
 */
export function matchRedirectRule(rules: readonly RedirectRule[], values: FieldValues, options: RedirectMatchOptions): RedirectOutcome {
  const scope = { todayDay: options.today ? localDayNumber(options.today) : null };
  const record = isRecord(values) ? values : {};
  const rule = (Array.isArray(rules) ? rules : []).find(
    (candidate) =>
      candidate?.enabled === true && conditionList(candidate.rules).every((condition) => compileCondition(condition)(record, scope)),
  );
  if (!rule) return { kind: 'none' };
  const percent = typeof rule.percent === 'number' && Number.isFinite(rule.percent) ? rule.percent : 1;
  if (percent < 1 && !(options.random() < percent)) return { kind: 'none' };
  const message = typeof rule.errorMessage === 'string' ? rule.errorMessage : '';
  const redirectUrl = typeof rule.redirectUrl === 'string' ? rule.redirectUrl : '';
  if (redirectUrl.toLowerCase().includes('block')) return { kind: 'blocked', rule, message };
  return { kind: 'redirect', rule, redirectUrl, message, seamless: message.trim().toLowerCase() === 'seamless' };
}

function conditionList(conditions: unknown): unknown[] {
  return Array.isArray(conditions) ? conditions : [];
}

export interface RedirectParameters {
  transitionToken: string;
  loanToken: string;
  channel: string;
  nonQM: boolean;
}

/**
 * The full-page address a redirect goes to: the rule's URL with `transition_token`,
 * `loan_token`, `channel` and `nonQM` set (existing parameters of those names are replaced).
 * A URL that is not absolute http(s) is refused with a problem instead of being followed.
 */
export function redirectAddress(
  redirectUrl: string,
  parameters: RedirectParameters,
): { ok: true; url: string } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return { ok: false, problem: `Redirect URL "${redirectUrl}" is not a valid address` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: `Redirect URL "${redirectUrl}" must use http or https` };
  }
  url.searchParams.set('transition_token', parameters.transitionToken);
  url.searchParams.set('loan_token', parameters.loanToken);
  url.searchParams.set('channel', parameters.channel);
  url.searchParams.set('nonQM', String(parameters.nonQM));
  return { ok: true, url: url.toString() };
}
