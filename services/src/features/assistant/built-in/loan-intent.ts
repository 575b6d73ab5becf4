import type { ChatTurn, ProviderReply } from '../provider/chat-provider';
import { findLoansTool } from '../tools/loan-lookup';
import { loanStatusTool, missingDocumentsTool, openConditionsTool } from '../tools/loan-tools';
import type { AskedMessage } from './asked-message';
import type { BuiltInIntent, IntentMatch } from './intent';
import {
  borrowerNameIn,
  conversationLoanOf,
  type LoanReference,
  type LoanTopic,
  loanNumberIn,
  loanTopicOf,
  mentionsSomeLoan,
  mentionsThisLoan,
  pageLoanOf,
} from './loan-reference';
import { loanAnswer, loanNotFound, pickALoan, whichLoan } from './loan-replies';

/** Answers about one loan the asker reaches, found by id: its status, and what the topic asks for. */
async function answerAbout(turn: ChatTurn, loanId: string, topic: LoanTopic): Promise<ProviderReply | null> {
  const status = await turn.tools.run(loanStatusTool, { loanId });
  if (!status.ok) return null;
  const conditions = topic === 'missing' || topic === 'conditions' ? await turn.tools.run(openConditionsTool, { loanId }) : null;
  const missing = topic === 'missing' || topic === 'documents' ? await turn.tools.run(missingDocumentsTool, { loanId }) : null;
  return loanAnswer(topic, {
    status: status.data,
    conditions: conditions?.ok ? conditions.data : null,
    missing: missing?.ok ? missing.data : null,
  });
}

/** Finds the loan named by number or borrower, then answers; nothing found reads the same for any reason. */
async function answerByReference(turn: ChatTurn, reference: LoanReference, topic: LoanTopic): Promise<ProviderReply> {
  if (reference.kind === 'loan') {
    // A loan from the page or the conversation that the asker no longer reaches: ask which one.
    return (await answerAbout(turn, reference.loanId, topic)) ?? whichLoan();
  }
  const asked = reference.kind === 'number' ? { loanNumber: reference.loanNumber } : { borrowerName: reference.name };
  const found = await turn.tools.run(findLoansTool, asked);
  const loans = found.ok ? found.data : [];
  if (loans.length === 0) return loanNotFound(asked);
  if (loans.length > 1) return pickALoan(reference.kind === 'number' ? reference.loanNumber : reference.name, loans);
  return (await answerAbout(turn, loans[0].loanId, topic)) ?? loanNotFound(asked);
}

const matching = (confidence: number, reference: LoanReference | null, topic: LoanTopic): IntentMatch => ({
  confidence,
  answer: async (turn) => (reference ? answerByReference(turn, reference, topic) : whichLoan()),
});

/**
 * "What is missing on loan 260001003?", "status of the Diaz loan", "any open conditions here?":
 * a loan named by number or borrower (or the one on the page, or the one the conversation is
 * about), read with the loan tools, which see only the asker's loans. It never states a fact no
 * tool returned; a loan it cannot see reads exactly like one that does not exist.
 */
export const loanIntent: BuiltInIntent = {
  name: 'loan',
  recognise(asked: AskedMessage, turn: ChatTurn): IntentMatch | null {
    const topic = loanTopicOf(asked);
    const loanNumber = loanNumberIn(asked);
    if (loanNumber) return matching(0.9, { kind: 'number', loanNumber }, topic ?? 'status');
    const borrower = borrowerNameIn(asked);
    if (borrower) return matching(0.8, { kind: 'borrower', name: borrower }, topic ?? 'status');
    const pageLoan = pageLoanOf(turn.context);
    // "What is the status of this loan?" asks of the loan on the page; "how do I … this loan" stays a how-to.
    if (topic && pageLoan && mentionsThisLoan(asked) && !/^(?:(?:please|hi|hey|hello) )?how\b/.test(asked.folded)) {
      return matching(0.75, { kind: 'loan', loanId: pageLoan }, topic);
    }
    // Without a number or a name, only a question about a loan (not "how do I …") is one.
    if (!topic || asked.howTo) return null;
    if (pageLoan && mentionsThisLoan(asked)) return matching(0.75, { kind: 'loan', loanId: pageLoan }, topic);
    const conversationLoan = conversationLoanOf(turn.history);
    if (conversationLoan) return matching(0.7, { kind: 'loan', loanId: conversationLoan }, topic);
    if (pageLoan) return matching(0.65, { kind: 'loan', loanId: pageLoan }, topic);
    if (mentionsSomeLoan(asked)) return matching(0.6, null, topic);
    return null;
  },
};
