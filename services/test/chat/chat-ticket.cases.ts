import type { ApiProblem, ChatTicketAnswer } from 'shared-rules';
import { openConversation, PIPELINE, chatTestApp } from './chat-helpers';

/**
 * Escalation from the assistant (`POST /api/chat/support-ticket`): a real support ticket,
 * numbered and emailed, with the conversation's transcript when asked, or free-form.
 */

const BROKER = 'lo@summit.test';
const HARBOR_BROKER = 'lo@harbor.test';

const chat = chatTestApp('chat-ticket', [BROKER, HARBOR_BROKER]);

describe('escalating to a support ticket', () => {
  const ticket = (payload: Record<string, unknown>, email = BROKER) =>
    chat.app.inject({ method: 'POST', url: '/api/chat/support-ticket', headers: chat.headers[email], payload });
  const storedTicket = (ticketId: string) =>
    chat.database.handle.db.selectFrom('supportTickets').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow();

  it('creates a real ticket with the transcript, naming the loan the user asked from, emailed and audited', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER], {
      initialMessage: 'Any open conditions on this loan?',
      context: { pageType: 'loan', currentLoanId: 'loan-demo-03' },
    });
    const response = await ticket({
      conversationId: id,
      issue: 'The deposit condition will not clear.\nI uploaded the gift letter twice.',
      category: 'loan',
      severity: 'high',
      includeTranscript: true,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<ChatTicketAnswer>();
    expect(data.number).toMatch(/^TS-\d{6}$/);
    const stored = await storedTicket(data.ticketId);
    expect(stored).toMatchObject({
      number: data.number,
      subject: 'The deposit condition will not clear.',
      requesterUserId: chat.ids[BROKER],
      loanId: 'loan-demo-03',
      url: `/chat-history/${id}`,
      status: 'open',
    });
    expect(stored.description).toContain('I uploaded the gift letter twice.');
    expect(stored.description).toContain('Category: loan. Severity: high.');
    expect(stored.description).toContain('Transcript:');
    expect(stored.description).toMatch(/UTC\] User: Any open conditions on this loan\?/);
    expect(stored.description).toContain('Assistant: **Loan');
    const emails = await chat.database.handle.db
      .selectFrom('outboundEmails')
      .select('subject')
      .where('supportTicketId', '=', data.ticketId)
      .execute();
    expect(emails).toEqual([{ subject: `[${data.number}] The deposit condition will not clear.` }]);
    expect((await chat.auditOf(id)).at(-1)).toMatchObject({
      action: 'ticket-created',
      details: { ticketId: data.ticketId, number: data.number, category: 'loan', severity: 'high', includeTranscript: true },
    });
  });

  it('leaves the transcript out when not asked for it', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER], { initialMessage: 'open my pipeline', context: PIPELINE });
    const response = await ticket({
      conversationId: id,
      issue: 'Pipeline is slow',
      category: 'technical',
      severity: 'low',
      includeTranscript: false,
    });
    expect(response.statusCode).toBe(201);
    const stored = await storedTicket(response.json<ChatTicketAnswer>().data.ticketId);
    expect(stored.description).not.toContain('Transcript');
    expect(stored.description).toContain(`Conversation: /chat-history/${id}`);
    expect(stored.loanId).toBeNull();
  });

  it('creates a free-form ticket', async () => {
    const response = await ticket({
      subject: 'Cannot sign in on my phone',
      description: 'The page reloads.',
      category: 'account',
      severity: 'medium',
    });
    expect(response.statusCode).toBe(201);
    const stored = await storedTicket(response.json<ChatTicketAnswer>().data.ticketId);
    expect(stored).toMatchObject({ subject: 'Cannot sign in on my phone', url: '', loanId: null });
    expect(stored.description).toMatch(/^The page reloads\.\n\nCategory: account\. Severity: medium\./);
  });

  it('refuses someone else’s conversation with 404 and a blank issue with 400, creating nothing', async () => {
    const { id } = await openConversation(chat.app, chat.headers[HARBOR_BROKER]);
    const before = await chat.database.handle.db.selectFrom('supportTickets').select('id').execute();
    const foreign = await ticket({ conversationId: id, issue: 'Help', category: 'other', severity: 'low', includeTranscript: true });
    expect(foreign.statusCode).toBe(404);
    const blank = await ticket(
      { conversationId: id, issue: '  ', category: 'other', severity: 'low', includeTranscript: true },
      HARBOR_BROKER,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiProblem>()).toMatchObject({ code: 'issue-required', fields: [{ field: 'body.issue' }] });
    const freeForm = await ticket({ subject: ' ', description: 'x', category: 'other', severity: 'low' });
    expect(freeForm.json<ApiProblem>()).toMatchObject({ code: 'subject-required', detail: 'Subject can not be empty' });
    expect(await chat.database.handle.db.selectFrom('supportTickets').select('id').execute()).toHaveLength(before.length);
  });
});
