// Test-only: fake assistant administration services, for the /admin/ai pages' jest tests.
import {
  API_KEY_STORAGE_UNAVAILABLE,
  type AssistantApiKeyStatus,
  type AssistantSettings,
  type ChatAdminConversationSummary,
  type ChatAdminOverview,
  type ChatAdminTool,
  type ChatConversation,
  type ChatTestCase,
  type ChatTestCaseInput,
  type ChatTestResult,
  type ChatTestRun,
  PERSONA,
  SETTING_DEFINITIONS,
  type SettingEntry,
} from 'shared-rules';
import { type FakeRequest, FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';

export { address, renderAdminPage } from '../../../testing/render-admin-page';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

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
  before?: (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | undefined;
}

function listAnswer(conversations: ChatAdminConversationSummary[], query: URLSearchParams) {
  const search = query.get('search')?.toLowerCase() ?? '';
  const matching = conversations.filter(
    (conversation) =>
      !search || `${conversation.title} ${conversation.ownerName} ${conversation.ownerEmail}`.toLowerCase().includes(search),
  );
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return { data: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
}

/** Installs fetch answering the profile and the assistant administration's calls; returns the fake with call helpers. */
export function serveAssistant(services: FakeAssistantServices) {
  const fake = installFakeFetch(async (request: FakeRequest) => {
    const url = new URL(request.url, 'http://portal.test');
    const path = url.pathname;
    if (path === '/api/profile') return jsonResponse(administrator);
    const early = await services.before?.(request);
    if (early) return early;
    if (path === '/api/chat/admin/overview' && services.overview) {
      return jsonResponse({ data: services.overview(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '') });
    }
    if (path === '/api/chat/admin/conversations' && services.conversations) {
      return jsonResponse(listAnswer(services.conversations, url.searchParams));
    }
    const one = /^\/api\/chat\/conversations\/([^/]+)$/.exec(path);
    if (one && services.transcripts) {
      const transcript = services.transcripts[decodeURIComponent(one[1])];
      return transcript ? jsonResponse({ data: transcript }) : problemResponse(404, 'not-found', 'Conversation not found');
    }
    if (path === '/api/chat/admin/tools' && services.tools) {
      const disabled = services.assistant?.value.disabledTools ?? [];
      return jsonResponse({ data: services.tools.map((tool) => ({ ...tool, enabled: !disabled.includes(tool.name) })) });
    }
    if (path === '/api/settings/assistant' && services.assistant) {
      if (request.method === 'GET') return jsonResponse(services.assistant);
      if (request.method === 'PUT') {
        const body = request.json() as { value: AssistantSettings; version: number };
        services.assistant = { ...services.assistant, value: body.value, version: body.version + 1 };
        return jsonResponse(services.assistant);
      }
    }
    if (path === '/api/chat/admin/test-cases' && services.testCases) {
      if (request.method === 'GET') return jsonResponse({ data: services.testCases });
      if (request.method === 'POST') {
        const input = request.json() as ChatTestCaseInput;
        if (services.userEmails && !services.userEmails.includes(input.asUserEmail)) return unknownUser();
        const created = { ...input, id: `tc-${services.testCases.length + 1}`, updatedAt: '2026-11-21T10:00:00.000Z' };
        services.testCases = [...services.testCases, created];
        return jsonResponse({ data: created }, 201);
      }
    }
    if (path === '/api/chat/admin/api-key' && services.apiKey) {
      const key = services.apiKey;
      if (request.method === 'PUT') {
        if (!key.canStore) return problemResponse(409, 'secrets-key-missing', API_KEY_STORAGE_UNAVAILABLE);
        const stored = { ...key, storedAt: '2026-11-21T12:00:00.000Z' };
        services.apiKey = { ...stored, source: key.source === 'environment' ? 'environment' : 'stored' };
      }
      if (request.method === 'DELETE')
        services.apiKey = { ...key, storedAt: null, source: key.source === 'environment' ? 'environment' : 'none' };
      return jsonResponse({ data: services.apiKey });
    }
    const testCase = /^\/api\/chat\/admin\/test-cases\/([^/]+)$/.exec(path);
    if (testCase && services.testCases) {
      const id = decodeURIComponent(testCase[1]);
      const existing = services.testCases.find((candidate) => candidate.id === id);
      if (!existing) return problemResponse(404, 'not-found', 'Test case not found');
      if (request.method === 'PUT') {
        const input = request.json() as ChatTestCaseInput;
        if (services.userEmails && !services.userEmails.includes(input.asUserEmail)) return unknownUser();
        const saved = { ...input, id, updatedAt: '2026-11-21T11:00:00.000Z' };
        services.testCases = services.testCases.map((candidate) => (candidate.id === id ? saved : candidate));
        return jsonResponse({ data: saved });
      }
      if (request.method === 'DELETE') {
        services.testCases = services.testCases.filter((candidate) => candidate.id !== id);
        return new FakeResponse('', { status: 204 });
      }
    }
    if (path === '/api/chat/admin/test-runs' && services.testRuns) {
      if (request.method === 'GET') return jsonResponse({ data: services.testRuns });
      if (request.method === 'POST') {
        if (services.testRuns.some((run) => run.status === 'queued' || run.status === 'running')) {
          return problemResponse(409, 'test-run-in-progress', 'A test run is already queued or running.');
        }
        const run = testRun({ id: `run-${services.testRuns.length + 1}`, status: 'queued', done: 0, passed: 0, finishedAt: null });
        services.testRuns = [run, ...services.testRuns];
        return jsonResponse({ data: run }, 202);
      }
    }
    const run = /^\/api\/chat\/admin\/test-runs\/([^/]+)$/.exec(path);
    if (run && services.testRuns) {
      const found = services.testRuns.find((candidate) => candidate.id === decodeURIComponent(run[1]));
      if (!found) return problemResponse(404, 'not-found', 'Test run not found');
      return jsonResponse({ data: { run: found, results: services.testResults?.[found.id] ?? [] } });
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return {
    ...fake,
    calls,
    /** The query strings of the conversations list requests, in order. */
    listQueries: () => calls('GET', '/api/chat/admin/conversations').map((request) => new URL(request.url, 'http://portal.test').search),
    /** The bodies of the `assistant` setting saves, in order. */
    /** The bodies of the test case saves (POST and PUT), in order. */
    caseSaves: () =>
      fake
        .requests()
        .filter((request) => ['POST', 'PUT'].includes(request.method) && request.url.includes('/admin/test-cases'))
        .map((request) => request.json() as ChatTestCaseInput),
    saves: () => calls('PUT', '/api/settings/assistant').map((request) => request.json() as { value: AssistantSettings; version: number }),
  };
}

/** A 422 as services refuse a test case asked as a user who does not exist. */
function unknownUser(): FakeResponse {
  const problem = {
    type: 'about:blank',
    title: 'Request refused',
    status: 422,
    code: 'validation-failed',
    detail: 'The test case is not valid.',
    fields: [{ field: 'body.asUserEmail', message: 'No user has this email' }],
  };
  return new FakeResponse(JSON.stringify(problem), { status: 422, headers: { 'content-type': 'application/problem+json' } });
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
export const never = () => new Promise<FakeResponse>(() => undefined);

/** A conflict as services answer a save made from an old version. */
export const staleSetting = () => problemResponse(409, 'stale-setting', 'The setting was changed after you opened it.');
