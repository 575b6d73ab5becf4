import type { ChatAction, ChatCitation, ChatTestCaseInput, ChatTestResult } from 'shared-rules';

/** What a test case expects of a reply (the contract's expectations, nothing else). */
export type Expectations = Pick<ChatTestCaseInput, 'expectedActionType' | 'expectedRouteName' | 'expectedDocumentId' | 'expectedFacts'>;

/** What is judged of a reply: its text, actions and citations. */
export interface JudgedReply {
  content: string;
  actions: readonly ChatAction[];
  citations: readonly ChatCitation[];
}

const routeOf = (action: ChatAction): string | null =>
  'routeName' in action && typeof action.routeName === 'string' ? action.routeName : null;

/**
 * What a reply misses of a case's expectations, one sentence each; none: it passes. An action of
 * the expected type (with the expected route, when one is given), a citation of the expected
 * document, and each fact as text of the reply, case-insensitive.
 */
export function judgeReply(expected: Expectations, reply: JudgedReply): string[] {
  const failures: string[] = [];
  const { expectedActionType: type, expectedRouteName: route } = expected;
  if (type !== null || route !== null) {
    const fits = reply.actions.some((action) => (type === null || action.type === type) && (route === null || routeOf(action) === route));
    if (!fits) {
      const what = type === null ? 'an action' : `no ${type} action`;
      failures.push(route === null ? `${type === null ? 'no action' : what}` : `${type === null ? 'no action' : what} to “${route}”`);
    }
  }
  if (expected.expectedDocumentId !== null && !reply.citations.some((citation) => citation.documentId === expected.expectedDocumentId)) {
    failures.push(`document “${expected.expectedDocumentId}” not cited`);
  }
  const text = reply.content.toLocaleLowerCase('en-US');
  for (const fact of expected.expectedFacts) {
    if (!text.includes(fact.toLocaleLowerCase('en-US'))) failures.push(`fact “${fact}” missing`);
  }
  return failures;
}

/** How a case's result compares with its result in the previous finished run (`undefined`: it was not in it). */
export function changeOf(passed: boolean, before: boolean | undefined): ChatTestResult['change'] {
  if (before === undefined) return 'new';
  if (before === passed) return 'same';
  return passed ? 'fixed' : 'broke';
}
