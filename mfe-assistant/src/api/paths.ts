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
  // The assistant administration (/admin/ai); an administrator reads a transcript at `conversation`.
  chatAdminOverview: '/chat/admin/overview',
  chatAdminConversations: '/chat/admin/conversations',
  chatAdminTools: '/chat/admin/tools',
  chatAdminApiKey: '/chat/admin/api-key',
  chatTestCases: '/chat/admin/test-cases',
  chatTestCase: (id: string) => `/chat/admin/test-cases/${segment(id)}`,
  chatTestRuns: '/chat/admin/test-runs',
  chatTestRun: (id: string) => `/chat/admin/test-runs/${segment(id)}`,
} as const;
