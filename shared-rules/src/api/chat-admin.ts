/**
 * The assistant's administration (`/api/chat/admin/*`, administrators only): how it is used, every
 * conversation with its tool calls, and the tools it may call. Settings are the `assistant` key of
 * the settings store.
 */
import { Type, type Static } from 'typebox';
import { ChatConversationSummarySchema } from './chat';
import { ASSISTANT_TOOL_NAMES } from './setting-values';
import { DateTimeString, pageQueryProperties, StringEnum } from './schema-kit';

/** `GET /api/chat/admin/overview` query: a period of calendar days (inclusive), the last 30 by default. */
export const ChatAdminPeriodQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export type ChatAdminPeriodQuery = Static<typeof ChatAdminPeriodQuerySchema>;

/** `GET /api/chat/admin/overview`: usage over the period. */
export const ChatAdminOverviewSchema = Type.Object({
  data: Type.Object({
    from: Type.String(),
    to: Type.String(),
    conversations: Type.Integer({ minimum: 0 }),
    questions: Type.Integer({ minimum: 0 }),
    users: Type.Integer({ minimum: 0 }),
    /** Replies that answered (an action, a citation or a loan fact) rather than "I don't know", 0–1. */
    resolutionRate: Type.Number({ minimum: 0, maximum: 1 }),
    ticketsCreated: Type.Integer({ minimum: 0 }),
    thumbsUp: Type.Integer({ minimum: 0 }),
    thumbsDown: Type.Integer({ minimum: 0 }),
    /** Replies given by the built-in provider because the configured model failed. */
    fallbacks: Type.Integer({ minimum: 0 }),
    latencyMsP50: Type.Number({ minimum: 0 }),
    latencyMsP95: Type.Number({ minimum: 0 }),
    questionsByDay: Type.Array(Type.Object({ day: Type.String(), questions: Type.Integer({ minimum: 0 }) })),
  }),
});
export type ChatAdminOverview = Static<typeof ChatAdminOverviewSchema>;

/** `GET /api/chat/admin/conversations` query: every user's conversations, newest first. */
export const ChatAdminConversationListQuerySchema = Type.Object(
  { ...pageQueryProperties(), search: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type ChatAdminConversationListQuery = Static<typeof ChatAdminConversationListQuerySchema>;

export const ChatAdminConversationSummarySchema = Type.Object({
  ...ChatConversationSummarySchema.properties,
  ownerName: Type.String(),
  ownerEmail: Type.String(),
  thumbsDown: Type.Integer({ minimum: 0 }),
});
export type ChatAdminConversationSummary = Static<typeof ChatAdminConversationSummarySchema>;

export const ChatAdminConversationListSchema = Type.Object({
  data: Type.Array(ChatAdminConversationSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type ChatAdminConversationList = Static<typeof ChatAdminConversationListSchema>;

/** `GET /api/chat/admin/tools`: every tool the assistant knows, whether it may call it, and how often it did. */
export const ChatAdminToolSchema = Type.Object({
  name: StringEnum(ASSISTANT_TOOL_NAMES),
  description: Type.String(),
  enabled: Type.Boolean(),
  callsLast30Days: Type.Integer({ minimum: 0 }),
  lastCalledAt: Type.Union([DateTimeString(), Type.Null()]),
});
export type ChatAdminTool = Static<typeof ChatAdminToolSchema>;
export const ChatAdminToolListSchema = Type.Object({ data: Type.Array(ChatAdminToolSchema) });
export type ChatAdminToolList = Static<typeof ChatAdminToolListSchema>;
