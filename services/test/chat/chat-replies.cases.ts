import type { FastifyInstance } from 'fastify';
import { type ApiProblem, CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { ask, openConversation, PIPELINE, sendMessage } from './chat-helpers';

/**
 * The built-in provider's replies over REST: each intent's actions, citations and tool calls,
 * the loan tools' reach, and the refusals of a message before anything is stored.
 */

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const loanNumbers: Record<string, string> = {};

const BROKER = 'lo@summit.test';
const HARBOR_BROKER = 'lo@harbor.test';
const AE = 'ae.jordan@lender.test';
const SUMMIT_LOAN = 'loan-demo-03';
const HARBOR_LOAN = 'loan-demo-07';

beforeAll(async () => {
  database = await createTestDatabase('chat-replies');
  // The allowance is exercised by chat-socket.cases.ts; here it must not get in the way.
  app = await buildTestApp(database, { rateLimits: { chatMessages: { max: 1000, timeWindow: 60_000 } } });
  for (const email of [BROKER, HARBOR_BROKER, AE]) headers[email] = bearer(await login(app, email));
  for (const loan of await database.handle.db.selectFrom('loans').select(['id', 'loanNumber']).execute())
    loanNumbers[loan.id] = loan.loanNumber;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const newConversation = async (email = BROKER) => (await openConversation(app, headers[email])).id;
const toolNames = (reply: ChatMessage) => reply.metadata?.toolCalls.map((call) => call.name);

describe('what the built-in provider answers', () => {
  it('answers a how-to question from the knowledge base, citing the documents and linking the best one', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'How do I answer a condition with a PDF?');
    expect(reply.role).toBe('assistant');
    expect(reply.content).toContain('Answer a condition with a PDF');
    const metadata = reply.metadata;
    expect(metadata).toMatchObject({ provider: 'built-in', fallback: false, feedback: null });
    expect(metadata?.citations[0]).toMatchObject({
      documentId: 'kb-answer-a-condition-with-a-pdf',
      title: 'Answer a condition with a PDF',
    });
    expect(metadata?.citations[0].snippet).toContain('<mark>');
    expect(metadata?.actions[0]).toEqual({
      type: 'NAVIGATE',
      label: 'Read “Answer a condition with a PDF”',
      routeName: 'knowledgeDocument',
      params: { id: 'kb-answer-a-condition-with-a-pdf' },
    });
    expect(metadata?.toolCalls).toEqual([
      expect.objectContaining({
        name: 'search_knowledge',
        ok: true,
        arguments: expect.objectContaining({ query: 'answer a condition with a pdf' }),
      }),
    ]);
    expect(metadata?.toolCalls[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(metadata?.latencyMs).toBeGreaterThanOrEqual(metadata?.toolCalls[0].durationMs ?? 0);
  });

  it('reads a loan by its number: status, step, open conditions and what is missing, with the conditions tab', async () => {
    const number = loanNumbers[SUMMIT_LOAN];
    const reply = await ask(app, headers[BROKER], await newConversation(), `What is missing on loan ${number}?`);
    expect(reply.content).toContain(`**Loan ${number}** (Priya Okafor) is **In Underwriting**`);
    expect(reply.content).toContain('Purchase review');
    expect(reply.content).toContain('Source of the large deposit');
    expect(reply.content).toContain('Receive the appraisal');
    // The waived condition is not open: it is not listed.
    expect(reply.content).not.toContain('W-2s');
    expect(reply.metadata?.actions[0]).toEqual({
      type: 'NAVIGATE',
      label: 'Open the conditions',
      routeName: 'loan',
      params: { loanId: SUMMIT_LOAN, tab: 'conditions' },
    });
    expect(reply.metadata?.actions[1]).toMatchObject({
      routeName: 'loan',
      params: { loanId: SUMMIT_LOAN, tab: 'documents', task: 'appraisals' },
    });
    expect(toolNames(reply)).toEqual(['find_loans', 'loan_status', 'loan_open_conditions', 'loan_missing_documents']);
    expect(reply.metadata?.toolCalls.every((call) => call.ok)).toBe(true);
  });

  it('finds a loan by the borrower’s name and follows on in the conversation', async () => {
    const conversationId = await newConversation();
    const status = await ask(app, headers[BROKER], conversationId, 'status of the Okafor loan');
    expect(status.content).toContain('**In Underwriting**');
    expect(status.metadata?.actions).toEqual([
      {
        type: 'NAVIGATE',
        label: `Open loan ${loanNumbers[SUMMIT_LOAN]}`,
        routeName: 'loan',
        params: { loanId: SUMMIT_LOAN, tab: 'summary' },
      },
    ]);
    const followUp = await ask(app, headers[BROKER], conversationId, 'and its conditions?');
    expect(followUp.content).toContain('Source of the large deposit');
    expect(toolNames(followUp)).toEqual(['loan_status', 'loan_open_conditions']);
  });

  it('asks which loan when a name matches several', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'how is the Priya loan doing');
    expect(reply.content).toContain('I found 2 loans for **Priya**');
    expect(reply.metadata?.actions.map((action) => action.params?.loanId).sort()).toEqual(['loan-demo-02', 'loan-demo-03']);
  });

  it('answers about the loan open on the page', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'Any open conditions on this loan?', {
      pageType: 'loan',
      currentLoanId: SUMMIT_LOAN,
    });
    expect(reply.content).toContain('Source of the large deposit');
    expect(reply.metadata?.actions[0]).toMatchObject({ params: { loanId: SUMMIT_LOAN, tab: 'conditions' } });
  });

  it('puts the asker in touch with their account executive, and offers a ticket', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'Can I talk to a real person?');
    expect(reply.content).toContain('Jordan Reyes');
    expect(reply.metadata?.actions).toEqual([
      { type: 'CONTACT_AE', label: 'Email Jordan Reyes', description: 'ae.jordan@lender.test', contactMethod: 'email' },
      { type: 'CONTACT_AE', label: 'Call Jordan Reyes', description: '555-201-0200', contactMethod: 'phone' },
      expect.objectContaining({ type: 'CREATE_TICKET', category: 'other', severity: 'medium', subject: expect.any(String) }),
    ]);
    expect(toolNames(reply)).toEqual(['account_executive']);
  });

  it('offers staff a ticket, as they have no account executive', async () => {
    const reply = await ask(app, headers[AE], await newConversation(AE), 'I need to speak to a human');
    expect(reply.metadata?.actions).toEqual([expect.objectContaining({ type: 'CREATE_TICKET' })]);
  });

  it.each([
    ['open my pipeline', { type: 'NAVIGATE', label: 'Open my pipeline', routeName: 'pipeline' }],
    [
      'go to account settings',
      { type: 'NAVIGATE', label: 'Open account settings', routeName: 'accountSettings', params: { page: 'profile' } },
    ],
    ['take me to the release notes', { type: 'NAVIGATE', label: "See what's new", routeName: 'changelogs' }],
  ])('sends the asker to the page they name: "%s"', async (message, action) => {
    const reply = await ask(app, headers[BROKER], await newConversation(), message);
    expect(reply.metadata?.actions).toEqual([action]);
  });

  it('offers the AE pipeline to account executives only', async () => {
    const broker = await ask(app, headers[BROKER], await newConversation(), 'open the AE pipeline');
    expect(broker.metadata?.actions.some((action) => action.routeName === 'aePipeline')).toBe(false);
    const executive = await ask(app, headers[AE], await newConversation(AE), 'open the AE pipeline');
    expect(executive.metadata?.actions).toEqual([expect.objectContaining({ routeName: 'aePipeline' })]);
  });

  it('says it does not know, and offers a ticket, rather than guess', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'Will it rain on the closing day?');
    expect(reply.content).toContain("I don't know");
    expect(reply.metadata?.citations).toEqual([]);
    expect(reply.metadata?.actions[0]).toMatchObject({
      type: 'CREATE_TICKET',
      subject: 'Will it rain on the closing day?',
      category: 'other',
      severity: 'low',
    });
  });

  it('asks which loan rather than invent one', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), "What's the status of my loan?");
    expect(reply.content).toContain('Which loan do you mean?');
    expect(reply.metadata?.toolCalls).toEqual([]);
  });
});

describe('the loan tools reach only the asker’s loans', () => {
  /** A reply with the loan number blanked: what is left must not depend on whether the loan exists. */
  const withoutNumber = (reply: ChatMessage, number: string) =>
    JSON.stringify({
      content: reply.content,
      actions: reply.metadata?.actions,
      tools: reply.metadata?.toolCalls.map(({ durationMs: _, ...call }) => call),
    }).replaceAll(number, '#');

  it('answers a question about another organisation’s loan exactly as one about a loan that does not exist', async () => {
    const harborNumber = loanNumbers[HARBOR_LOAN];
    const conversationId = await newConversation();
    const other = await ask(app, headers[BROKER], conversationId, `What is missing on loan ${harborNumber}?`);
    const missing = await ask(app, headers[BROKER], conversationId, 'What is missing on loan 269999999?');
    expect(withoutNumber(other, harborNumber)).toBe(withoutNumber(missing, '269999999'));
    for (const fact of ['James Brooks', 'Brooks', 'Approved', 'Verbal verification', 'Hazard insurance', 'Conditions', HARBOR_LOAN]) {
      expect(JSON.stringify(other)).not.toContain(fact);
    }
  });

  it('finds no other organisation’s borrower by name', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'status of the Adeyemi loan');
    // Dana Adeyemi's loan is Summit's (withdrawn); Elena Adeyemi's is Harbor's and stays unseen.
    expect(reply.content).toContain(loanNumbers['loan-demo-09']);
    expect(reply.content).not.toContain('Elena');
    expect(JSON.stringify(reply)).not.toContain('loan-demo-06');
  });

  it('ignores a page context naming a loan out of reach', async () => {
    const reply = await ask(app, headers[BROKER], await newConversation(), 'Any open conditions on this loan?', {
      pageType: 'loan',
      currentLoanId: HARBOR_LOAN,
    });
    expect(reply.content).toContain('Which loan do you mean?');
    expect(JSON.stringify(reply)).not.toContain('Verbal verification');
    expect(reply.metadata?.toolCalls).toEqual([expect.objectContaining({ name: 'loan_status', ok: false })]);
  });

  it('lets the account executive covering both organisations read the loan', async () => {
    const reply = await ask(app, headers[AE], await newConversation(AE), `Which conditions are open on loan ${loanNumbers[HARBOR_LOAN]}?`);
    expect(reply.content).toContain('James Brooks');
    expect(reply.content).toContain('Verbal verification of employment');
  });
});

describe('what a message must be', () => {
  const messageCount = async (conversationId: string) =>
    Number(
      (
        await database.handle.db
          .selectFrom('chatMessages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('conversationId', '=', conversationId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['blank once trimmed', ' \n\t ', 'blank-message', 'Write a message first.'],
    ['empty', '', 'blank-message', 'Write a message first.'],
    ['too long', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 'message-too-long', 'A message can be at most 4,000 characters.'],
  ])('refuses a message %s with 422, storing nothing', async (_case, message, code, detail) => {
    const conversationId = await newConversation();
    const before = await messageCount(conversationId);
    const response = await sendMessage(app, headers[BROKER], conversationId, message);
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiProblem>()).toMatchObject({ code, detail, fields: [{ field: 'body.message', message: detail }] });
    expect(await messageCount(conversationId)).toBe(before);
  });

  it('accepts a message of exactly the longest length', async () => {
    const response = await sendMessage(
      app,
      headers[BROKER],
      await newConversation(),
      `${'word '.repeat(CHAT_MESSAGE_MAX_LENGTH / 5 - 1)}word`,
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses a message without its context (400, naming the field)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${await newConversation()}/messages`,
      headers: headers[BROKER],
      payload: { message: 'hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0].field).toBe('body.context');
  });

  it('refuses an oversize first question with 422 and opens nothing', async () => {
    const before = await database.handle.db.selectFrom('chatConversations').select('id').execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: headers[BROKER],
      payload: { initialMessage: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), context: PIPELINE },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'message-too-long', fields: [{ field: 'body.initialMessage' }] });
    expect(await database.handle.db.selectFrom('chatConversations').select('id').execute()).toHaveLength(before.length);
  });

  it('answers a message to someone else’s conversation with 404, storing nothing', async () => {
    const conversationId = await newConversation(HARBOR_BROKER);
    const response = await sendMessage(app, headers[BROKER], conversationId, 'hello');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiProblem>().detail).toBe('No conversation with this id.');
    expect(await messageCount(conversationId)).toBe(1);
  });

  it('requires a signed-in user', async () => {
    const response = await sendMessage(app, { authorization: 'Bearer nope' }, await newConversation(), 'hello');
    expect(response.statusCode).toBe(401);
  });
});
