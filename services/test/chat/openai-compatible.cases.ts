import type { AssistantSettings, ChatMessage, ChatSystemStatus, SettingEntry } from 'shared-rules';
import { ASSISTANT_TOOL_NAMES } from 'shared-rules';
import { assistantServicesOf } from '../../src/features/assistant/assistant-services';
import { ownConversation } from '../../src/features/assistant/conversation-store';
import { configuredLineUp } from '../../src/features/assistant/provider/provider-line-up';
import { answerTurn, noStages } from '../../src/features/assistant/reply-turn';
import { ask, chatTestApp, openConversation, PIPELINE, parseEventStream } from './chat-helpers';
import { type ModelBehaviour, type ModelRequest, startFakeModel } from './fake-model-server';

const BROKER = 'lo@summit.test';
const ADMIN = 'admin@lender.test';
const API_KEY = 'test-assistant-key';
const SUMMIT_LOAN = 'loan-demo-03';
const HARBOR_LOAN = 'loan-demo-07';

const chat = chatTestApp('chat_openai', [BROKER, ADMIN], { assistantApiKey: API_KEY });
let behave: (request: ModelRequest) => ModelBehaviour = () => ({ kind: 'text', pieces: ['Hello.'] });
let model: Awaited<ReturnType<typeof startFakeModel>>;
let settings: AssistantSettings;

const lastMessageIsTool = (request: ModelRequest) => request.body.messages.at(-1)?.role === 'tool';
/** Calls `name` with arguments streamed in pieces, then answers `text` once the tool's result is back. */
const callingThenAnswering =
  (name: string, argumentPieces: string[], text: string[]) =>
  (request: ModelRequest): ModelBehaviour =>
    lastMessageIsTool(request) ? { kind: 'text', pieces: text } : { kind: 'tool-call', name, argumentPieces };

beforeAll(async () => {
  model = await startFakeModel((request) => behave(request));
  const current = (await chat.get('/api/settings/assistant', ADMIN)).json<SettingEntry<AssistantSettings>>();
  settings = {
    ...current.value,
    provider: 'openai-compatible',
    baseUrl: model.baseUrl,
    model: 'fake-model',
    disabledTools: ['account_executive'],
  };
  const saved = await chat.app.inject({
    method: 'PUT',
    url: '/api/settings/assistant',
    headers: chat.headers[ADMIN],
    payload: { value: settings, version: current.version },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => model?.close());
beforeEach(() => {
  model.requests.length = 0;
});

async function streamed(message: string) {
  const { id } = await openConversation(chat.app, chat.headers[BROKER]);
  const response = await chat.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/stream`,
    headers: chat.headers[BROKER],
    payload: { message, context: PIPELINE },
  });
  expect(response.statusCode).toBe(200);
  const events = parseEventStream(response.body);
  const complete = events.find((event) => event.event === 'chat:response_complete')?.data as { message: ChatMessage };
  const chunks = events
    .filter((event) => event.event === 'chat:response_streaming')
    .map((event) => (event.data as { chunk: string }).chunk);
  return { events, chunks, reply: complete.message };
}

const askBroker = async (message: string) =>
  ask(chat.app, chat.headers[BROKER], (await openConversation(chat.app, chat.headers[BROKER])).id, message);

it('reports the configured model in the system status', async () => {
  const status = (await chat.get('/api/chat/system/status', BROKER)).json<ChatSystemStatus>().data;
  expect(status).toEqual({ enabled: true, provider: 'openai-compatible', model: 'fake-model', fallback: false });
});

it("streams the model's text over SSE and sends the prompt, the question, the enabled tools and the key", async () => {
  behave = () => ({ kind: 'text', pieces: ['Conditions are ', 'answered from ', 'the loan page.'] });
  const { chunks, reply } = await streamed('How do I answer a condition?');
  expect(chunks).toEqual(['Conditions are ', 'answered from ', 'the loan page.']);
  expect(reply.content).toBe('Conditions are answered from the loan page.');
  expect(reply.metadata).toMatchObject({ provider: 'openai-compatible', fallback: false, toolCalls: [] });

  const [request] = model.requests;
  expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
  expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
  expect(request.body.messages[0]).toMatchObject({ role: 'system' });
  expect(request.body.messages[0].content).toContain(settings.systemPrompt);
  expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'How do I answer a condition?' });
  const offered = request.body.tools?.map((tool) => tool.function.name);
  expect(offered).toEqual(ASSISTANT_TOOL_NAMES.filter((name) => name !== 'account_executive'));
  expect(request.body.tools?.[0]).toMatchObject({ type: 'function', function: { parameters: { type: 'object' } } });
});

it('runs a streamed tool call as the asker, sends its result back, and answers with the loan offered', async () => {
  behave = callingThenAnswering('loan_open_conditions', ['{"loa', 'nId":"', SUMMIT_LOAN, '"}'], ['The loan has ', 'open conditions.']);
  const { events, reply } = await streamed('Any open conditions on my loan?');
  expect(
    events.some(
      (event) => event.event === 'chat:tool_progress' && (event.data as { toolName: string }).toolName === 'loan_open_conditions',
    ),
  ).toBe(true);
  expect(reply.content).toBe('The loan has open conditions.');
  expect(reply.metadata?.toolCalls).toEqual([
    expect.objectContaining({ name: 'loan_open_conditions', arguments: { loanId: SUMMIT_LOAN }, ok: true }),
  ]);
  expect(reply.metadata?.actions).toContainEqual(
    expect.objectContaining({ type: 'NAVIGATE', routeName: 'loan', params: expect.objectContaining({ loanId: SUMMIT_LOAN }) }),
  );

  expect(model.requests).toHaveLength(2);
  const toolMessage = model.requests[1].body.messages.at(-1);
  expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({ ok: true });
});

it("gives nothing of another organisation's loan: its tool result is the one of a loan that does not exist", async () => {
  const resultFor = async (loanId: string) => {
    model.requests.length = 0;
    behave = callingThenAnswering('loan_open_conditions', ['{"loanId":', `"${loanId}"}`], ['I could not find that loan.']);
    const reply = await askBroker(`Open conditions on ${loanId}?`);
    return { reply, sentBack: model.requests[1].body.messages.at(-1)?.content };
  };
  const harbor = await resultFor(HARBOR_LOAN);
  const unknown = await resultFor('loan-that-does-not-exist');
  expect(harbor.sentBack).toBe(unknown.sentBack);
  expect(JSON.parse(harbor.sentBack ?? '{}')).toEqual({ ok: false, summary: expect.any(String) });
  expect(harbor.reply.metadata?.toolCalls.map(({ ok, summary }) => ({ ok, summary }))).toEqual(
    unknown.reply.metadata?.toolCalls.map(({ ok, summary }) => ({ ok, summary })),
  );
  expect(harbor.reply.metadata?.actions).toEqual([]);
});

it('never runs a tool the setting turned off, even when the model names it', async () => {
  behave = callingThenAnswering('account_executive', ['{}'], ['Ask support.']);
  const reply = await askBroker('Who is my account executive?');
  expect(reply.metadata?.toolCalls).toEqual([expect.objectContaining({ name: 'account_executive', ok: false })]);
  expect(reply.metadata?.provider).toBe('openai-compatible');
});

it('falls back to the built-in provider when the model answers with an error', async () => {
  behave = () => ({ kind: 'error', status: 500 });
  const reply = await askBroker('open my pipeline');
  expect(reply.metadata).toMatchObject({
    provider: 'built-in',
    fallback: true,
    actions: [expect.objectContaining({ routeName: 'pipeline' })],
  });
});

it('falls back to the built-in provider when the model stalls past the timeout', async () => {
  behave = () => ({ kind: 'stall' });
  const { id } = await openConversation(chat.app, chat.headers[BROKER]);
  const user = chat.app.verifyAccessToken(chat.headers[BROKER].authorization.slice('Bearer '.length));
  const conversation = await ownConversation(chat.app.db, user, id);
  // The setting's least timeout is 5 s; the provider is given half a second here to keep the test short.
  const runtime = {
    db: chat.app.db,
    services: { ...assistantServicesOf(chat.app), reportFailure: () => undefined },
    lineUp: () => configuredLineUp({ ...settings, timeoutSeconds: 0.5 }, API_KEY),
    now: () => new Date(),
  };
  const started = Date.now();
  const { assistantMessage } = await answerTurn(
    runtime,
    { user, conversation, message: 'open my pipeline', context: PIPELINE, streaming: false },
    noStages,
  );
  expect(Date.now() - started).toBeLessThan(4000);
  expect(assistantMessage.metadata).toMatchObject({ provider: 'built-in', fallback: true });
  expect(model.requests).toHaveLength(1);
});
