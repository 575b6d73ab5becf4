// Test-only: fake assistant administration services, for the /admin/ai pages' jest tests.
import {
  type AssistantSettings,
  type ChatAdminConversationSummary,
  type ChatAdminOverview,
  type ChatAdminTool,
  type ChatConversation,
  PERSONA,
  SETTING_DEFINITIONS,
  type SettingEntry,
} from 'shared-rules';
import { type FakeRequest, type FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse } from 'shared-ui/testing';

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
    saves: () => calls('PUT', '/api/settings/assistant').map((request) => request.json() as { value: AssistantSettings; version: number }),
  };
}

/** A response that never arrives, so a page stays loading. */
export const never = () => new Promise<FakeResponse>(() => undefined);

/** A conflict as services answer a save made from an old version. */
export const staleSetting = () => problemResponse(409, 'stale-setting', 'The setting was changed after you opened it.');
