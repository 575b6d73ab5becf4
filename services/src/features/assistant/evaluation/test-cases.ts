import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type ChatTestCase, type ChatTestCaseInput, normaliseEmail } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import type { ChatTestCaseRow } from '../tables';
import '../tables';

export function testCaseOf(row: ChatTestCaseRow): ChatTestCase {
  return {
    id: row.id,
    question: row.question,
    asUserEmail: row.asUserEmail,
    ...(row.context ? { context: row.context } : {}),
    expectedActionType: row.expectedActionType,
    expectedRouteName: row.expectedRouteName,
    expectedDocumentId: row.expectedDocumentId,
    expectedFacts: row.expectedFacts,
    enabled: row.enabled,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The columns of a case (the contract's `NullOr` fields arrive as null when empty). */
const columnsOf = (input: ChatTestCaseInput) => ({
  question: input.question,
  asUserEmail: input.asUserEmail,
  context: input.context ? JSON.stringify(input.context) : null,
  expectedActionType: input.expectedActionType,
  expectedRouteName: input.expectedRouteName,
  expectedDocumentId: input.expectedDocumentId,
  expectedFacts: JSON.stringify(input.expectedFacts),
  enabled: input.enabled,
});

export async function insertTestCase(db: Kysely<Database>, input: ChatTestCaseInput, now: Date): Promise<ChatTestCase> {
  const row = await db
    .insertInto('chatTestCases')
    .values({ id: randomUUID(), ...columnsOf(input), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return testCaseOf(row);
}

/** The case after the change; undefined when there is no such case. */
export async function updateTestCase(
  db: Kysely<Database>,
  id: string,
  input: ChatTestCaseInput,
  now: Date,
): Promise<ChatTestCase | undefined> {
  const row = await db
    .updateTable('chatTestCases')
    .set({ ...columnsOf(input), updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? testCaseOf(row) : undefined;
}

/** Oldest first: the order a run asks them in. */
export async function listTestCases(db: Kysely<Database>, onlyEnabled = false): Promise<ChatTestCase[]> {
  let query = db.selectFrom('chatTestCases').selectAll().orderBy('createdAt').orderBy('id');
  if (onlyEnabled) query = query.where('enabled', '=', true);
  return (await query.execute()).map(testCaseOf);
}

/** Whether a user (of any kind, signed in or not) has this email: a case is asked as them. */
export async function userIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row?.id;
}
