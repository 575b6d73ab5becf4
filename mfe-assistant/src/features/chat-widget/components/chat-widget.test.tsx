import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { createBus, setBus } from 'shared-ui';
import { problem, renderWithProviders } from 'shared-ui/testing';
import { GREETING, assistantMessage, chatConversation, serveChat, userMessage } from '../../../testing/chat-test-kit';
import { cleanUpChatWidget, openWidget, renderChatWidget, sendMessage } from '../../../testing/render-chat-widget';
import { WELCOME_BUBBLE_MS } from '../hooks/use-welcome-bubble';
import { START_FAILED_TITLE } from '../hooks/use-chat-conversation';
import { BUTTON_POSITION_STORAGE_KEY } from '../state/button-position';
import { ASSISTANT_UNAVAILABLE_TITLE } from './chat-panel';
import { ChatWidget, MOVE_HINT, WELCOME_TEXT } from './chat-widget';

beforeEach(() => {
  window.localStorage.clear();
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});
afterEach(() => {
  cleanUpChatWidget();
  jest.useRealTimers();
});

describe('ChatWidget: the button', () => {
  it('shows the welcome bubble for 10 seconds', async () => {
    jest.useFakeTimers();
    setBus(createBus());
    serveChat();
    try {
      renderWithProviders(<ChatWidget />);
      expect(screen.getByText(WELCOME_TEXT)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(WELCOME_BUBBLE_MS - 1));
      expect(screen.getByText(WELCOME_TEXT)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
    } finally {
      // The profile and flags asked for at mount answer before the services go.
      jest.useRealTimers();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
  });

  it('moves vertically by drag, stores the pixel offset and does not toggle', async () => {
    const user = userEvent.setup();
    await renderChatWidget();
    const button = screen.getByRole('button', { name: 'Open assistant' });
    // Pressed at 700px, released at 500px: the click the release makes must not open the panel.
    await user.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientY: 700 } },
      { target: button, coords: { clientY: 500 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientY: 500 } },
    ]);
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('224');
    expect(button).toHaveStyle({ bottom: '224px' });
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('moves by the arrow keys too, says so to screen readers, and stores the position the same way', async () => {
    const user = userEvent.setup();
    await renderChatWidget();
    const button = screen.getByRole('button', { name: 'Open assistant' });
    expect(button).toHaveAccessibleDescription(MOVE_HINT);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(button).toHaveStyle({ bottom: '72px' });
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('72');
    await user.keyboard('{ArrowDown}');
    expect(window.localStorage.getItem(BUTTON_POSITION_STORAGE_KEY)).toBe('48');
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('never leaves the 12px margin, and restores the stored position', async () => {
    window.localStorage.setItem(BUTTON_POSITION_STORAGE_KEY, '5000');
    await renderChatWidget();
    expect(screen.getByRole('button', { name: 'Open assistant' })).toHaveStyle({ bottom: `${800 - 56 - 12}px` });
  });

  it('is hidden while the agenticAssistant flag is off', async () => {
    const flags = { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, agenticAssistant: false };
    await renderChatWidget({
      handler: ({ method, path }) =>
        method === 'GET' && path === '/api/settings/feature-flags'
          ? HttpResponse.json({ key: 'feature-flags', value: flags, version: 2, updatedAt: null, updatedBy: null })
          : undefined,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /assistant/i })).not.toBeInTheDocument());
  });
});

describe('ChatWidget: the conversation', () => {
  it('creates a conversation on the first open only, shows its greeting and joins its room', async () => {
    const user = userEvent.setup();
    const { services, socket } = await renderChatWidget({ route: '/loan/2611000002/conditions' });
    expect(services.callsTo('POST', '/api/chat/conversations')).toHaveLength(0);
    const panel = await openWidget(user);
    expect(await within(panel).findByText(GREETING.content)).toBeInTheDocument();
    expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
    const [create] = services.callsTo('POST', '/api/chat/conversations');
    expect(create.body).toEqual({
      context: { pageType: 'loan', currentLoanId: '2611000002', organizationId: 'org-1', userRole: 'loan-officer' },
    });
    expect(socket.payloadsOf('chat:join_conversation')).toEqual([{ conversationId: 'conv-1' }]);
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open assistant' })).toHaveFocus();
    // Once opened, the welcome bubble does not come back, and reopening keeps the conversation.
    expect(screen.queryByText(WELCOME_TEXT)).not.toBeInTheDocument();
    const again = await openWidget(user);
    expect(within(again).getByText(GREETING.content)).toBeInTheDocument();
    expect(services.callsTo('POST', '/api/chat/conversations')).toHaveLength(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await renderChatWidget();
    const panel = await openWidget(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), '{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).not.toBeInTheDocument();
  });

  it('opens when another part of the portal asks on the bus, and sends the message it brings', async () => {
    const { bus, socket } = await renderChatWidget();
    act(() => bus.emit('chat:open', { message: 'What is a float-down?' }));
    expect(screen.getByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
    await waitFor(() => expect(socket.payloadsOf('chat:send_message')).toHaveLength(1));
    expect(socket.payloadsOf('chat:send_message')[0]).toMatchObject({ conversationId: 'conv-1', message: 'What is a float-down?' });
  });

  it('says when the conversation cannot start, and tries again on Retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { services } = await renderChatWidget({
      handler: ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/chat/conversations') return undefined;
        attempts += 1;
        return attempts === 1 ? problem(503, 'assistant-unavailable', 'The assistant is restarting.') : undefined;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(START_FAILED_TITLE);
    expect(alert).toHaveTextContent('The assistant is restarting.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(GREETING.content)).toBeInTheDocument();
    expect(services.callsTo('POST', '/api/chat/conversations')).toHaveLength(2);
  });

  it('says the assistant is unavailable when the system status says it is off', async () => {
    const user = userEvent.setup();
    await renderChatWidget({ status: { data: { enabled: false, provider: 'built-in', model: null, fallback: false } } });
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    expect(await screen.findByText(ASSISTANT_UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});

describe('ChatWidget: the badge', () => {
  it('counts the replies that arrive while the widget is closed, and clears when opened', async () => {
    const user = userEvent.setup();
    const { stage } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, 'Is my lock expiring?');
    await user.click(within(panel).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByTestId('chat-widget-badge')).not.toBeInTheDocument();

    stage('chat:message_received', { conversationId: 'conv-1', message: userMessage('Is my lock expiring?') });
    stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Your lock expires on 12/01/2026.') });
    expect(screen.getByRole('button', { name: 'Open assistant, 1 new reply' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-widget-badge')).toHaveTextContent('1');

    // A reply another tab of the user asked for counts too.
    stage('chat:typing', { conversationId: 'conv-1' });
    stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Anything else?', { id: 'm-reply-2' }) });
    expect(screen.getByRole('button', { name: 'Open assistant, 2 new replies' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-widget-badge')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Open assistant, 2 new replies' }));
    expect(screen.queryByTestId('chat-widget-badge')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close assistant' })[0]);
    expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
  });

  it('does not count replies while the widget is open', async () => {
    const user = userEvent.setup();
    const { stage } = await renderChatWidget({ created: chatConversation() });
    const panel = await openWidget(user);
    await sendMessage(user, panel, 'Hello');
    stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Hello!') });
    await user.click(within(panel).getByRole('button', { name: 'Close assistant' }));
    expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
  });
});
