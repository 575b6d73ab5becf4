import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ChatContext, ChatConversation, ChatConversationSummary, ChatFeedback, ChatMessage, ChatMessageMetadata } from 'shared-rules';
import { type AuthUser, isAdminLike } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/http/problem';
import { containsPattern } from '../loans';
import { toChatMessage, toConversationSummary } from './message-records';
import type { ChatConversationRow, ChatRole } from './tables';
import './tables';

/** The one answer for a conversation that is missing, deleted or someone else's. */
export const NO_CONVERSATION = 'No conversation with this id.';

type Db = Kysely<Database>;

async function liveConversation(db: Db, id: string): Promise<ChatConversationRow | undefined> {
  return db.selectFrom('chatConversations').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

/** The caller's own conversation; anything else is the same 404 as a missing one. */
export async function ownConversation(db: Db, user: AuthUser, id: string): Promise<ChatConversationRow> {
  const conversation = await liveConversation(db, id);
  if (!conversation || conversation.ownerUserId !== user.id) throw notFound(NO_CONVERSATION);
  return conversation;
}

/** The caller's own conversation, or any for an administrator reading transcripts. */
export async function readableConversation(db: Db, user: AuthUser, id: string): Promise<ChatConversationRow> {
  const conversation = await liveConversation(db, id);
  if (!conversation || (conversation.ownerUserId !== user.id && !isAdminLike(user))) throw notFound(NO_CONVERSATION);
  return conversation;
}

/** Whether the user owns this live conversation (socket rooms). */
export async function ownsConversation(db: Db, user: AuthUser, id: string): Promise<boolean> {
  const conversation = await liveConversation(db, id);
  return conversation?.ownerUserId === user.id;
}

export async function createConversation(db: Db, owner: AuthUser, title: string, at: Date): Promise<ChatConversationRow> {
  return db
    .insertInto('chatConversations')
    .values({ id: randomUUID(), ownerUserId: owner.id, title, createdAt: at, updatedAt: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewMessage {
  id?: string;
  conversationId: string;
  role: ChatRole;
  content: string;
  context?: ChatContext | null;
  metadata?: ChatMessageMetadata | null;
  at: Date;
}

/** Adds a message and moves the conversation to the top of its owner's list. */
export async function appendMessage(db: Db, message: NewMessage): Promise<ChatMessage> {
  const row = await db
    .insertInto('chatMessages')
    .values({
      id: message.id ?? randomUUID(),
      conversationId: message.conversationId,
      role: message.role,
      content: message.content,
      context: message.context ? JSON.stringify(message.context) : null,
      metadata: message.metadata ? JSON.stringify(message.metadata) : null,
      createdAt: message.at,
    })
    .returning(['id', 'role', 'content', 'createdAt', 'metadata'])
    .executeTakeFirstOrThrow();
  await db.updateTable('chatConversations').set({ updatedAt: message.at }).where('id', '=', message.conversationId).execute();
  return toChatMessage(row);
}

/** Names a conversation by its first question, unless it has a name already. */
export async function nameConversation(db: Db, conversationId: string, title: string, untitled: string): Promise<void> {
  await db.updateTable('chatConversations').set({ title }).where('id', '=', conversationId).where('title', '=', untitled).execute();
}

/** The conversation's messages, oldest first; with `last`, only that many of the latest. */
export async function conversationMessages(db: Db, conversationId: string, last?: number): Promise<ChatMessage[]> {
  let query = db
    .selectFrom('chatMessages')
    .select(['id', 'role', 'content', 'createdAt', 'metadata'])
    .where('conversationId', '=', conversationId)
    .orderBy('seq', 'desc');
  if (last !== undefined) query = query.limit(last);
  const rows = await query.execute();
  return rows.reverse().map(toChatMessage);
}

export async function conversationWithMessages(db: Db, conversation: ChatConversationRow): Promise<ChatConversation> {
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    messages: await conversationMessages(db, conversation.id),
  };
}

export interface ConversationPage {
  data: ChatConversationSummary[];
  total: number;
}

/** A page of the user's conversations, newest first; `search` matches the title or any message. */
export async function listConversations(
  db: Db,
  owner: AuthUser,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string },
): Promise<ConversationPage> {
  let mine = db.selectFrom('chatConversations as c').where('c.ownerUserId', '=', owner.id).where('c.deletedAt', 'is', null);
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    mine = mine.where((eb) =>
      eb.or([
        eb('c.title', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('chatMessages as m')
            .select(sql.lit(1).as('one'))
            .whereRef('m.conversationId', '=', 'c.id')
            .where('m.content', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    mine
      .select((eb) => [
        'c.id',
        'c.title',
        'c.createdAt',
        'c.updatedAt',
        eb
          .selectFrom('chatMessages as m')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('m.conversationId', '=', 'c.id')
          .as('messageCount'),
        eb
          .selectFrom('chatMessages as m')
          .select('m.content')
          .whereRef('m.conversationId', '=', 'c.id')
          .orderBy('m.seq', 'desc')
          .limit(1)
          .as('lastMessage'),
      ])
      .orderBy('c.updatedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => toConversationSummary({ ...row, messageCount: row.messageCount ?? 0, lastMessage: row.lastMessage ?? null })),
    total: Number(count.n),
  };
}

/** Soft delete: gone for everyone from now on; the rows stay for the audit. */
export async function deleteConversation(db: Db, conversationId: string, at: Date): Promise<void> {
  await db.updateTable('chatConversations').set({ deletedAt: at }).where('id', '=', conversationId).execute();
}

/** Sets the asker's thumbs on a reply of this conversation; false when there is no such reply. */
export async function rateReply(db: Db, conversationId: string, messageId: string, feedback: ChatFeedback | null): Promise<boolean> {
  const result = await db
    .updateTable('chatMessages')
    .set({ metadata: sql`jsonb_set(metadata, '{feedback}', ${JSON.stringify(feedback)}::jsonb)` })
    .where('id', '=', messageId)
    .where('conversationId', '=', conversationId)
    .where('role', '=', 'assistant')
    .where('metadata', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Where the user last asked from in this conversation (their latest message's context). */
export async function latestContext(db: Db, conversationId: string): Promise<ChatContext | null> {
  const row = await db
    .selectFrom('chatMessages')
    .select('context')
    .where('conversationId', '=', conversationId)
    .where('role', '=', 'user')
    .where('context', 'is not', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.context ?? null;
}
