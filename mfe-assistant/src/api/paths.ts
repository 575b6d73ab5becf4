const segment = encodeURIComponent;

/** Every services path this remote calls, relative to the api base (`/api`); the contracts are in shared-rules `api/chat.ts`. */
export const paths = {
  conversations: '/chat/conversations',
  conversation: (id: string) => `/chat/conversations/${segment(id)}`,
  messages: (conversationId: string) => `/chat/conversations/${segment(conversationId)}/messages`,
  stream: (conversationId: string) => `/chat/conversations/${segment(conversationId)}/stream`,
  messageFeedback: (conversationId: string, messageId: string) =>
    `/chat/conversations/${segment(conversationId)}/messages/${segment(messageId)}/feedback`,
  supportTicket: '/chat/support-ticket',
  systemStatus: '/chat/system/status',
} as const;
