/**
 * The assistant's administration (`/api/chat/admin/*`, administrators only): how it is used, every
 * conversation with its tool calls, and the tools it may call. Settings are the `assistant` key of
 * the settings store.
 */
import { Type, type Static } from 'typebox';
import { ChatConversationSummarySchema } from './chat';
import { ASSISTANT_TOOL_NAMES } from './setting-values';
import { DateTimeString, NullOr, pageQueryProperties, StringEnum } from './schema-kit';

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

/* ---------------------------------------------------------------- Test cases and test runs */

/**
 * A question the assistant must answer well (`/api/chat/admin/test-cases`). It passes when the
 * reply has every expectation given: an action of that type (and route), a citation of that
 * document, and each fact as text in the reply (case-insensitive). `asUser` is the demo user the
 * question is asked as (their reach), `context` where they ask from.
 */
export const ChatTestCaseInputSchema = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: 2000 }),
    asUserEmail: Type.String({ minLength: 3, maxLength: 254 }),
    context: Type.Optional(
      Type.Object(
        { pageType: Type.String({ minLength: 1, maxLength: 60 }), currentLoanId: Type.Optional(Type.String({ maxLength: 64 })) },
        { additionalProperties: false },
      ),
    ),
    expectedActionType: NullOr(StringEnum(['NAVIGATE', 'OPEN_URL', 'RUN_TOOL', 'CREATE_TICKET', 'CONTACT_AE'] as const)),
    expectedRouteName: NullOr(Type.String({ minLength: 1, maxLength: 60 })),
    expectedDocumentId: NullOr(Type.String({ minLength: 1, maxLength: 200 })),
    expectedFacts: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 10 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ChatTestCaseInput = Static<typeof ChatTestCaseInputSchema>;

export const ChatTestCaseSchema = Type.Object({
  ...ChatTestCaseInputSchema.properties,
  id: Type.String(),
  updatedAt: DateTimeString(),
});
export type ChatTestCase = Static<typeof ChatTestCaseSchema>;
export const ChatTestCaseListSchema = Type.Object({ data: Type.Array(ChatTestCaseSchema) });
export type ChatTestCaseList = Static<typeof ChatTestCaseListSchema>;

export const CHAT_TEST_RUN_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;
export type ChatTestRunStatus = (typeof CHAT_TEST_RUN_STATUSES)[number];

/** One case's outcome in a run, and how it changed since the run before. */
export const ChatTestResultSchema = Type.Object({
  caseId: Type.String(),
  question: Type.String(),
  passed: Type.Boolean(),
  /** What failed, one sentence each ("no NAVIGATE action", "fact “Prior to Docs” missing"). */
  failures: Type.Array(Type.String()),
  reply: Type.String(),
  latencyMs: Type.Number({ minimum: 0 }),
  /** Compared with the case's result in the previous finished run. */
  change: StringEnum(['new', 'fixed', 'broke', 'same'] as const),
});
export type ChatTestResult = Static<typeof ChatTestResultSchema>;

export const ChatTestRunSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(CHAT_TEST_RUN_STATUSES),
  provider: Type.String(),
  startedBy: Type.String(),
  createdAt: DateTimeString(),
  finishedAt: Type.Union([DateTimeString(), Type.Null()]),
  total: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  /** Why a failed run stopped. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ChatTestRun = Static<typeof ChatTestRunSchema>;
export const ChatTestRunListSchema = Type.Object({ data: Type.Array(ChatTestRunSchema) });
export type ChatTestRunList = Static<typeof ChatTestRunListSchema>;
export const ChatTestRunDetailSchema = Type.Object({
  data: Type.Object({ run: ChatTestRunSchema, results: Type.Array(ChatTestResultSchema) }),
});
export type ChatTestRunDetail = Static<typeof ChatTestRunDetailSchema>;

/** Where the OpenAI-compatible model's API key comes from: the services' environment, stored here (encrypted), or nowhere. */
export const ASSISTANT_API_KEY_SOURCES = ['environment', 'stored', 'none'] as const;
export type AssistantApiKeySource = (typeof ASSISTANT_API_KEY_SOURCES)[number];

/** The longest API key accepted (providers' keys are well under it). */
export const ASSISTANT_API_KEY_MAX_LENGTH = 500;

/**
 * `GET|PUT|DELETE /api/chat/admin/api-key` (administrators): which key the model is called with.
 * The key itself is never sent back. ASSISTANT_API_KEY in the services' environment wins over a
 * stored key; a key is stored only encrypted, with SECRETS_KEY from the environment.
 */
export const AssistantApiKeyStatusSchema = Type.Object({
  data: Type.Object({
    source: StringEnum(ASSISTANT_API_KEY_SOURCES),
    /** When the stored key was saved; null without one (also when the environment's key is used and none is stored). */
    storedAt: Type.Union([DateTimeString(), Type.Null()]),
    /** Whether the services can store a key (SECRETS_KEY is set). */
    canStore: Type.Boolean(),
  }),
});
export type AssistantApiKeyStatus = Static<typeof AssistantApiKeyStatusSchema>;

/** `PUT /api/chat/admin/api-key` body. */
export const AssistantApiKeyInputSchema = Type.Object(
  { apiKey: Type.String({ minLength: 1, maxLength: ASSISTANT_API_KEY_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type AssistantApiKeyInput = Static<typeof AssistantApiKeyInputSchema>;

/** Why a key cannot be stored: the services have no SECRETS_KEY to encrypt it with. */
export const API_KEY_STORAGE_UNAVAILABLE =
  'The services cannot store an API key: set SECRETS_KEY (at least 32 characters) in their environment, or give the key as ASSISTANT_API_KEY.';
export const API_KEY_BLANK = 'Enter the API key.';
export const API_KEY_HAS_SPACES = 'An API key has no spaces or line breaks.';
