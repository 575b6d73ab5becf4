import type {
  AssistantSettings,
  ChatAdminConversationList,
  ChatAdminOverview,
  ChatAdminToolList,
  ChatSystemStatus,
  SettingEntry,
} from 'shared-rules';
import { ASSISTANT_TOOL_NAMES } from 'shared-rules';
import { ask, chatTestApp, openConversation } from './chat-helpers';

const BROKER = 'lo@summit.test';
const ADMIN = 'admin@lender.test';
const AE = 'ae.jordan@lender.test';

const chat = chatTestApp('chat_admin', [BROKER, ADMIN, AE]);

const overview = async (query = '') => (await chat.get(`/api/chat/admin/overview${query}`, ADMIN)).json<ChatAdminOverview>().data;
const tools = async () => (await chat.get('/api/chat/admin/tools', ADMIN)).json<ChatAdminToolList>().data;

async function saveAssistant(change: Partial<AssistantSettings>) {
  const current = (await chat.get('/api/settings/assistant', ADMIN)).json<SettingEntry<AssistantSettings>>();
  const saved = await chat.app.inject({
    method: 'PUT',
    url: '/api/settings/assistant',
    headers: chat.headers[ADMIN],
    payload: { value: { ...current.value, ...change }, version: current.version },
  });
  expect(saved.statusCode).toBe(200);
}

afterEach(() => saveAssistant({ provider: 'built-in', baseUrl: '', model: '', disabledTools: [] }));

it('answers administrators only: anyone else gets the 404 of a missing page', async () => {
  for (const url of ['/api/chat/admin/overview', '/api/chat/admin/conversations', '/api/chat/admin/tools']) {
    expect((await chat.get(url, BROKER)).statusCode).toBe(404);
    expect((await chat.get(url, AE)).statusCode).toBe(404);
    expect((await chat.get(url, ADMIN)).statusCode).toBe(200);
  }
});

it('counts questions, users, resolved replies, thumbs and days over the period', async () => {
  const before = await overview();
  const { id } = await openConversation(chat.app, chat.headers[BROKER]);
  const resolved = await ask(chat.app, chat.headers[BROKER], id, 'open my pipeline');
  await ask(chat.app, chat.headers[BROKER], id, 'will it rain on the closing day?');
  const rated = await chat.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/messages/${resolved.id}/feedback`,
    headers: chat.headers[BROKER],
    payload: { feedback: 'down' },
  });
  expect(rated.statusCode).toBe(204);
  const after = await overview();

  expect(after.conversations - before.conversations).toBe(1);
  expect(after.questions - before.questions).toBe(2);
  expect(after.thumbsDown - before.thumbsDown).toBe(1);
  expect(after.fallbacks).toBe(before.fallbacks);
  expect(after.questionsByDay).toHaveLength(30);
  expect(after.questionsByDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
  expect(after.questionsByDay.reduce((sum, day) => sum + day.questions, 0)).toBe(after.questions);
  expect(after.latencyMsP95).toBeGreaterThanOrEqual(after.latencyMsP50);
  // The seed's demo questions all answer; "rain" does not, so the rate moves toward it.
  expect(after.resolutionRate).toBeGreaterThan(0);
  expect(after.resolutionRate).toBeLessThan(1);

  const empty = await overview('?from=2001-01-01&to=2001-01-03');
  expect(empty).toMatchObject({ from: '2001-01-01', to: '2001-01-03', questions: 0, resolutionRate: 0, latencyMsP50: 0 });
  expect(empty.questionsByDay.map((day) => day.day)).toEqual(['2001-01-01', '2001-01-02', '2001-01-03']);
  expect((await chat.get('/api/chat/admin/overview?from=2001-02-01&to=2001-01-01', ADMIN)).statusCode).toBe(400);
});

it("lists every user's conversations with the owner and the replies rated down, searchable by owner", async () => {
  const { id } = await openConversation(chat.app, chat.headers[AE], { initialMessage: 'open my pipeline' });
  const all = (await chat.get('/api/chat/admin/conversations?pageSize=100', ADMIN)).json<ChatAdminConversationList>();
  const mine = all.data.find((conversation) => conversation.id === id);
  expect(mine).toMatchObject({ ownerEmail: AE, thumbsDown: 0, messageCount: 2 });
  expect(mine?.ownerName).not.toBe('');
  expect(new Set(all.data.map((conversation) => conversation.ownerEmail)).size).toBeGreaterThan(1);

  const search = async (text: string) =>
    (await chat.get(`/api/chat/admin/conversations?search=${encodeURIComponent(text)}`, ADMIN)).json<ChatAdminConversationList>();
  // The owner's email matches (the demo's contact replies mention it too: messages are searched as well).
  expect((await search('ae.jordan@')).data.map((conversation) => conversation.id)).toContain(id);
  expect((await search('no conversation says this')).total).toBe(0);
  // The transcript is the ordinary conversation route, which administrators may read.
  expect((await chat.get(`/api/chat/conversations/${id}`, ADMIN)).statusCode).toBe(200);
});

it('lists the tools with their use, enabled as the assistant setting says', async () => {
  const listed = await tools();
  expect(listed.map((tool) => tool.name)).toEqual([...ASSISTANT_TOOL_NAMES]);
  expect(listed.every((tool) => tool.enabled)).toBe(true);
  // The demo history searched the knowledge base.
  expect(listed.find((tool) => tool.name === 'search_knowledge')).toMatchObject({
    callsLast30Days: expect.any(Number),
    lastCalledAt: expect.any(String),
  });
  expect(listed.find((tool) => tool.name === 'search_knowledge')?.callsLast30Days).toBeGreaterThan(0);

  await saveAssistant({ disabledTools: ['search_knowledge'] });
  expect((await tools()).find((tool) => tool.name === 'search_knowledge')?.enabled).toBe(false);
});

it('keeps the built-in provider from running a disabled tool', async () => {
  const question = 'How do I answer a condition with a PDF?';
  const { id } = await openConversation(chat.app, chat.headers[BROKER]);
  const answered = await ask(chat.app, chat.headers[BROKER], id, question);
  expect(answered.metadata?.toolCalls.map((call) => call.name)).toContain('search_knowledge');

  await saveAssistant({ disabledTools: ['search_knowledge'] });
  const declined = await ask(chat.app, chat.headers[BROKER], id, question);
  expect(declined.metadata?.toolCalls.map((call) => call.name)).not.toContain('search_knowledge');
  expect(declined.metadata?.citations).toEqual([]);
  expect(declined.content).toContain("I don't know");
});

it('reports the fallback when the configured model cannot be called (no key), and the built-in provider answers', async () => {
  await saveAssistant({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'some-model' });
  const status = (await chat.get('/api/chat/system/status', BROKER)).json<ChatSystemStatus>().data;
  expect(status).toEqual({ enabled: true, provider: 'openai-compatible', model: 'some-model', fallback: true });
  const { id } = await openConversation(chat.app, chat.headers[BROKER]);
  expect((await ask(chat.app, chat.headers[BROKER], id, 'open my pipeline')).metadata?.provider).toBe('built-in');

  await saveAssistant({ provider: 'built-in' });
  expect((await chat.get('/api/chat/system/status', BROKER)).json<ChatSystemStatus>().data).toEqual({
    enabled: true,
    provider: 'built-in',
    model: null,
    fallback: false,
  });
});
