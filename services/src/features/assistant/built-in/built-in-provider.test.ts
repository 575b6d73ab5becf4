import type { ChatContext, ChatMessage } from 'shared-rules';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { ChatTurn } from '../provider/chat-provider';
import type { ToolRunner } from '../tools/tool-runner';
import { claimsOn } from './built-in-provider';
import { searchWordsOf, askedMessage } from './asked-message';

const broker: AuthUser = { id: 'usr-1', userType: 'external', organizationId: 'org-1', personas: ['3'] };
const accountExecutive: AuthUser = { id: 'usr-2', userType: 'internal', organizationId: null, personas: ['2'] };

/** A turn for recognition only: no intent runs a tool before it is chosen. */
const turn = (message: string, options: { user?: AuthUser; context?: ChatContext; history?: ChatMessage[] } = {}): ChatTurn => ({
  user: options.user ?? broker,
  history: options.history ?? [],
  message,
  context: options.context ?? null,
  tools: {} as ToolRunner,
});

const surest = (message: string, options?: Parameters<typeof turn>[1]) => claimsOn(turn(message, options)).map((claim) => claim.intent);

describe('which intent answers first', () => {
  it.each([
    ['What is missing on loan 2611000002?', 'loan'],
    ['status of the Diaz loan', 'loan'],
    ['Can I talk to a person?', 'contact'],
    ['I want my account executive', 'contact'],
    ['open my pipeline', 'navigation'],
    ['go to account settings', 'navigation'],
    ['settings', 'navigation'],
    ['How do I answer a condition with a PDF?', 'knowledge'],
    ['what is an escrow waiver', 'knowledge'],
    ['how do I check the status of a loan', 'knowledge'],
    ["what's the status of my loan?", 'loan'],
    ['What file types and size limits apply when I upload documents to a loan?', 'knowledge'],
  ])('"%s" → %s', (message, intent) => {
    expect(surest(message)[0]).toBe(intent);
  });

  it('reads "this loan" as the page’s loan, and asks nothing of a loan without one', () => {
    expect(surest('Any open conditions on this loan?', { context: { pageType: 'loan', currentLoanId: 'loan-1' } })[0]).toBe('loan');
    expect(surest('Any open conditions?')[0]).toBe('knowledge');
  });

  it('offers the AE pipeline only to staff covering brokers (a broker gets their own pipeline)', async () => {
    const destination = async (user: AuthUser) => {
      const asked = turn('open the AE pipeline', { user });
      const [claim] = claimsOn(asked);
      return (await claim.answer(asked))?.actions.map((action) => action.routeName);
    };
    expect(await destination(broker)).toEqual(['pipeline']);
    expect(await destination(accountExecutive)).toEqual(['aePipeline']);
  });

  it('always lets the knowledge base try last', () => {
    expect(surest('blue elephants dancing')).toEqual(['knowledge']);
  });
});

describe('searchWordsOf', () => {
  it.each([
    ['How do I answer a condition with a PDF?', 'answer a condition with a pdf'],
    ['Hi, can you tell me what is an escrow waiver?', 'escrow waiver'],
    ['What does DTI mean', 'dti mean'],
  ])('searches "%s" as "%s"', (message, words) => {
    expect(searchWordsOf(askedMessage(message))).toBe(words);
  });
});
