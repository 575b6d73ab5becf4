import type { ChatConversationSummary, ChatMessage, ChatMessageMetadata } from 'shared-rules';
import { shorten } from './built-in/markdown';
import type { ChatConversationRow, ChatMessageRow } from './tables';

/** A conversation opened without a question is called this until its first message names it. */
export const UNTITLED_CONVERSATION = 'New conversation';
const TITLE_LENGTH = 60;
const PREVIEW_LENGTH = 90;

/** "The first question, shortened." */
export const titleOf = (firstMessage: string) => shorten(firstMessage, TITLE_LENGTH);

/** A message's first words as the history list shows them: Markdown marks dropped, one line. */
export function previewOf(content: string): string {
  const plain = content
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\\(.)/g, '$1');
  return shorten(plain, PREVIEW_LENGTH);
}

export function toChatMessage(row: Pick<ChatMessageRow, 'id' | 'role' | 'content' | 'createdAt' | 'metadata'>): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, timestamp: row.createdAt.toISOString(), metadata: row.metadata };
}

export interface ConversationSummaryRow extends Pick<ChatConversationRow, 'id' | 'title' | 'createdAt' | 'updatedAt'> {
  messageCount: string | number | bigint;
  lastMessage: string | null;
}

export function toConversationSummary(row: ConversationSummaryRow): ChatConversationSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount: Number(row.messageCount),
    lastMessagePreview: row.lastMessage === null ? '' : previewOf(row.lastMessage),
  };
}

/** The metadata of a reply nobody has rated yet. */
export const unratedMetadata = (metadata: Omit<ChatMessageMetadata, 'feedback'>): ChatMessageMetadata => ({ ...metadata, feedback: null });
