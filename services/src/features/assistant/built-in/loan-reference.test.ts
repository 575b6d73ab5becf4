import type { ChatMessage } from 'shared-rules';
import { askedMessage } from './asked-message';
import { borrowerNameIn, conversationLoanOf, loanNumberIn, loanTopicOf, mentionsSomeLoan, mentionsThisLoan } from './loan-reference';

const asked = askedMessage;

describe('loanNumberIn', () => {
  it.each([
    ['What is missing on loan 2611000002?', '2611000002'],
    ['status of 260001003', '260001003'],
    ['loan #4411 please', '4411'],
    ['loan number 12345', '12345'],
  ])('reads the loan number of "%s"', (text, number) => {
    expect(loanNumberIn(asked(text))).toBe(number);
  });

  it.each(['the loan amount is $450,000', 'the rate is 6.625', 'call me at 555-201-0200', 'a 30 year loan'])(
    'reads no loan number in "%s"',
    (text) => {
      expect(loanNumberIn(asked(text))).toBeNull();
    },
  );
});

describe('borrowerNameIn', () => {
  it.each([
    ['status of the Diaz loan', 'Diaz'],
    ["What's missing on Priya Okafor's loan?", 'Priya Okafor'],
    ['Priya Okafor’s file', 'Priya Okafor'],
    ['the loan for Hannah O’Brien', "Hannah O'Brien"],
    ['any news on borrower García', 'García'],
    ['how is the okafor loan doing', 'okafor'],
  ])('reads the borrower of "%s"', (text, name) => {
    expect(borrowerNameIn(asked(text))).toBe(name);
  });

  it.each(['How do I add a loan?', 'open my loan', 'what is the status of this loan', 'submit a new loan', 'my FHA loan'])(
    'reads no borrower in "%s"',
    (text) => {
      expect(borrowerNameIn(asked(text))).toBeNull();
    },
  );
});

describe('loanTopicOf', () => {
  it.each([
    ['What is missing on loan 1?', 'missing'],
    ['what is still needed', 'missing'],
    ['any open conditions?', 'conditions'],
    ['which documents did they upload', 'documents'],
    ['what step is it at', 'step'],
    ['status please', 'status'],
    ['how is it going', 'status'],
    ['hello there', null],
  ])('reads "%s" as %s', (text, topic) => {
    expect(loanTopicOf(asked(text))).toBe(topic);
  });
});

describe('which loan without a number or a name', () => {
  it('tells "this loan" (the page) from "my loan" (some loan)', () => {
    expect(mentionsThisLoan(asked('any conditions on this loan?'))).toBe(true);
    expect(mentionsThisLoan(asked('what is missing here'))).toBe(true);
    expect(mentionsThisLoan(asked('what is missing on my loan'))).toBe(false);
    expect(mentionsSomeLoan(asked('what is missing on my loan'))).toBe(true);
    expect(mentionsSomeLoan(asked('which documents can I upload to a loan'))).toBe(false);
  });

  const reply = (actions: ChatMessage['metadata'] extends infer M ? (M extends { actions: infer A } ? A : never) : never): ChatMessage => ({
    id: 'm',
    role: 'assistant',
    content: '',
    timestamp: '2026-01-01T00:00:00.000Z',
    metadata: { actions, citations: [], toolCalls: [], provider: 'built-in', fallback: false, latencyMs: 0, feedback: null },
  });
  const openLoan = (loanId: string, tab = 'summary') => ({
    type: 'NAVIGATE' as const,
    label: 'Open',
    routeName: 'loan' as const,
    params: { loanId, tab },
  });

  it('follows on from the loan the latest reply was about, and only one', () => {
    expect(conversationLoanOf([reply([openLoan('loan-1'), openLoan('loan-1', 'documents')])])).toBe('loan-1');
    expect(conversationLoanOf([reply([openLoan('loan-1')]), reply([openLoan('loan-1'), openLoan('loan-2')])])).toBeNull();
    expect(
      conversationLoanOf([reply([openLoan('loan-1')]), reply([{ type: 'NAVIGATE', label: 'Open my pipeline', routeName: 'pipeline' }])]),
    ).toBeNull();
    expect(conversationLoanOf([])).toBeNull();
  });
});
