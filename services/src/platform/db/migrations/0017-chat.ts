import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The assistant: each user's conversations (soft-deleted, so a deleted conversation's rows stay
 * for the audit and for tickets that quote it), their messages with what each reply carried
 * (actions, citations, tool calls, provider, latency, the asker's feedback) and the audit of
 * every write.
 *
 * Search is `ILIKE` on the title and on the messages of the user's own conversations: the owner
 * index narrows the rows to one user's first, then each conversation's messages are read through
 * the (conversation, seq) index. A trigram index would need `pg_trgm`, which embedded PGlite
 * does not load, and one user's conversations are few enough to scan.
 */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    // "My conversations, newest first": the list and its pages read this index in order.
    await sql`
      create index chat_conversations_owner_recent on chat_conversations (owner_user_id, updated_at desc, id desc)
      where deleted_at is null
    `.execute(db);

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
      // Orders messages written in the same instant (a greeting and its conversation, one transaction).
      .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
      .addColumn('content', 'text', (c) => c.notNull())
      // Where the user asked from (their messages only): a ticket links the loan they were on.
      .addColumn('context', 'jsonb')
      // What a reply carried (assistant messages only): ChatMessageMetadata.
      .addColumn('metadata', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('chat_messages_conversation_seq').on('chat_messages').columns(['conversation_id', 'seq']).execute();

    // The audit outlives the conversation and the user (no foreign keys).
    await db.schema
      .createTable('chat_audit')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text')
      .addColumn('message_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('details', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_audit_conversation').on('chat_audit').columns(['conversation_id', 'at']).execute();
    await db.schema.createIndex('chat_audit_actor').on('chat_audit').columns(['actor_id', 'at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_audit').execute();
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('chat_conversations').execute();
  },
};
