import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { KnowledgeDocumentAuditTable } from '../tables';

/** The advisory lock every knowledge-document write holds until it commits. */
const KNOWLEDGE_WRITE_LOCK = 724_011;

/**
 * Runs a write of knowledge documents in a transaction that holds the knowledge write lock:
 * writes take their `index_version` and commit one after another, so a search index that has
 * read up to version N never misses a lower version committed later.
 */
export function knowledgeWrite<T>(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${KNOWLEDGE_WRITE_LOCK})`.execute(trx);
    return write(trx);
  });
}

export interface KnowledgeActor {
  id: string;
  name: string;
}

/** One row of the editors' audit (`null` actor: the portal's own work, e.g. extraction). */
export async function auditKnowledge(
  trx: Transaction<Database>,
  documentId: string,
  action: KnowledgeDocumentAuditTable['action'],
  actor: KnowledgeActor | null,
  details: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('knowledgeDocumentAudit')
    .values({ documentId, action, actorId: actor?.id ?? null, actorName: actor?.name ?? null, details: JSON.stringify(details) })
    .execute();
}
