import { sql } from 'kysely';
import type { LoanStatus } from 'shared-rules';
import { Type } from 'typebox';
import { containsPattern } from '../../loans';
import type { LoanFacts } from '../../workflows';
import { defineTool, type ToolContext } from './chat-tool';

/** A loan the asker reaches, with what the tools answer about it. */
export interface ReachableLoan extends LoanFacts {
  loanNumber: string;
  borrowerName: string;
  status: LoanStatus;
}

/**
 * The loan when the asker reaches its organisation, else null: a loan of another organisation
 * and a loan that does not exist are the same nothing.
 */
export async function reachableLoan({ user, services }: ToolContext, loanId: string): Promise<ReachableLoan | null> {
  const loan = await services.db
    .selectFrom('loans')
    .select(['id', 'organizationId', 'channel', 'delegated', 'folder', 'document', 'loanNumber', 'borrowerName', 'status'])
    .where('id', '=', loanId)
    .executeTakeFirst();
  if (!loan || !(await services.access.canReadOrg(user, loan.organizationId))) return null;
  return loan;
}

/** One loan found by `find_loans`. */
export interface LoanMatch {
  loanId: string;
  loanNumber: string;
  borrowerName: string;
  status: LoanStatus;
}

/** Most loans `find_loans` lists; more than this many matches is a name too common to pick from. */
const MOST_MATCHES = 5;
/** Candidate rows read for a borrower name before ranking them by whole words. */
const NAME_CANDIDATES = 50;
// The typographic apostrophe folds to the plain one, so "O’Brien" finds "O'Brien".
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ’';
const PLAIN = "aaaaaaaeeeeeiiiiiooooooouuuuuncyy'";

/** Lower case without accents, so "garcia" finds "García" (the same folding as the SQL `translate`). */
export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/’/g, "'")
    .toLowerCase();

const nameWords = (text: string) => foldName(text).match(/[\p{L}\p{N}']+/gu) ?? [];

/** How many of the asked words name the borrower: each equals a word of the name, or starts one (3 letters or more). */
function nameScore(askedWords: readonly string[], borrowerName: string): number {
  const words = nameWords(borrowerName);
  return askedWords.filter((asked) => words.some((word) => word === asked || (asked.length >= 3 && word.startsWith(asked)))).length;
}

const FindLoansParameters = Type.Object(
  {
    loanNumber: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$', description: 'The loan number, digits only' })),
    borrowerName: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The borrower's first or last name, or both" })),
  },
  { additionalProperties: false },
);

export const findLoansTool = defineTool<typeof FindLoansParameters, LoanMatch[]>({
  name: 'find_loans',
  description:
    "Finds the asker's loans by loan number or by the borrower's name, among the loans they may see. Returns each loan's id, number, borrower and status.",
  parameters: FindLoansParameters,
  progress: ({ loanNumber, borrowerName }) =>
    loanNumber ? `Looking up loan ${loanNumber}…` : `Looking for loans of ${borrowerName ?? 'the borrower'}…`,
  async run({ user, services }, { loanNumber, borrowerName }) {
    const asked = loanNumber ?? borrowerName;
    if (!asked) return { ok: false, summary: 'Give a loan number or a borrower name.' };
    const reach = await services.access.orgReach(user);
    if (!reach.all && reach.orgIds.length === 0) return { ok: true, summary: `No loan matches ${asked}.`, data: [] };
    let query = services.db
      .selectFrom('loans')
      .select(['id as loanId', 'loanNumber', 'borrowerName', 'status', 'updatedAt'])
      .orderBy('updatedAt', 'desc')
      .orderBy('id');
    if (!reach.all) query = query.where('organizationId', 'in', reach.orgIds);

    let matches: LoanMatch[];
    if (loanNumber) {
      matches = await query.where('loanNumber', '=', loanNumber).limit(MOST_MATCHES).execute();
    } else {
      const words = nameWords(borrowerName ?? '').slice(0, 4);
      if (words.length === 0) return { ok: true, summary: `No loan matches ${asked}.`, data: [] };
      const folded = sql<string>`translate(lower(borrower_name), ${ACCENTED}, ${PLAIN})`;
      const candidates = await query
        .where((eb) => eb.or(words.map((word) => eb(folded, 'like', containsPattern(word)))))
        .limit(NAME_CANDIDATES)
        .execute();
      const scored = candidates.map((loan) => ({ loan, score: nameScore(words, loan.borrowerName) })).filter(({ score }) => score > 0);
      const best = Math.max(0, ...scored.map(({ score }) => score));
      matches = scored.filter(({ score }) => score === best).map(({ loan }) => loan);
    }
    const found = matches.slice(0, MOST_MATCHES).map(({ loanId, loanNumber: number, borrowerName: name, status }) => ({
      loanId,
      loanNumber: number,
      borrowerName: name,
      status,
    }));
    const summary =
      found.length === 0
        ? `No loan matches ${asked}.`
        : `${found.length} loan${found.length === 1 ? '' : 's'} ${found.length === 1 ? 'matches' : 'match'} ${asked}.`;
    return { ok: true, summary, data: found };
  },
});
