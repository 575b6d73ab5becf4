import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatStreamFailedMessage } from 'shared-rules';
import { problem } from 'shared-ui/testing';
import { GREETING, assistantMessage, eventStreamAnswer, userMessage } from '../../../testing/chat-test-kit';
import { cleanUpChatWidget, openWidget, renderChatWidget, sendMessage } from '../../../testing/render-chat-widget';
import { STREAM_CUT_OFF_MESSAGE } from '../hooks/use-chat-conversation';
import { SEND_FAILED_TITLE } from './send-failure-card';
import { TYPING_LABEL } from './typing-indicator';

const QUESTION = 'How many conditions are open?';
const STREAM_PATH = '/api/chat/conversations/conv-1/stream';
const LOAN_CONTEXT = { pageType: 'loan', currentLoanId: '2611000002', organizationId: 'org-1', userRole: 'loan-officer' };

afterEach(() => cleanUpChatWidget());

const follows = (earlier: Node, later: Node) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
const articles = (panel: HTMLElement) => within(panel).queryAllByRole('article');

/** The widget with its socket disconnected, so that it sends as an event stream the test writes. */
async function renderOverEventStream() {
  const answer = eventStreamAnswer();
  const rendered = await renderChatWidget({
    connected: false,
    handler: ({ method, path }) => (method === 'POST' && path === STREAM_PATH ? answer.response : undefined),
  });
  return { ...rendered, answer };
}

describe('ChatWidget: a streamed reply', () => {
  it('sends over the socket with the context, streams chunks with tool progress between them, and keeps the input disabled until complete', async () => {
    const user = userEvent.setup();
    const { socket, stage } = await renderChatWidget({ route: '/loan/2611000002/conditions' });
    const panel = await openWidget(user);
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await sendMessage(user, panel, `  ${QUESTION}  `);

    expect(socket.payloadsOf('chat:send_message')).toEqual([
      { conversationId: 'conv-1', message: QUESTION, context: LOAN_CONTEXT, enableStreaming: true },
    ]);
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(within(panel).getByRole('status', { name: TYPING_LABEL })).toBeInTheDocument();
    expect(within(panel).getByTestId('unconfirmed-message')).toHaveTextContent(QUESTION);

    stage('chat:message_received', { conversationId: 'conv-1', message: userMessage(QUESTION) });
    stage('chat:typing', { conversationId: 'conv-1' });
    stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'Let me check the loan. ' });
    stage('chat:tool_progress', {
      conversationId: 'conv-1',
      toolName: 'get_loan_conditions',
      message: 'Reading the conditions of loan 2611000002…',
    });
    stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'There are **3** open ' });
    stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'conditions.' });

    expect(within(panel).queryByTestId('unconfirmed-message')).not.toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: 'Your message' })).toHaveTextContent(QUESTION);
    const streaming = within(panel).getByTestId('streaming-reply');
    expect(streaming).toHaveAttribute('aria-busy', 'true');
    const first = within(streaming).getByText('Let me check the loan.');
    const progress = within(streaming).getByText('Reading the conditions of loan 2611000002…');
    const second = within(streaming).getByText(/There are/);
    expect(follows(first, progress)).toBe(true);
    expect(follows(progress, second)).toBe(true);
    expect(second).toHaveTextContent('There are 3 open conditions.');
    expect(within(second).getByText('3').tagName).toBe('STRONG');
    expect(input).toBeDisabled();
    expect(within(panel).getByRole('status', { name: TYPING_LABEL })).toBeInTheDocument();

    stage('chat:stopped_typing', { conversationId: 'conv-1' });
    expect(within(panel).queryByRole('status', { name: TYPING_LABEL })).not.toBeInTheDocument();
    expect(input).toBeDisabled();

    stage('chat:response_complete', {
      conversationId: 'conv-1',
      message: assistantMessage('Let me check the loan. There are **3** open conditions.'),
    });
    expect(within(panel).queryByTestId('streaming-reply')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Reading the conditions of loan 2611000002…')).not.toBeInTheDocument();
    expect(articles(panel).map((article) => article.getAttribute('aria-label'))).toEqual([
      'Assistant reply',
      'Your message',
      'Assistant reply',
    ]);
    expect(input).toBeEnabled();
  });

  it('renders a reply as sanitised Markdown: no script, no raw HTML, no javascript: link', async () => {
    const user = userEvent.setup();
    const { stage } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, 'Show me');
    stage('chat:response_complete', {
      conversationId: 'conv-1',
      message: assistantMessage(
        'See [the guide](javascript:alert(1)) and [pricing](/quick-pricer). <img src=x onerror=alert(1)><script>alert(1)</script>',
      ),
    });
    const reply = within(panel).getAllByRole('article', { name: 'Assistant reply' })[1];
    expect(reply.querySelector('script, img')).toBeNull();
    expect(within(reply).queryByRole('link', { name: 'the guide' })).not.toBeInTheDocument();
    expect(within(reply).getByText('the guide')).toBeInTheDocument();
    expect(within(reply).getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/quick-pricer');
  });

  it('sends a message asked for on the bus while a reply is pending once that reply is complete', async () => {
    const user = userEvent.setup();
    const { bus, socket, stage } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    act(() => bus.emit('chat:open', { message: 'And the appraisal?' }));
    expect(socket.payloadsOf('chat:send_message')).toHaveLength(1);
    stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Three.') });
    await waitFor(() => expect(socket.payloadsOf('chat:send_message')).toHaveLength(2));
    expect(socket.payloadsOf('chat:send_message')[1]).toMatchObject({ message: 'And the appraisal?' });
  });

  it('tells the room when the user types', async () => {
    const user = userEvent.setup();
    const { socket } = await renderChatWidget();
    const panel = await openWidget(user);
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hi');
    expect(socket.payloadsOf('chat:typing_start')).toEqual([{ conversationId: 'conv-1' }]);
    await user.tab();
    expect(socket.payloadsOf('chat:typing_stop')).toEqual([{ conversationId: 'conv-1' }]);
  });

  it('sends as an event stream when the socket is not connected, and streams the reply from it', async () => {
    const user = userEvent.setup();
    const { answer, services, socket } = await renderOverEventStream();
    const panel = await openWidget(user);
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await sendMessage(user, panel, QUESTION);
    expect(input).toBeDisabled();
    await waitFor(() => expect(services.callsTo('POST', STREAM_PATH)).toHaveLength(1));
    const [send] = services.callsTo('POST', STREAM_PATH);
    expect(send.body).toEqual({ message: QUESTION, context: { pageType: 'pipeline', organizationId: 'org-1', userRole: 'loan-officer' } });
    expect(send.request.headers.get('accept')).toBe('text/event-stream');
    expect(send.request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(socket.payloadsOf('chat:send_message')).toEqual([]);

    await act(async () => {
      answer.stage('chat:message_received', { conversationId: 'conv-1', message: userMessage(QUESTION) });
      answer.stage('chat:typing', { conversationId: 'conv-1' });
      answer.stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'There are 3 ' });
    });
    expect(await within(panel).findByText('There are 3')).toBeInTheDocument();
    expect(input).toBeDisabled();

    await act(async () => {
      answer.stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'open conditions.' });
      answer.stage('chat:stopped_typing', { conversationId: 'conv-1' });
      answer.stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('There are 3 open conditions.') });
      answer.end();
    });
    expect(await within(panel).findByText('There are 3 open conditions.')).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(articles(panel)).toHaveLength(3);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends as an event stream while the room has not accepted the join, and ignores the room meanwhile', async () => {
    const user = userEvent.setup();
    const answer = eventStreamAnswer();
    const { services, socket, stage } = await renderChatWidget({
      answer: (event) => (event === 'chat:join_conversation' ? { ok: false, code: 'forbidden', detail: 'Not yours.' } : { ok: true }),
      handler: ({ method, path }) => (method === 'POST' && path === STREAM_PATH ? answer.response : undefined),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const panel = await openWidget(user);
      await sendMessage(user, panel, QUESTION);
      await waitFor(() => expect(services.callsTo('POST', STREAM_PATH)).toHaveLength(1));
      // The same stage from the room as well must not write the chunk twice.
      stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'Three' });
      await act(async () => {
        answer.stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'Three' });
      });
      expect(await within(panel).findByText('Three')).toBeInTheDocument();
      expect(within(panel).queryByText('ThreeThree')).not.toBeInTheDocument();
      await act(async () => {
        answer.stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Three.') });
        answer.end();
      });
      expect(await within(panel).findByText('Three.')).toBeInTheDocument();
      expect(socket.payloadsOf('chat:send_message')).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('ChatWidget: a failed send stops thinking and adds no message', () => {
  async function expectFailed(panel: HTMLElement, detail: string) {
    const card = await within(panel).findByRole('alert');
    expect(card).toHaveTextContent(SEND_FAILED_TITLE);
    expect(card).toHaveTextContent(detail);
    expect(within(panel).queryByRole('status', { name: TYPING_LABEL })).not.toBeInTheDocument();
    expect(within(panel).queryByTestId('unconfirmed-message')).not.toBeInTheDocument();
    expect(articles(panel)).toHaveLength(1);
    expect(within(panel).getByText(GREETING.content)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeEnabled();
    return card;
  }

  it('when the socket refuses the message (ack error), and sends it again on Retry', async () => {
    const user = userEvent.setup();
    let sends = 0;
    const { socket, stage } = await renderChatWidget({
      answer: (event) => {
        if (event !== 'chat:send_message') return { ok: true };
        sends += 1;
        return sends === 1 ? { ok: false, code: 'rate-limited', detail: 'You sent too many messages. Wait a minute.' } : { ok: true };
      },
    });
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    const card = await expectFailed(panel, 'You sent too many messages. Wait a minute.');

    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(socket.payloadsOf('chat:send_message')).toHaveLength(2);
    expect(socket.payloadsOf('chat:send_message')[1]).toMatchObject({ message: QUESTION });
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    stage('chat:response_complete', { conversationId: 'conv-1', message: assistantMessage('Three.') });
    expect(within(panel).getByText('Three.')).toBeInTheDocument();
  });

  it('when the server reports chat:error during the reply', async () => {
    const user = userEvent.setup();
    const { stage } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    stage('chat:typing', { conversationId: 'conv-1' });
    stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'There are' });
    stage('chat:error', { conversationId: 'conv-1', code: 'provider-failed', message: 'The assistant could not answer.' });
    await expectFailed(panel, 'The assistant could not answer.');
    expect(within(panel).queryByText('There are')).not.toBeInTheDocument();
  });

  it('when the event stream answers a non-OK status, with the status code and text', async () => {
    const user = userEvent.setup();
    await renderChatWidget({
      connected: false,
      handler: ({ method, path }) =>
        method === 'POST' && path === STREAM_PATH ? problem(429, 'rate-limited', 'You sent too many messages.') : undefined,
    });
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    const card = await expectFailed(panel, chatStreamFailedMessage(429, 'Too Many Requests'));
    expect(card).toHaveTextContent('The event stream failed: 429 Too Many Requests');
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('when the event stream ends before the reply', async () => {
    const user = userEvent.setup();
    const { answer } = await renderOverEventStream();
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    await act(async () => {
      answer.stage('chat:typing', { conversationId: 'conv-1' });
      answer.stage('chat:response_streaming', { conversationId: 'conv-1', messageId: 'm-reply-1', chunk: 'There are' });
      answer.end();
    });
    await expectFailed(panel, STREAM_CUT_OFF_MESSAGE);
    expect(within(panel).queryByText('There are')).not.toBeInTheDocument();
  });

  it('when the event stream reports chat:error', async () => {
    const user = userEvent.setup();
    const { answer } = await renderOverEventStream();
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    await act(async () => {
      answer.stage('chat:error', { conversationId: 'conv-1', code: 'reply-failed', message: 'The assistant could not answer this time.' });
      answer.end();
    });
    await expectFailed(panel, 'The assistant could not answer this time.');
  });

  it('when the connection drops before the reply completes', async () => {
    const user = userEvent.setup();
    const { bus } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, QUESTION);
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message' })).toBeDisabled());
    act(() => bus.emit('socket:disconnected', { reason: 'transport close' }));
    await expectFailed(panel, 'The connection to the assistant was lost');
  });

  it('ignores a blank message', async () => {
    const user = userEvent.setup();
    const { socket } = await renderChatWidget();
    const panel = await openWidget(user);
    await sendMessage(user, panel, '   ');
    expect(socket.payloadsOf('chat:send_message')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});
