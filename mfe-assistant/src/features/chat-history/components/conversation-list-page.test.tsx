import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ChatConversationList } from 'shared-rules';
import { fill, problem } from 'shared-ui/testing';
import ChatHistoryRoute from '../../../routes/chat-history-route';
import { activeConversationChanged, selectActiveConversationId } from '../../../state/active-conversation';
import { type ChatHandler, conversationSummary } from '../../../testing/chat-test-kit';
import { cleanUpChatWidget, renderChatWidget } from '../../../testing/render-chat-widget';
import { HISTORY_SEARCH_DEBOUNCE_MS } from '../state/history-query';

afterEach(() => cleanUpChatWidget());

const history = (
  <Routes>
    <Route path="/chat-history/*" element={<ChatHistoryRoute />} />
  </Routes>
);

const rateLock = conversationSummary('c1', 'Rate lock extension');
const floatDown = conversationSummary('c2', 'Float-down options');

function listAnswer(conversations = [rateLock, floatDown], { page = 1, total = conversations.length } = {}): ChatConversationList {
  return { data: conversations, page, pageSize: 20, total };
}

/** The history list served by `list` (by query), with `extra` answering first. */
function renderHistory(list: (query: URLSearchParams) => ChatConversationList, extra?: ChatHandler, route = '/chat-history') {
  return renderChatWidget({
    ui: history,
    route,
    handler: (call) => {
      const answered = extra?.(call);
      if (answered) return answered;
      if (call.method === 'GET' && call.path === '/api/chat/conversations') return HttpResponse.json(list(call.query));
      return undefined;
    },
  });
}

const listCalls = (services: Awaited<ReturnType<typeof renderHistory>>['services']) => services.callsTo('GET', '/api/chat/conversations');

describe('Chat History: the list', () => {
  it('lists the conversations in a named table under the one h1, each linking to its page', async () => {
    const { services } = await renderHistory(() => listAnswer());
    expect(screen.getByRole('heading', { level: 1, name: 'Chat History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Conversations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Rate lock extension' })).toHaveAttribute('href', '/chat-history/c1');
    expect(within(rows[0]).getByText('About rate lock extension')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Delete conversation “Rate lock extension”' })).toBeInTheDocument();
    const [call] = listCalls(services);
    expect(Object.fromEntries(call.query)).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so honestly when there are no conversations yet', async () => {
    await renderHistory(() => listAnswer([]));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('searches after the pause, from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { services } = await renderHistory((query) => (query.get('search') === 'jumbo' ? listAnswer([]) : listAnswer()));
    await screen.findByRole('table', { name: 'Conversations' });
    await fill(user, screen.getByRole('searchbox', { name: 'Search conversations' }), '  jumbo ');
    await act(() => new Promise((resolve) => setTimeout(resolve, HISTORY_SEARCH_DEBOUNCE_MS / 2)));
    expect(listCalls(services)).toHaveLength(1);
    expect(await screen.findByText('No conversations found')).toBeInTheDocument();
    expect(screen.getByText(/No conversation matches “jumbo”/)).toBeInTheDocument();
    const searches = listCalls(services).filter((call) => call.query.has('search'));
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].query)).toEqual({ page: '1', pageSize: '20', search: 'jumbo' });
  });

  it('pages through the conversations', async () => {
    const user = userEvent.setup();
    const { services } = await renderHistory((query) =>
      query.get('page') === '2' ? listAnswer([floatDown], { page: 2, total: 21 }) : listAnswer([rateLock], { total: 21 }),
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages of conversations' });
    expect(screen.getByText('21 conversations')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Float-down options' })).toBeInTheDocument();
    expect(listCalls(services).at(-1)?.query.get('page')).toBe('2');
  });

  it('says when the list cannot load, and loads it again on Retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    await renderChatWidget({
      ui: history,
      route: '/chat-history',
      handler: ({ method, path }) => {
        if (method !== 'GET' || path !== '/api/chat/conversations') return undefined;
        attempts += 1;
        return attempts === 1 ? problem(500, 'internal', 'The list is unavailable.') : HttpResponse.json(listAnswer());
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Conversations' })).toBeInTheDocument();
  });
});

describe('Chat History: deleting', () => {
  it('asks first; Cancel keeps the conversation', async () => {
    const user = userEvent.setup();
    const { services } = await renderHistory(() => listAnswer());
    await user.click(await screen.findByRole('button', { name: 'Delete conversation “Rate lock extension”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('“Rate lock extension” and all its messages will be deleted.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this conversation?' })).not.toBeInTheDocument());
    expect(services.callsTo('DELETE', '/api/chat/conversations/c1')).toHaveLength(0);
  });

  it('deletes on confirmation, reloads the list, and lets the widget go of it', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { services, store, requests } = await renderHistory(
      () => listAnswer(deleted ? [floatDown] : [rateLock, floatDown]),
      ({ method, path }) => {
        if (method !== 'DELETE' || path !== '/api/chat/conversations/c1') return undefined;
        deleted = true;
        return HttpResponse.json({});
      },
    );
    act(() => {
      store.dispatch(activeConversationChanged('c1'));
    });
    await user.click(await screen.findByRole('button', { name: 'Delete conversation “Rate lock extension”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rate lock extension' })).not.toBeInTheDocument());
    expect(services.callsTo('DELETE', '/api/chat/conversations/c1')).toHaveLength(1);
    expect(listCalls(services)).toHaveLength(2);
    expect(selectActiveConversationId(store.getState())).toBeNull();
    expect(requests('host:toast')).toEqual([
      { kind: 'success', title: 'Conversation deleted', message: '“Rate lock extension” was deleted.' },
    ]);
  });

  it('says in the dialog when the delete is refused', async () => {
    const user = userEvent.setup();
    await renderHistory(
      () => listAnswer(),
      ({ method }) => (method === 'DELETE' ? problem(403, 'forbidden', 'You cannot delete this conversation.') : undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete conversation “Float-down options”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot delete this conversation.');
  });
});
