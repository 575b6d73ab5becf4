/** The cache tag of the conversation list (every page and search of it). */
export const CONVERSATION_LIST_TAG = { type: 'Conversation', id: 'LIST' } as const;

/** The cache tag of one conversation (its transcript, and its row in the list). */
export const conversationTag = (id: string) => ({ type: 'Conversation', id }) as const;
