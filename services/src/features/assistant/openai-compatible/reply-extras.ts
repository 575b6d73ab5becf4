import type { ChatAction, ChatCitation, KnowledgeSearchResult } from 'shared-rules';
import { LEAST_MATCH, readDocument } from '../built-in/knowledge-intent';
import { openLoan } from '../built-in/loan-replies';
import type { KnowledgeFindings } from '../tools/knowledge-tool';
import type { LoanMatch } from '../tools/loan-lookup';
import type { LoanStatusFacts } from '../tools/loan-tools';

/** A tool the model ran and what it found (only successful calls carry data). */
export interface FoundByTool {
  name: string;
  args: unknown;
  data: unknown;
}

const MOST_CITED = 3;
const MOST_LOANS = 3;
/** The loan tools whose only argument is the loan id. */
const LOAN_ID_TOOLS = new Set(['loan_status', 'loan_open_conditions', 'loan_missing_documents']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The documents a reply cites: those the knowledge search returned with a match good enough to be
 * quoted (the built-in provider's threshold), best first, each once. The model read nothing else.
 */
export function citationsOf(found: readonly FoundByTool[]): ChatCitation[] {
  const results = found
    .filter((call) => call.name === 'search_knowledge')
    .flatMap((call) => (call.data as KnowledgeFindings).results)
    .filter((result: KnowledgeSearchResult) => result.score >= LEAST_MATCH)
    .sort((a, b) => b.score - a.score);
  const cited = new Map<string, ChatCitation>();
  for (const { documentId, title, snippet } of results) if (!cited.has(documentId)) cited.set(documentId, { documentId, title, snippet });
  return [...cited.values()].slice(0, MOST_CITED);
}

/** The loans the tools found, by id, named by number when a tool said it. */
function loansOf(found: readonly FoundByTool[]): Map<string, string> {
  const loans = new Map<string, string>();
  for (const call of found) {
    if (call.name === 'find_loans') {
      for (const loan of call.data as LoanMatch[]) loans.set(loan.loanId, `Open loan ${loan.loanNumber} (${loan.borrowerName})`);
    } else if (call.name === 'loan_status') {
      const status = call.data as LoanStatusFacts;
      loans.set(status.loanId, `Open loan ${status.loanNumber}`);
    } else if (
      LOAN_ID_TOOLS.has(call.name) &&
      isRecord(call.args) &&
      typeof call.args.loanId === 'string' &&
      !loans.has(call.args.loanId)
    ) {
      loans.set(call.args.loanId, 'Open the loan');
    }
  }
  return loans;
}

/**
 * The reply's actions, as the built-in provider offers them: NAVIGATE to each loan the tools
 * found (only loans the asker reaches: the tools return no other) and to the documents cited.
 */
export function actionsOf(found: readonly FoundByTool[], citations: readonly ChatCitation[]): ChatAction[] {
  const loanActions = [...loansOf(found)].slice(0, MOST_LOANS).map(([loanId, label]) => openLoan(loanId, 'summary', label));
  return [...loanActions, ...citations.slice(0, 2).map(readDocument)];
}
