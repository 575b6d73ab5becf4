import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { problem } from 'shared-ui/testing';
import { ChatWidget } from '../../chat-widget/components/chat-widget';
import ChatHistoryRoute from '../../../routes/chat-history-route';
import { GREETING, assistantMessage, chatConversation, replyMetadata, userMessage } from '../../../testing/chat-test-kit';
import { cleanUpChatWidget, renderChatWidget, sendMessage } from '../../../testing/render-chat-widget';
import { CONTINUE_LABEL } from './conversation-page';

afterEach(() => cleanUpChatWidget());

const past = chatConversation({
  id: 'c7',
  title: 'Rate lock extension',
  messages: [
    GREETING,
    userMessage('Can I extend my rate lock?', 'm-u7'),
    assistantMessage('Yes, **once**, for up to 15 days.', {
      id: 'm-a7',
      metadata: replyMetadata({
        citations: [{ documentId: 'kb-rate-lock', title: 'Extending a rate lock', snippet: 'Locks can be <mark>extended</mark>' }],
      }),
    }),
  ],
});

const page = (
  <Routes>
    <Route path="/chat-history/*" element={<ChatHistoryRoute />} />
  </Routes>
);

/** The history page at /chat-history/c7 (with the widget beside it when `withWidget`), over services that know c7 only. */
function renderConversation({ withWidget = false, onDelete }: { withWidget?: boolean; onDelete?: () => void } = {}) {
  return renderChatWidget({
    route: '/chat-history/c7',
    ui: withWidget ? (
      <>
        {page}
        <ChatWidget />
      </>
    ) : (
      page
    ),
    handler: ({ method, path }) => {
      if (method === 'GET' && path === '/api/chat/conversations/c7') return HttpResponse.json({ data: past });
      if (method === 'GET' && path.startsWith('/api/chat/conversations/')) return problem(404, 'not-found', 'No such conversation.');
      if (method === 'GET' && path === '/api/chat/conversations') return HttpResponse.json({ data: [], page: 1, pageSize: 20, total: 0 });
      if (method === 'DELETE' && path === '/api/chat/conversations/c7') {
        onDelete?.();
        return HttpResponse.json({});
      }
      return undefined;
    },
  });
}

describe('Chat History: one conversation', () => {
  it('reopens the conversation to read: its title as the one h1, its messages in a named list', async () => {
    const user = userEvent.setup();
    const { requests } = await renderConversation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate lock extension' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/3 messages/)).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    const items = within(messages)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === messages);
    expect(items.map((item) => within(item).getAllByText(/^(You|Assistant)$/)[0].textContent)).toEqual(['Assistant', 'You', 'Assistant']);
    expect(within(items[2]).getByText('once').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '← All conversations' })).toHaveAttribute('href', '/chat-history');

    await user.click(within(items[2]).getByRole('button', { name: 'Sources (1)' }));
    await user.click(within(items[2]).getByRole('button', { name: 'Extending a rate lock' }));
    expect(requests('host:navigate')).toEqual([{ to: '/knowledge/document/kb-rate-lock' }]);
  });

  it('says when the conversation does not exist', async () => {
    await renderChatWidget({
      route: '/chat-history/gone',
      ui: page,
      handler: ({ method, path }) =>
        method === 'GET' && path === '/api/chat/conversations/gone' ? problem(404, 'not-found', 'No.') : undefined,
    });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/chat-history');
  });

  it('continues the conversation in the widget, without creating another', async () => {
    const user = userEvent.setup();
    const { services, socket, stage } = await renderConversation({ withWidget: true });
    await user.click(await screen.findByRole('button', { name: CONTINUE_LABEL }));

    const panel = screen.getByRole('dialog', { name: 'Assistant' });
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toBeEnabled());
    expect(within(panel).getByText('Can I extend my rate lock?')).toBeInTheDocument();
    expect(services.callsTo('POST', '/api/chat/conversations')).toHaveLength(0);
    expect(socket.payloadsOf('chat:join_conversation')).toEqual([{ conversationId: 'c7' }]);

    await sendMessage(user, panel, 'And a second time?');
    expect(socket.payloadsOf('chat:send_message')).toEqual([
      expect.objectContaining({
        conversationId: 'c7',
        message: 'And a second time?',
        context: expect.objectContaining({ pageType: 'chatConversation' }),
      }),
    ]);
    stage('chat:response_complete', { conversationId: 'c7', message: assistantMessage('No, only once.', { id: 'm-a8' }) });
    expect(within(panel).getByText('No, only once.')).toBeInTheDocument();
  });

  it('deletes the conversation after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    await renderConversation({ onDelete });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Chat History' })).toBeInTheDocument();
  });
});
