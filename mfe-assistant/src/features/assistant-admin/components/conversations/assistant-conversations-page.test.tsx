import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatConversation } from 'shared-rules';
import { enterText, problem } from 'shared-ui/testing';
import { address, adminConversation, never, renderAdminPage, serveAssistant } from '../../testing/assistant-test-kit';
import AssistantConversationsPage from './assistant-conversations-page';

const PAGE = '/admin/ai/conversations';

const transcript: ChatConversation = {
  id: 'c-rate-lock',
  title: 'How do I extend a rate lock?',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  messages: [
    { id: 'm1', role: 'user', content: 'What is the status of loan 2611000002?', timestamp: '2026-11-20T15:00:00.000Z', metadata: null },
    {
      id: 'm2',
      role: 'assistant',
      content: 'Loan **2611000002** has 3 open conditions.',
      timestamp: '2026-11-20T15:00:02.000Z',
      metadata: {
        actions: [{ type: 'NAVIGATE', label: 'Open the loan', routeName: 'loan', params: { loanId: '2611000002' } }],
        citations: [{ documentId: 'kb-conditions', title: 'Clearing conditions', snippet: 'Clear <mark>conditions</mark> early.' }],
        toolCalls: [
          { name: 'loan_open_conditions', arguments: { loanId: '2611000002' }, ok: true, summary: '3 open conditions', durationMs: 120 },
          { name: 'find_loans', arguments: { text: 'smith' }, ok: false, summary: 'The loan service did not answer', durationMs: 2500 },
        ],
        provider: 'openai-compatible',
        fallback: true,
        latencyMs: 1850,
        feedback: 'down',
      },
    },
  ],
};

let fake: ReturnType<typeof serveAssistant>;

const table = () => screen.findByRole('table', { name: 'Conversations' });

describe("the assistant's conversations page", () => {
  it('says it is loading until the first page arrives', async () => {
    fake = serveAssistant({ before: (request) => (request.url.includes('/admin/conversations') ? never() : undefined) });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Conversations' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading the conversations' })).toBeInTheDocument();
  });

  it('lists every conversation: owner, title, messages, last activity and thumbs down', async () => {
    fake = serveAssistant({
      conversations: [adminConversation(), adminConversation({ id: 'c-2', title: 'Condo rules', ownerName: 'Cal Closer', thumbsDown: 0 })],
    });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Bea Broker');
    expect(rows[1]).toHaveTextContent('bea@broker.test');
    expect(rows[1]).toHaveTextContent('How do I extend a rate lock?');
    expect(rows[1]).toHaveTextContent('11/20/2026');
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('4');
    expect(within(rows[1]).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(rows[2]).toHaveTextContent('Cal Closer');
    expect(screen.getByText('2 conversations')).toBeInTheDocument();
    expect(fake.listQueries()).toEqual(['?page=1&pageSize=20']);
  });

  it('asks services for the page and the words searched for', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, index) => adminConversation({ id: `c-${index}`, title: `Question ${index}` }));
    fake = serveAssistant({
      conversations: [...many, adminConversation({ id: 'c-condo', title: 'Condo rules', ownerName: 'Cal Closer' })],
    });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    await table();
    await user.click(within(screen.getByLabelText('Conversation pages')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?page=3&pageSize=20'));
    expect(address()).toBe(`${PAGE}?page=3`);

    await enterText(user, screen.getByRole('searchbox', { name: /Search/ }), ' condo ');
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?page=1&pageSize=20&search=condo'));
    expect(address()).toBe(`${PAGE}?search=condo`);
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });

  it('says when there are no conversations yet', async () => {
    fake = serveAssistant({ conversations: [] });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });

  it('says when no conversation matches the search', async () => {
    fake = serveAssistant({ conversations: [adminConversation()] });
    renderAdminPage(<AssistantConversationsPage />, `${PAGE}?search=zebra`);
    expect(await screen.findByRole('heading', { name: 'No conversations match' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    fake = serveAssistant({
      before: (request) => (request.url.includes('/admin/conversations') ? problem(500, 'internal', 'Services are down.') : undefined),
    });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversations could not be loaded');
  });

  it("opens a conversation's transcript with each reply's tool calls, citations, actions, provider and latency", async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ conversations: [adminConversation()], transcripts: { 'c-rate-lock': transcript } });
    renderAdminPage(<AssistantConversationsPage />, PAGE);
    await user.click(within(await table()).getByRole('link', { name: 'How do I extend a rate lock?' }));
    expect(address()).toBe(`${PAGE}?open=c-rate-lock`);
    const drawer = await screen.findByRole('dialog', { name: 'Transcript' });
    const messages = within(await within(drawer).findByRole('list', { name: 'Messages' })).getAllByRole('listitem', {
      name: /^(Question|Reply)/,
    });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('What is the status of loan 2611000002?');
    const reply = messages[1];
    expect(reply).toHaveTextContent('Loan 2611000002 has 3 open conditions.');
    expect(reply).toHaveTextContent('OpenAI-compatible model');
    expect(reply).toHaveTextContent('Fallback: the model failed');
    expect(reply).toHaveTextContent('Latency 1.9 s');
    expect(reply).toHaveTextContent('Thumbs down');

    const calls = within(within(reply).getByRole('table', { name: 'Tool calls of reply 1' })).getAllByRole('row');
    expect(calls).toHaveLength(3);
    expect(calls[1]).toHaveTextContent('Open conditions of a loan');
    expect(calls[1]).toHaveTextContent('"loanId": "2611000002"');
    expect(calls[1]).toHaveTextContent('OK');
    expect(calls[1]).toHaveTextContent('3 open conditions');
    expect(calls[1]).toHaveTextContent('120 ms');
    expect(calls[2]).toHaveTextContent('Failed');
    expect(calls[2]).toHaveTextContent('2.5 s');

    const citations = within(reply).getByRole('list', { name: 'Citations of reply 1' });
    expect(within(citations).getByRole('link', { name: 'Clearing conditions' })).toHaveAttribute(
      'href',
      '/admin/knowledge/documents?edit=kb-conditions',
    );
    expect(citations).toHaveTextContent('Clear conditions early.');
    expect(within(reply).getByRole('list', { name: 'Actions of reply 1' })).toHaveTextContent('Open the loan (Open a page: loan)');

    await user.click(within(drawer).getByRole('button', { name: 'Close the transcript' }));
    await waitFor(() => expect(address()).toBe(PAGE));
  });

  it('says when a transcript could not be loaded', async () => {
    fake = serveAssistant({ conversations: [adminConversation()], transcripts: {} });
    renderAdminPage(<AssistantConversationsPage />, `${PAGE}?open=c-rate-lock`);
    const drawer = await screen.findByRole('dialog', { name: 'Transcript' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('The transcript could not be loaded');
  });
});
