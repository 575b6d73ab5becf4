import type { Kysely } from 'kysely';
import type { ChatTestCaseInput } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { insertTestCase } from './test-cases';
import cases from './evaluation-cases.json';

/**
 * The assistant's evaluation set: portal questions with what a good reply carries. Loan numbers
 * are assigned by a sequence when the demo is seeded, so the set names demo loans by id,
 * `{loan:<id>}`, and they are filled in against the database the set is asked on.
 */
export const EVALUATION_CASES: readonly ChatTestCaseInput[] = cases as ChatTestCaseInput[];

/** `text` with each `{loan:<id>}` replaced by that loan's number. */
export async function withLoanNumbers(db: Kysely<Database>, text: string): Promise<string> {
  let filled = text;
  for (const [placeholder, loanId] of text.matchAll(/\{loan:([^}]+)\}/g)) {
    const loan = await db.selectFrom('loans').select('loanNumber').where('id', '=', loanId).executeTakeFirstOrThrow();
    filled = filled.replace(placeholder, loan.loanNumber);
  }
  return filled;
}

/** A case of the set as it reads on this database (loan numbers filled in). */
export async function filledCase(db: Kysely<Database>, testCase: ChatTestCaseInput): Promise<ChatTestCaseInput> {
  return {
    ...testCase,
    question: await withLoanNumbers(db, testCase.question),
    expectedFacts: await Promise.all(testCase.expectedFacts.map((fact) => withLoanNumbers(db, fact))),
  };
}

/** Stores the evaluation set as the assistant's test cases (the demo seed, after the loans). */
export async function seedEvaluationCases(db: Kysely<Database>, now: Date): Promise<void> {
  for (const testCase of EVALUATION_CASES) await insertTestCase(db, await filledCase(db, testCase), now);
}
