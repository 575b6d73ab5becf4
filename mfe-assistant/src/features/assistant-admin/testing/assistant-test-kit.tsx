// Test-only: the assistant administration services as MSW handlers, for the /admin/ai pages' jest tests.
import { delay, HttpResponse } from 'msw';
import {
  API_KEY_STORAGE_UNAVAILABLE,
  type AssistantApiKeyInput,
  type AssistantApiKeyStatus,
  type AssistantSettings,
  type ChatAdminConversationList,
  type ChatAdminConversationSummary,
  type ChatAdminOverview,
  type ChatAdminTool,
  type ChatAdminToolList,
  type ChatConversation,
  type ChatConversationAnswer,
  type ChatTestCase,
  type ChatTestCaseInput,
  type ChatTestCaseList,
  type ChatTestResult,
  type ChatTestRun,
  type ChatTestRunDetail,
  type ChatTestRunList,
  SETTING_DEFINITIONS,
  type SettingEntry,
} from 'shared-rules';
import { api, fieldProblem, noContent, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { keepReceived, type ReceivedRequest, receivedAt } from 'shared-ui/testing';
import { server } from '../../../testing/server';

export { address, renderAdminPage } from 'shared-ui/testing';

export type OverviewData = ChatAdminOverview['data'];

/** A conversation row as the administrators' list sends it; `overrides` replace whole fields. */
export function adminConversation(overrides: Partial<ChatAdminConversationSummary> = {}): ChatAdminConversationSummary {
  return {
    id: 'c-rate-lock',
    title: 'How do I extend a rate lock?',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:30:00.000Z',
    messageCount: 4,
    lastMessagePreview: 'Ask your account executive before the lock expires.',
    ownerName: 'Bea Broker',
    ownerEmail: 'bea@broker.test',
    thumbsDown: 1,
    ...overrides,
  };
}

/** The `assistant` setting as stored (version 3), the defaults changed by `value`. */
export function assistantEntry(value: Partial<AssistantSettings> = {}, version = 3): SettingEntry<AssistantSettings> {
  return {
    key: 'assistant',
    value: { ...(SETTING_DEFINITIONS.assistant.defaultValue as AssistantSettings), ...value },
    version,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'Alex Admin',
  };
}

export interface FakeAssistantServices {
  overview?: (from: string, to: string) => OverviewData;
  conversations?: ChatAdminConversationSummary[];
  transcripts?: Record<string, ChatConversation>;
  tools?: ChatAdminTool[];
  /** The stored `assistant` setting; without it, the setting's default (the remote's handler set). */
  assistant?: SettingEntry<AssistantSettings>;
  testCases?: ChatTestCase[];
  /** Newest first. */
  testRuns?: ChatTestRun[];
  testResults?: Record<string, ChatTestResult[]>;
  /** Users `asUserEmail` may name; any when not given. */
  userEmails?: string[];
  /** Where the model's key comes from; a PUT stores one (when `canStore`), a DELETE removes it. */
  apiKey?: AssistantApiKeyStatus['data'];
  /** Answers a request before the default one (a failure, a refusal, a request left pending). */
  before?: (request: Request) => Response | Promise<Response> | undefined;
}

function listAnswer(conversations: ChatAdminConversationSummary[], query: URLSearchParams): ChatAdminConversationList {
  const search = query.get('search')?.toLowerCase() ?? '';
  const matching = conversations.filter(
    (conversation) =>
      !search || `${conversation.title} ${conversation.ownerName} ${conversation.ownerEmail}`.toLowerCase().includes(search),
  );
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return { data: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
}

/** A route `services` has nothing for answers as services do for an unknown one. */
const notServed = (what: string) => problem(404, 'not-found', `No ${what} in this test`);

/** A 422 as services refuse a test case asked as a user who does not exist. */
const unknownUser = () => fieldProblem(422, 'validation-failed', 'body.asUserEmail', 'No user has this email');

/**
 * Answers the assistant administration's calls with `server.use(...)` (`services` changes with
 * the writes); returns what the pages sent, with helpers for the lists tests read.
 */
export function serveAssistant(services: FakeAssistantServices) {
  const received: ReceivedRequest[] = [];
  server.use(
    keepReceived(received, services.before),
    api.get<ChatAdminOverview>(paths.chatAdminOverview, ({ request }) => {
      if (!services.overview) return notServed('overview');
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ data: services.overview(query.get('from') ?? '', query.get('to') ?? '') });
    }),
    api.get<ChatAdminConversationList>(paths.chatAdminConversations, ({ request }) =>
      services.conversations
        ? HttpResponse.json(listAnswer(services.conversations, new URL(request.url).searchParams))
        : notServed('conversations'),
    ),
    api.get<ChatConversationAnswer, never, { id: string }>('/chat/conversations/:id', ({ params }) => {
      const transcript = services.transcripts?.[params.id];
      return transcript ? HttpResponse.json({ data: transcript }) : problem(404, 'not-found', 'Conversation not found');
    }),
    api.get<ChatAdminToolList>(paths.chatAdminTools, () => {
      if (!services.tools) return notServed('tools');
      const disabled = services.assistant?.value.disabledTools ?? [];
      return HttpResponse.json({ data: services.tools.map((tool) => ({ ...tool, enabled: !disabled.includes(tool.name) })) });
    }),
    api.get<SettingEntry<AssistantSettings>>('/settings/assistant', () =>
      services.assistant ? HttpResponse.json(services.assistant) : undefined,
    ),
    api.put<SettingEntry<AssistantSettings>, { value: AssistantSettings; version: number }>('/settings/assistant', async ({ request }) => {
      if (!services.assistant) return notServed('assistant setting');
      const body = await request.json();
      services.assistant = { ...services.assistant, value: body.value, version: body.version + 1 };
      return HttpResponse.json(services.assistant);
    }),
    api.get<ChatTestCaseList>(paths.chatTestCases, () =>
      services.testCases ? HttpResponse.json({ data: services.testCases }) : notServed('test cases'),
    ),
    api.post<{ data: ChatTestCase }, ChatTestCaseInput>(paths.chatTestCases, async ({ request }) => {
      if (!services.testCases) return notServed('test cases');
      const input = await request.json();
      if (services.userEmails && !services.userEmails.includes(input.asUserEmail)) return unknownUser();
      const created = { ...input, id: `tc-${services.testCases.length + 1}`, updatedAt: '2026-11-21T10:00:00.000Z' };
      services.testCases = [...services.testCases, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    api.put<{ data: ChatTestCase }, ChatTestCaseInput, { id: string }>(`${paths.chatTestCases}/:id`, async ({ params, request }) => {
      if (!services.testCases?.some((candidate) => candidate.id === params.id)) return problem(404, 'not-found', 'Test case not found');
      const input = await request.json();
      if (services.userEmails && !services.userEmails.includes(input.asUserEmail)) return unknownUser();
      const saved = { ...input, id: params.id, updatedAt: '2026-11-21T11:00:00.000Z' };
      services.testCases = services.testCases.map((candidate) => (candidate.id === params.id ? saved : candidate));
      return HttpResponse.json({ data: saved });
    }),
    api.delete<undefined, never, { id: string }>(`${paths.chatTestCases}/:id`, ({ params }) => {
      if (!services.testCases?.some((candidate) => candidate.id === params.id)) return problem(404, 'not-found', 'Test case not found');
      services.testCases = services.testCases.filter((candidate) => candidate.id !== params.id);
      return noContent();
    }),
    api.get<AssistantApiKeyStatus>(paths.chatAdminApiKey, () =>
      services.apiKey ? HttpResponse.json({ data: services.apiKey }) : notServed('API key'),
    ),
    api.put<AssistantApiKeyStatus, AssistantApiKeyInput>(paths.chatAdminApiKey, () => {
      const key = services.apiKey;
      if (!key) return notServed('API key');
      if (!key.canStore) return problem(409, 'secrets-key-missing', API_KEY_STORAGE_UNAVAILABLE);
      services.apiKey = { ...key, storedAt: '2026-11-21T12:00:00.000Z', source: key.source === 'environment' ? 'environment' : 'stored' };
      return HttpResponse.json({ data: services.apiKey });
    }),
    api.delete<AssistantApiKeyStatus>(paths.chatAdminApiKey, () => {
      const key = services.apiKey;
      if (!key) return notServed('API key');
      services.apiKey = { ...key, storedAt: null, source: key.source === 'environment' ? 'environment' : 'none' };
      return HttpResponse.json({ data: services.apiKey });
    }),
    api.get<ChatTestRunList>(paths.chatTestRuns, () =>
      services.testRuns ? HttpResponse.json({ data: services.testRuns }) : notServed('test runs'),
    ),
    api.post<{ data: ChatTestRun }>(paths.chatTestRuns, () => {
      if (!services.testRuns) return notServed('test runs');
      if (services.testRuns.some((run) => run.status === 'queued' || run.status === 'running')) {
        return problem(409, 'test-run-in-progress', 'A test run is already queued or running.');
      }
      const run = testRun({ id: `run-${services.testRuns.length + 1}`, status: 'queued', done: 0, passed: 0, finishedAt: null });
      services.testRuns = [run, ...services.testRuns];
      return HttpResponse.json({ data: run }, { status: 202 });
    }),
    api.get<ChatTestRunDetail, never, { id: string }>(`${paths.chatTestRuns}/:id`, ({ params }) => {
      const found = services.testRuns?.find((candidate) => candidate.id === params.id);
      if (!found) return problem(404, 'not-found', 'Test run not found');
      return HttpResponse.json({ data: { run: found, results: services.testResults?.[found.id] ?? [] } });
    }),
  );
  const calls = (method: string, path: string) => receivedAt(received, method, path);
  return {
    calls,
    /** The query strings of the conversations list requests, in order. */
    listQueries: () => calls('GET', '/api/chat/admin/conversations').map((request) => request.url.search),
    /** The bodies of the test case saves (POST and PUT), in order. */
    caseSaves: () =>
      received
        .filter((request) => ['POST', 'PUT'].includes(request.method) && request.url.pathname.startsWith('/api/chat/admin/test-cases'))
        .map((request) => request.body as ChatTestCaseInput),
    /** The bodies of the `assistant` setting saves, in order. */
    saves: () => calls('PUT', '/api/settings/assistant').map((request) => request.body as { value: AssistantSettings; version: number }),
  };
}

/** A test case as services keep it; `overrides` replace whole fields. */
export function testCase(overrides: Partial<ChatTestCase> = {}): ChatTestCase {
  return {
    id: 'tc-rate-lock',
    question: 'How do I extend a rate lock?',
    asUserEmail: 'bea@broker.test',
    expectedActionType: 'NAVIGATE',
    expectedRouteName: 'pipeline',
    expectedDocumentId: 'kb-rate-lock',
    expectedFacts: ['account executive'],
    enabled: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A finished run of 4 cases, 3 passed; `overrides` replace whole fields. */
export function testRun(overrides: Partial<ChatTestRun> = {}): ChatTestRun {
  return {
    id: 'run-1',
    status: 'finished',
    provider: 'built-in',
    startedBy: 'Alex Admin',
    createdAt: '2026-11-20T15:00:00.000Z',
    finishedAt: '2026-11-20T15:02:00.000Z',
    total: 4,
    done: 4,
    passed: 3,
    error: null,
    ...overrides,
  };
}

/** One case's result in a run; `overrides` replace whole fields. */
export function testResult(overrides: Partial<ChatTestResult> = {}): ChatTestResult {
  return {
    caseId: 'tc-rate-lock',
    question: 'How do I extend a rate lock?',
    passed: true,
    failures: [],
    reply: 'Ask your account executive before the lock expires.',
    latencyMs: 850,
    change: 'same',
    ...overrides,
  };
}

/** A response that never arrives, so a page stays loading. */
export const never = async (): Promise<Response> => {
  await delay('infinite');
  return noContent();
};

/** A conflict as services answer a save made from an old version. */
export const staleSetting = () => problem(409, 'stale-setting', 'The setting was changed after you opened it.');
