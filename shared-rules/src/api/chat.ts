/**
 * The assistant (`/api/chat`, the socket's `chat:*` events and the SSE stream): conversations, the
 * messages in them, what a reply carries besides its text (actions, citations, tool calls) and the
 * stages a reply goes through while it streams. Answers come in the `data` wrapper the
 * specification reads.
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, pageQueryProperties, StringEnum } from './schema-kit';

/** Longest message a user may send; services refuse longer ones (413 is for bodies, this is 422). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Messages one user may send in a minute, over REST, SSE and the socket together. */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Conversations on a page of Chat History, and of `GET /api/chat/conversations` without `pageSize`. */
export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;

/* ---------------------------------------------------------------- The context of a message */

/** Where the user was when they asked (spec: pageType, currentLoanId, organizationId, userRole). */
export const ChatContextSchema = Type.Object(
  {
    pageType: Type.String({ minLength: 1, maxLength: 60 }),
    currentLoanId: Type.Optional(IdString()),
    organizationId: Type.Optional(IdString()),
    userRole: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ChatContext = Static<typeof ChatContextSchema>;

/* ---------------------------------------------------------------- What a reply carries */

export const CHAT_ACTION_TYPES = ['NAVIGATE', 'OPEN_URL', 'RUN_TOOL', 'CREATE_TICKET', 'CONTACT_AE'] as const;
export type ChatActionType = (typeof CHAT_ACTION_TYPES)[number];

/**
 * The portal pages an assistant may send a user to (NAVIGATE's routeName), each a route of the
 * portal's typed route map (shared-ui `linkTo`) with its parameters as strings.
 */
export const CHAT_ROUTE_NAMES = [
  'pipeline',
  'dashboard',
  'quickPricer',
  'contactSupport',
  'chatHistory',
  'knowledge',
  'knowledgeDocument',
  'changelogs',
  'loan',
  'aePipeline',
  'accountSettings',
] as const;
export type ChatRouteName = (typeof CHAT_ROUTE_NAMES)[number];

export const CHAT_TICKET_CATEGORIES = ['loan', 'technical', 'account', 'other'] as const;
export const CHAT_TICKET_SEVERITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const CHAT_CONTACT_METHODS = ['email', 'phone'] as const;

/**
 * An action the user can take from a reply (spec: label, description, routeName, params, url,
 * external, toolName, subject, category, severity, contactMethod). Which fields matter depends on
 * the type: NAVIGATE routeName + params, OPEN_URL url + external, RUN_TOOL toolName + params,
 * CREATE_TICKET subject + category + severity, CONTACT_AE contactMethod.
 */
export const ChatActionSchema = Type.Object(
  {
    type: StringEnum(CHAT_ACTION_TYPES),
    label: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.String({ maxLength: 300 })),
    routeName: Type.Optional(StringEnum(CHAT_ROUTE_NAMES)),
    params: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    external: Type.Optional(Type.Boolean()),
    toolName: Type.Optional(Type.String({ maxLength: 60 })),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(StringEnum(CHAT_TICKET_CATEGORIES)),
    severity: Type.Optional(StringEnum(CHAT_TICKET_SEVERITIES)),
    contactMethod: Type.Optional(StringEnum(CHAT_CONTACT_METHODS)),
  },
  { additionalProperties: false },
);
export type ChatAction = Static<typeof ChatActionSchema>;

/** A knowledge document a reply was built from; it opens in the help center's viewer. */
export const ChatCitationSchema = Type.Object({
  documentId: Type.String(),
  title: Type.String(),
  /** The passage used, with the matched words in `<mark>` (rendered as text, never as HTML). */
  snippet: Type.String(),
});
export type ChatCitation = Static<typeof ChatCitationSchema>;

/** A tool the assistant ran for a reply, with the asking user's identity and reach. */
export const ChatToolCallSchema = Type.Object({
  name: Type.String(),
  arguments: Type.Record(Type.String(), Type.Unknown()),
  ok: Type.Boolean(),
  /** What it found, in a sentence ("3 open conditions on loan 2611000002"). */
  summary: Type.String(),
  durationMs: Type.Number({ minimum: 0 }),
});
export type ChatToolCall = Static<typeof ChatToolCallSchema>;

export const CHAT_PROVIDERS = ['built-in', 'openai-compatible'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export const CHAT_FEEDBACK = ['up', 'down'] as const;
export type ChatFeedback = (typeof CHAT_FEEDBACK)[number];

export const ChatMessageMetadataSchema = Type.Object({
  actions: Type.Array(ChatActionSchema),
  citations: Type.Array(ChatCitationSchema),
  toolCalls: Type.Array(ChatToolCallSchema),
  provider: StringEnum(CHAT_PROVIDERS),
  /** The built-in provider answered because the configured model could not (the widget says so). */
  fallback: Type.Boolean(),
  /** From the message received to the reply complete. */
  latencyMs: Type.Number({ minimum: 0 }),
  /** The asker's thumbs up or down on this reply. */
  feedback: Type.Union([StringEnum(CHAT_FEEDBACK), Type.Null()]),
});
export type ChatMessageMetadata = Static<typeof ChatMessageMetadataSchema>;

export const CHAT_ROLES = ['user', 'assistant'] as const;

/** One message of a conversation (spec: role, content, timestamp, metadata.actions). */
export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  role: StringEnum(CHAT_ROLES),
  /** Markdown for the assistant's replies (sanitised when shown), plain text for the user's. */
  content: Type.String(),
  timestamp: DateTimeString(),
  metadata: Nullable(ChatMessageMetadataSchema),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/* ---------------------------------------------------------------- Conversations */

export const ChatConversationSummarySchema = Type.Object({
  id: Type.String(),
  /** The first question, shortened. */
  title: Type.String(),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
  messageCount: Type.Integer({ minimum: 0 }),
  /** The last message's first words. */
  lastMessagePreview: Type.String(),
});
export type ChatConversationSummary = Static<typeof ChatConversationSummarySchema>;

export const ChatConversationSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
  messages: Type.Array(ChatMessageSchema),
});
export type ChatConversation = Static<typeof ChatConversationSchema>;

const ChatText = Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH });

/** `POST /api/chat/conversations` body: an empty first message opens the conversation with the assistant's greeting only. */
export const ChatConversationCreateRequestSchema = Type.Object(
  { initialMessage: Type.Optional(ChatText), context: Type.Optional(ChatContextSchema) },
  { additionalProperties: false },
);
export type ChatConversationCreateRequest = Static<typeof ChatConversationCreateRequestSchema>;

/** `POST /api/chat/conversations` (201) and `GET /api/chat/conversations/:id`. */
export const ChatConversationAnswerSchema = Type.Object({ data: ChatConversationSchema });
export type ChatConversationAnswer = Static<typeof ChatConversationAnswerSchema>;

/** `GET /api/chat/conversations` query: the user's own conversations, newest first, searchable. */
export const ChatConversationListQuerySchema = Type.Object(
  { ...pageQueryProperties(CHAT_CONVERSATIONS_PAGE_SIZE), search: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type ChatConversationListQuery = Static<typeof ChatConversationListQuerySchema>;

export const ChatConversationListSchema = Type.Object({
  data: Type.Array(ChatConversationSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type ChatConversationList = Static<typeof ChatConversationListSchema>;

/**
 * `POST /api/chat/conversations/:id/messages` and `POST …/stream` body. Blank after trimming is
 * refused with "Write a message first."
 */
export const ChatSendRequestSchema = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }), context: ChatContextSchema },
  { additionalProperties: false },
);
export type ChatSendRequest = Static<typeof ChatSendRequestSchema>;

/** `POST /api/chat/conversations/:id/messages` (201): the user's message and the whole reply. */
export const ChatSendAnswerSchema = Type.Object({
  data: Type.Object({ userMessage: ChatMessageSchema, assistantMessage: ChatMessageSchema }),
});
export type ChatSendAnswer = Static<typeof ChatSendAnswerSchema>;

/** `POST /api/chat/conversations/:id/messages/:messageId/feedback` body: the asker's thumbs on a reply. */
export const ChatFeedbackRequestSchema = Type.Object(
  { feedback: Type.Union([StringEnum(CHAT_FEEDBACK), Type.Null()]) },
  { additionalProperties: false },
);
export type ChatFeedbackRequest = Static<typeof ChatFeedbackRequestSchema>;

/* ---------------------------------------------------------------- Escalation */

/** `POST /api/chat/support-ticket` from a conversation (spec: conversationId, issue, category, severity, includeTranscript). */
export const ChatConversationTicketRequestSchema = Type.Object(
  {
    conversationId: IdString(),
    issue: Type.String({ minLength: 1, maxLength: 5000 }),
    category: StringEnum(CHAT_TICKET_CATEGORIES),
    severity: StringEnum(CHAT_TICKET_SEVERITIES),
    includeTranscript: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ChatConversationTicketRequest = Static<typeof ChatConversationTicketRequestSchema>;

/** `POST /api/chat/support-ticket`, free-form (the widget's support dialog without a conversation). */
export const ChatFreeFormTicketRequestSchema = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ minLength: 1, maxLength: 5000 }),
    category: StringEnum(CHAT_TICKET_CATEGORIES),
    severity: StringEnum(CHAT_TICKET_SEVERITIES),
  },
  { additionalProperties: false },
);
export type ChatFreeFormTicketRequest = Static<typeof ChatFreeFormTicketRequestSchema>;

export const ChatTicketRequestSchema = Type.Union([ChatConversationTicketRequestSchema, ChatFreeFormTicketRequestSchema]);
export type ChatTicketRequest = Static<typeof ChatTicketRequestSchema>;

/** `POST /api/chat/support-ticket` (201): the ticket as support numbers it. */
export const ChatTicketAnswerSchema = Type.Object({ data: Type.Object({ ticketId: Type.String(), number: Type.String() }) });
export type ChatTicketAnswer = Static<typeof ChatTicketAnswerSchema>;

/** `GET /api/chat/system/status`: whether the assistant answers, and with what. */
export const ChatSystemStatusSchema = Type.Object({
  data: Type.Object({
    enabled: Type.Boolean(),
    provider: StringEnum(CHAT_PROVIDERS),
    model: Nullable(Type.String()),
    /** The configured model cannot be reached, so the built-in provider answers. */
    fallback: Type.Boolean(),
  }),
});
export type ChatSystemStatus = Static<typeof ChatSystemStatusSchema>;

/* ---------------------------------------------------------------- The stages of a reply (socket and SSE) */

/**
 * The stages a reply streams through (spec: message received, typing, stopped typing, tool
 * progress, response streaming, response complete, error). The socket emits them to the
 * conversation's room under these names; the SSE stream sends them as `event:` names.
 */
export interface ChatStageEvents {
  'chat:message_received': { conversationId: string; message: ChatMessage };
  'chat:typing': { conversationId: string };
  'chat:stopped_typing': { conversationId: string };
  'chat:tool_progress': { conversationId: string; toolName: string; message: string };
  'chat:response_streaming': { conversationId: string; messageId: string; chunk: string };
  'chat:response_complete': { conversationId: string; message: ChatMessage };
  'chat:error': { conversationId: string; code: string; message: string };
}
export type ChatStageName = keyof ChatStageEvents;
export const CHAT_STAGE_NAMES = [
  'chat:message_received',
  'chat:typing',
  'chat:stopped_typing',
  'chat:tool_progress',
  'chat:response_streaming',
  'chat:response_complete',
  'chat:error',
] as const satisfies readonly ChatStageName[];

/** `chat:join_conversation` / `chat:leave_conversation` / `chat:typing_start` / `chat:typing_stop` payload. */
export const ChatConversationRefSchema = Type.Object({ conversationId: IdString() }, { additionalProperties: false });
export type ChatConversationRef = Static<typeof ChatConversationRefSchema>;

/** `chat:send_message` payload (spec: conversationId, message, context, enableStreaming default true). */
export const ChatSocketSendSchema = Type.Object(
  {
    conversationId: IdString(),
    message: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }),
    context: ChatContextSchema,
    enableStreaming: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ChatSocketSend = Static<typeof ChatSocketSendSchema>;

/** `/api/chat/conversations/:id/messages/:messageId/…` params. */
export const ChatMessageParamsSchema = Type.Object({ id: IdString(), messageId: IdString() }, { additionalProperties: false });
export type ChatMessageParams = Static<typeof ChatMessageParamsSchema>;

/**
 * `POST /api/chat/conversations/:id/stream` answer: not JSON but `text/event-stream`, one event
 * per stage of the reply (`event: <ChatStageName>`, `data: <JSON of ChatStageEvents[stage]>`),
 * ending with chat:response_complete or chat:error.
 */
export const ChatStreamReplySchema = Type.String({
  description:
    'text/event-stream: one event per stage of the reply, `event: <ChatStageName>` and `data: <JSON of ChatStageEvents[stage]>`, ending with chat:response_complete or chat:error',
});

/** The client's text when the SSE stream answers a non-OK status (specification §8). */
export const chatStreamFailedMessage = (status: number, statusText: string): string =>
  `The event stream failed: ${status} ${statusText}`.trim();
