import type {
  ApiProblem,
  ChatConversationAnswer,
  ChatConversationList,
  ChatMessage,
  ChatSystemStatus,
  FeatureFlags,
  SettingEntry,
} from 'shared-rules';
import { CHAT_CONVERSATIONS_PAGE_SIZE } from 'shared-rules';
import { ask, openConversation, PIPELINE, chatTestApp } from './chat-helpers';

/**
 * Conversations over REST: opening (greeting or first question), listing and searching, reading
 * (the owner, administrators), deleting, feedback on replies, the assistant's switch, the audit
 * of each write, and the seeded demo history.
 */

const BROKER = 'lo@summit.test';
const LISTER = 'both@summit.test';
const HARBOR_BROKER = 'lo@harbor.test';
const ADMIN = 'admin@lender.test';
const AE = 'ae.jordan@lender.test';

const chat = chatTestApp('chat-conversations', [BROKER, LISTER, HARBOR_BROKER, ADMIN, AE]);
const get = (url: string, email = BROKER) => chat.get(url, email);
const list = async (query = '', email = LISTER) => (await get(`/api/chat/conversations${query}`, email)).json<ChatConversationList>();

describe('opening a conversation', () => {
  it('opens with the greeting when there is no first question (or a blank one), untitled', async () => {
    for (const body of [{}, { initialMessage: '   ', context: PIPELINE }]) {
      const conversation = await openConversation(chat.app, chat.headers[BROKER], body);
      expect(conversation.title).toBe('New conversation');
      expect(conversation.messages).toEqual([
        expect.objectContaining({
          role: 'assistant',
          content: expect.stringContaining("I'm the portal's assistant"),
          metadata: { actions: [], citations: [], toolCalls: [], provider: 'built-in', fallback: false, latencyMs: 0, feedback: null },
        }),
      ]);
      expect((await chat.auditOf(conversation.id)).map((row) => row.action)).toEqual(['conversation-created']);
    }
  });

  it('answers a first question at once, and is named by it', async () => {
    const conversation = await openConversation(chat.app, chat.headers[BROKER], {
      initialMessage: '  Open my pipeline ',
      context: PIPELINE,
    });
    expect(conversation.title).toBe('Open my pipeline');
    expect(conversation.messages.map((message) => [message.role, message.metadata?.actions[0]?.routeName ?? null])).toEqual([
      ['user', null],
      ['assistant', 'pipeline'],
    ]);
    expect(conversation.messages[0]).toMatchObject({ content: 'Open my pipeline', metadata: null });
    expect((await chat.auditOf(conversation.id)).map((row) => row.action)).toEqual([
      'conversation-created',
      'message-received',
      'message-answered',
    ]);
  });

  it('names an untitled conversation by its first question, shortened', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER]);
    await ask(chat.app, chat.headers[BROKER], id, `Where do I find ${'the very long and winding road to '.repeat(4)}closing?`);
    const { data } = (await get(`/api/chat/conversations/${id}`)).json<ChatConversationAnswer>();
    expect(data.title.length).toBeLessThanOrEqual(60);
    expect(data.title).toMatch(/^Where do I find the very long.*…$/);
  });
});

describe('listing, reading and deleting', () => {
  let older: string;
  let newer: string;

  beforeAll(async () => {
    older = (await openConversation(chat.app, chat.headers[LISTER], { initialMessage: 'How do I upload documents?', context: PIPELINE }))
      .id;
    newer = (await openConversation(chat.app, chat.headers[LISTER], { initialMessage: 'open my pipeline', context: PIPELINE })).id;
    await openConversation(chat.app, chat.headers[HARBOR_BROKER], { initialMessage: 'How do I upload documents?', context: PIPELINE });
  });

  it('lists only the caller’s conversations, newest first, with counts and the last message’s start', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: CHAT_CONVERSATIONS_PAGE_SIZE, total: 2 });
    expect(page.data.map((summary) => summary.id)).toEqual([newer, older]);
    expect(page.data[0]).toMatchObject({
      title: 'open my pipeline',
      messageCount: 2,
      lastMessagePreview: 'Use the button below to open your pipeline.',
    });
  });

  it('pages the list', async () => {
    const second = await list('?page=2&pageSize=1');
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.data.map((summary) => summary.id)).toEqual([older]);
  });

  it('searches titles and messages, ignoring case, with % and _ taken literally', async () => {
    expect((await list('?search=UPLOAD')).data.map((summary) => summary.id)).toEqual([older]);
    // "file types" is in the reply to the upload question, not in any title.
    expect((await list('?search=file%20types')).data.map((summary) => summary.id)).toEqual([older]);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=nothing-like-this')).total).toBe(0);
  });

  it('lets the owner and administrators read a conversation, and answers anyone else as if it did not exist', async () => {
    expect((await get(`/api/chat/conversations/${older}`, LISTER)).statusCode).toBe(200);
    const transcript = await get(`/api/chat/conversations/${older}`, ADMIN);
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json<ChatConversationAnswer>().data.messages).toHaveLength(2);
    const missing = await get('/api/chat/conversations/no-such-conversation', BROKER);
    for (const email of [BROKER, HARBOR_BROKER, AE]) {
      const refused = await get(`/api/chat/conversations/${older}`, email);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(missing.body);
    }
  });

  it('lets only the owner delete; the conversation is then gone for everyone, its rows kept', async () => {
    const other = await chat.app.inject({ method: 'DELETE', url: `/api/chat/conversations/${older}`, headers: chat.headers[BROKER] });
    expect(other.statusCode).toBe(404);
    const byAdmin = await chat.app.inject({ method: 'DELETE', url: `/api/chat/conversations/${older}`, headers: chat.headers[ADMIN] });
    expect(byAdmin.statusCode).toBe(404);

    const deleted = await chat.app.inject({ method: 'DELETE', url: `/api/chat/conversations/${older}`, headers: chat.headers[LISTER] });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/chat/conversations/${older}`, LISTER)).statusCode).toBe(404);
    expect((await get(`/api/chat/conversations/${older}`, ADMIN)).statusCode).toBe(404);
    const send = await chat.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${older}/messages`,
      headers: chat.headers[LISTER],
      payload: { message: 'still there?', context: PIPELINE },
    });
    expect(send.statusCode).toBe(404);
    expect((await list()).data.map((summary) => summary.id)).toEqual([newer]);
    expect(
      (await chat.app.inject({ method: 'DELETE', url: `/api/chat/conversations/${older}`, headers: chat.headers[LISTER] })).statusCode,
    ).toBe(404);

    const row = await chat.database.handle.db
      .selectFrom('chatConversations')
      .select('deletedAt')
      .where('id', '=', older)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeInstanceOf(Date);
    const audit = await chat.auditOf(older);
    expect(audit.at(-1)).toMatchObject({ action: 'conversation-deleted', actorId: chat.ids[LISTER] });
  });
});

describe('feedback on a reply', () => {
  let conversationId: string;
  let reply: ChatMessage;
  let question: ChatMessage;

  beforeAll(async () => {
    const conversation = await openConversation(chat.app, chat.headers[BROKER], {
      initialMessage: 'How do I upload documents?',
      context: PIPELINE,
    });
    conversationId = conversation.id;
    [question, reply] = conversation.messages;
  });

  const rate = (messageId: string, feedback: 'up' | 'down' | null, email = BROKER, conversation = conversationId) =>
    chat.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation}/messages/${messageId}/feedback`,
      headers: chat.headers[email],
      payload: { feedback },
    });
  const feedbackNow = async () =>
    (await get(`/api/chat/conversations/${conversationId}`)).json<ChatConversationAnswer>().data.messages[1].metadata?.feedback;

  it('keeps the asker’s thumbs, changed or taken back, and audits each', async () => {
    expect((await rate(reply.id, 'down')).statusCode).toBe(204);
    expect(await feedbackNow()).toBe('down');
    expect((await rate(reply.id, 'up')).statusCode).toBe(204);
    expect(await feedbackNow()).toBe('up');
    expect((await rate(reply.id, null)).statusCode).toBe(204);
    expect(await feedbackNow()).toBeNull();
    const audit = (await chat.auditOf(conversationId)).filter((row) => row.action === 'feedback-given');
    expect(audit.map((row) => row.details)).toEqual([{ feedback: 'down' }, { feedback: 'up' }, { feedback: null }]);
    expect(audit[0].messageId).toBe(reply.id);
  });

  it('refuses the user’s own message, an unknown one and someone else’s conversation with 404', async () => {
    expect((await rate(question.id, 'up')).statusCode).toBe(404);
    expect((await rate('no-such-message', 'up')).statusCode).toBe(404);
    expect((await rate(reply.id, 'up', HARBOR_BROKER)).statusCode).toBe(404);
    expect(await feedbackNow()).toBeNull();
  });

  it('refuses a value that is not up, down or null', async () => {
    const response = await chat.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages/${reply.id}/feedback`,
      headers: chat.headers[BROKER],
      payload: { feedback: 'meh' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the assistant’s switch', () => {
  const setAssistant = async (agenticAssistant: boolean) => {
    const entry = (await get('/api/settings/feature-flags', ADMIN)).json<SettingEntry>();
    const value = { ...(entry.value as FeatureFlags), agenticAssistant };
    const saved = await chat.app.inject({
      method: 'PUT',
      url: '/api/settings/feature-flags',
      headers: chat.headers[ADMIN],
      payload: { value, version: entry.version },
    });
    expect(saved.statusCode).toBe(200);
  };

  afterAll(() => setAssistant(true));

  it('reports the built-in provider while the flag is on', async () => {
    const status = await get('/api/chat/system/status');
    expect(status.json<ChatSystemStatus>()).toEqual({ data: { enabled: true, provider: 'built-in', model: null, fallback: false } });
  });

  it('answers no new question while off, and keeps the history readable', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER], { initialMessage: 'open my pipeline', context: PIPELINE });
    await setAssistant(false);
    expect((await get('/api/chat/system/status')).json<ChatSystemStatus>().data.enabled).toBe(false);
    const opened = await chat.app.inject({ method: 'POST', url: '/api/chat/conversations', headers: chat.headers[BROKER], payload: {} });
    expect(opened.statusCode).toBe(404);
    expect(opened.json<ApiProblem>()).toMatchObject({ code: 'assistant-disabled', detail: 'The assistant is turned off.' });
    const sent = await chat.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: chat.headers[BROKER],
      payload: { message: 'hi', context: PIPELINE },
    });
    expect(sent.json<ApiProblem>().code).toBe('assistant-disabled');
    expect((await get(`/api/chat/conversations/${id}`)).statusCode).toBe(200);
  });
});

describe('the demo history', () => {
  it('gives the demo loan officer conversations the built-in provider answered, with actions, citations and tool calls', async () => {
    const seeded = await chat.database.handle.db
      .selectFrom('chatConversations')
      .select('id')
      .where('ownerUserId', '=', chat.ids[BROKER])
      .orderBy('createdAt')
      .limit(3)
      .execute();
    expect(seeded).toHaveLength(3);
    const replies: ChatMessage[] = [];
    for (const { id } of seeded) {
      const { data } = (await get(`/api/chat/conversations/${id}`)).json<ChatConversationAnswer>();
      replies.push(...data.messages.filter((message) => message.role === 'assistant'));
    }
    expect(replies.every((reply) => reply.metadata?.provider === 'built-in')).toBe(true);
    const actions = replies.flatMap((reply) => reply.metadata?.actions ?? []);
    expect(replies.some((reply) => (reply.metadata?.citations.length ?? 0) > 0)).toBe(true);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'NAVIGATE', routeName: 'knowledgeDocument' }),
        expect.objectContaining({
          type: 'NAVIGATE',
          routeName: 'loan',
          params: expect.objectContaining({ loanId: 'loan-demo-03', tab: 'conditions' }),
        }),
        expect.objectContaining({ type: 'CONTACT_AE', contactMethod: 'email' }),
        expect.objectContaining({ type: 'CREATE_TICKET' }),
      ]),
    );
    expect(replies.flatMap((reply) => reply.metadata?.toolCalls.map((call) => call.name) ?? [])).toEqual(
      expect.arrayContaining(['search_knowledge', 'find_loans', 'loan_open_conditions', 'account_executive']),
    );
  });
});
