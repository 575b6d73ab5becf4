import type { ChatContext, ChatMessage } from 'shared-rules';
import type { AskedMessage } from './asked-message';

/**
 * Which loan a message is about, read from its words (pure): a loan number, a borrower's name,
 * the loan open on the asker's page, or the loan the conversation was last about.
 */
export type LoanReference = { kind: 'number'; loanNumber: string } | { kind: 'borrower'; name: string } | { kind: 'loan'; loanId: string };

/** What is asked about the loan; it decides the tools run and the tab the reply opens. */
export type LoanTopic = 'missing' | 'conditions' | 'documents' | 'step' | 'status';

// Loan numbers are digits (two-digit year + sequence). Long runs stand alone; a short one only after "loan #".
const LONG_LOAN_NUMBER = /(?<![\d.,$-])(\d{8,12})(?![\d.,-]\d)/;
const SHORT_LOAN_NUMBER = /\bloan\s*(?:#|no\.?|number)\s*(\d{4,12})\b/;

export function loanNumberIn(asked: AskedMessage): string | null {
  return LONG_LOAN_NUMBER.exec(asked.folded)?.[1] ?? SHORT_LOAN_NUMBER.exec(asked.folded)?.[1] ?? null;
}

const NAME = String.raw`[\p{L}][\p{L}'.-]*`;
/** One or two words, starting at a word's start. */
const NAMES = String.raw`(?<![\p{L}'.-])${NAME}(?:\s+${NAME})?`;
/** The portal's nouns made with "loan": "revised Loan Estimate", "the loan officer", "loan alert emails" name no loan. */
const LOAN_COMPOUND = String.raw`(?!\s+(?:estimates?|officers?|processors?|alerts?|types?|amounts?|programs?|purposes?|pricer|limits?)\b)`;
/**
 * "the Diaz loan", "Priya Okafor's file", "loan for Diaz", "borrower Okafor". `explicit`: the
 * words say a name follows ("loan for …"); otherwise a name typed in lower case is one only in a
 * question about a loan (see `borrowerNameIn`).
 */
const NAME_PATTERNS: Array<{ pattern: RegExp; explicit: boolean }> = [
  { pattern: new RegExp(String.raw`\b(?:loan|file)\s+(?:for|of)\s+(?:the\s+)?(?:borrower\s+)?(${NAMES})`, 'iu'), explicit: true },
  { pattern: new RegExp(String.raw`(${NAMES})\s+(?:loan|file)\b${LOAN_COMPOUND}`, 'iu'), explicit: false },
  { pattern: new RegExp(String.raw`\bborrowers?\s+(?:named\s+|called\s+)?(${NAMES})`, 'iu'), explicit: false },
];
const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/** Words around a name in these patterns that are never the name. */
const NOT_A_NAME = new Set(
  (
    'a an the my our your their his her its this that these those which what whose any every some one each other same new old next last first ' +
    'current open add create submit upload lock price closed active approved denied withdrawn submitted purchase refinance refi cash-out ' +
    'conventional fha va usda jumbo non-qm wholesale correspondent delegated mortgage home loan file borrower status step conditions ' +
    'documents docs missing pending about on for of with in at to from is are was be and or i me we you it how do does can could would ' +
    'should where when why who please show tell check see give get find look up need needs help whole entire'
  ).split(' '),
);

/** The borrower's name a message asks about, or null. */
export function borrowerNameIn(asked: AskedMessage): string | null {
  const text = asked.text.replace(/[’‘]/g, "'");
  // "How do I add a second borrower pair?", "who sends the disclosures on a non-delegated loan?":
  // lower-case words before "loan" or after "borrower" are a kind of loan, unless a loan is asked about.
  const asksOfALoan = loanTopicOf(asked) !== null && !asked.howTo;
  for (const { pattern, explicit } of NAME_PATTERNS) {
    const captured = pattern.exec(text)?.[1];
    if (!captured) continue;
    const words = captured
      .split(/\s+/)
      .map((word) => word.replace(/'s$/i, '').replace(/[.'-]+$/, ''))
      .filter((word) => word.length >= 2 && !NOT_A_NAME.has(word.toLowerCase()));
    if (words.length === 0) continue;
    if (!explicit && !asksOfALoan && !words.some(capitalised)) continue;
    return words.join(' ');
  }
  return null;
}

const TOPICS: Array<[LoanTopic, RegExp]> = [
  [
    'missing',
    /\b(?:missing|outstanding|still needs?|needed|what(?:'s| is)? (?:left|needed)|left to do|to do|to-do|waiting (?:on|for)|pending|blocking|holding (?:it|up))\b/,
  ],
  ['conditions', /\bconditions?\b/],
  ['documents', /\b(?:documents?|docs?|uploads?|paperwork)\b/],
  ['step', /\b(?:step|stage|workflow|progress)\b/],
  ['status', /\b(?:status|update|where is|where's|how is|how's|going on|doing)\b/],
];

/** What a loan question asks, or null when it asks nothing of a loan. */
export function loanTopicOf(asked: AskedMessage): LoanTopic | null {
  return TOPICS.find(([, pattern]) => pattern.test(asked.folded))?.[0] ?? null;
}

/** "this loan", "the current file": the loan open on the page. */
export const mentionsThisLoan = (asked: AskedMessage) => /\b(?:this|current|open)\s+(?:loan|file)\b|\bhere\b/.test(asked.folded);
/**
 * "my loan", "the file": one loan, without saying which. "a loan" is any loan ("what can I upload
 * to a loan?"): a question about the portal, which the knowledge base answers.
 */
export const mentionsSomeLoan = (asked: AskedMessage) => /\b(?:my|our|the|this|that)\s+(?:loan|file)s?\b/.test(asked.folded);

/** The loan the asker's page shows. */
export const pageLoanOf = (context: ChatContext | null): string | null => context?.currentLoanId ?? null;

/**
 * The loan the conversation's latest reply was about (its NAVIGATE actions open one loan), so
 * that "and its conditions?" follows on. A reply about several loans, or none, ends the thread.
 */
export function conversationLoanOf(history: readonly ChatMessage[]): string | null {
  const lastReply = history.findLast((message) => message.role === 'assistant');
  const loanIds = new Set(
    (lastReply?.metadata?.actions ?? []).flatMap((action) =>
      action.type === 'NAVIGATE' && action.routeName === 'loan' && action.params?.loanId ? [action.params.loanId] : [],
    ),
  );
  return loanIds.size === 1 ? [...loanIds][0] : null;
}
