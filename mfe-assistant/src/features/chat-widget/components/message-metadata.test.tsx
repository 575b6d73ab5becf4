import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ChatAction, ChatMessageMetadata } from 'shared-rules';
import { fill, problem } from 'shared-ui/testing';
import { GREETING, assistantMessage, chatConversation, replyMetadata } from '../../../testing/chat-test-kit';
import { cleanUpChatWidget, openWidget, renderChatWidget, type RenderChatWidgetOptions } from '../../../testing/render-chat-widget';
import { FALLBACK_NOTICE_TITLE } from './fallback-notice';
import { ticketCreatedText } from './support-dialog';

afterEach(() => cleanUpChatWidget());

/** The widget opened on a conversation whose last reply carries `metadata`. */
async function openWithReply(user: UserEvent, metadata: Partial<ChatMessageMetadata>, options: RenderChatWidgetOptions = {}) {
  const created = chatConversation({
    messages: [GREETING, assistantMessage('Here is what I found.', { metadata: replyMetadata(metadata) })],
  });
  const widget = await renderChatWidget({ created, ...options });
  const panel = await openWidget(user);
  const reply = within(panel).getAllByRole('article', { name: 'Assistant reply' })[1];
  return { ...widget, panel, reply };
}

const ACTIONS: ChatAction[] = [
  { type: 'NAVIGATE', label: 'Open the conditions', routeName: 'loan', params: { loanId: '2611000002', tab: 'conditions' } },
  { type: 'NAVIGATE', label: 'Open nowhere', routeName: 'loan', params: { tab: 'conditions' } },
  { type: 'OPEN_URL', label: 'Selling Guide', url: 'https://selling-guide.example.com/b2-1', external: true },
  { type: 'OPEN_URL', label: 'Run a script', url: 'javascript:alert(1)' },
  { type: 'RUN_TOOL', label: 'Check the status', toolName: 'get_loan_status', params: { loanId: '2611000002' } },
  { type: 'CREATE_TICKET', label: 'Open a ticket', subject: 'Appraisal not ordered', category: 'loan', severity: 'high' },
  { type: 'CONTACT_AE', label: 'Contact your AE', contactMethod: 'email' },
];

describe('ChatWidget: the actions of a reply', () => {
  it('shows one button per action that fits, and none for those that do not', async () => {
    const user = userEvent.setup();
    const { reply } = await openWithReply(user, { actions: ACTIONS }, { route: '/loan/2611000002/conditions' });
    const group = within(reply).getByRole('group', { name: 'Suggested actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open the conditions', 'Selling Guide (opens in a new window)', 'Check the status', 'Open a ticket', 'Contact your AE']);
  });

  it('NAVIGATE asks the host to navigate to the typed route', async () => {
    const user = userEvent.setup();
    const { reply, requests } = await openWithReply(user, { actions: ACTIONS });
    await user.click(within(reply).getByRole('button', { name: 'Open the conditions' }));
    expect(requests('host:navigate')).toEqual([{ to: '/loan/2611000002/conditions' }]);
  });

  it('OPEN_URL opens a new window without an opener', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { reply } = await openWithReply(user, { actions: ACTIONS });
      await user.click(within(reply).getByRole('button', { name: /Selling Guide/ }));
      expect(open).toHaveBeenCalledWith('https://selling-guide.example.com/b2-1', '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  });

  it('RUN_TOOL sends a message asking to run the tool', async () => {
    const user = userEvent.setup();
    const { reply, socket } = await openWithReply(user, { actions: ACTIONS });
    await user.click(within(reply).getByRole('button', { name: 'Check the status' }));
    expect(socket.payloadsOf('chat:send_message')).toEqual([
      expect.objectContaining({
        conversationId: 'conv-1',
        message: 'Please run get_loan_status with loanId 2611000002.',
        enableStreaming: true,
      }),
    ]);
    // While the reply is pending, another such button waits.
    expect(within(reply).getByRole('button', { name: 'Check the status' })).toBeDisabled();
  });

  it('CONTACT_AE asks the host for the Loan Help drawer on a loan', async () => {
    const user = userEvent.setup();
    const { reply, requests } = await openWithReply(user, { actions: ACTIONS }, { route: '/loan/2611000002/conditions' });
    await user.click(within(reply).getByRole('button', { name: 'Contact your AE' }));
    expect(requests('host:open-modal')).toEqual([{ modal: 'loan-help', params: { loanId: '2611000002' } }]);
  });

  it('CONTACT_AE away from a loan opens the support dialog', async () => {
    const user = userEvent.setup();
    const { reply, requests } = await openWithReply(user, { actions: ACTIONS }, { route: '/pipeline' });
    await user.click(within(reply).getByRole('button', { name: 'Contact your AE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('loan');
    expect(requests('host:open-modal')).toEqual([]);
  });

  it('CREATE_TICKET opens the support dialog prefilled, which posts the ticket and says its number', async () => {
    const user = userEvent.setup();
    const { reply, services } = await openWithReply(
      user,
      { actions: ACTIONS },
      {
        handler: ({ method, path }) =>
          method === 'POST' && path === '/api/chat/support-ticket'
            ? HttpResponse.json({ data: { ticketId: 't-1', number: 'SUP-1042' } }, { status: 201 })
            : undefined,
      },
    );
    await user.click(within(reply).getByRole('button', { name: 'Open a ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    const issue = within(dialog).getByRole('textbox', { name: /What do you need help with/ });
    expect(issue).toHaveValue('Appraisal not ordered');
    await waitFor(() => expect(issue).toHaveFocus());
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('loan');
    expect(within(dialog).getByRole('combobox', { name: 'Severity' })).toHaveValue('high');
    expect(within(dialog).getByRole('checkbox', { name: "Include this conversation's transcript" })).toBeChecked();

    await fill(user, issue, 'Appraisal not ordered after 5 days');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Severity' }), 'urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Create ticket' }));

    expect(await within(dialog).findByText(ticketCreatedText('SUP-1042'))).toBeInTheDocument();
    expect(services.callsTo('POST', '/api/chat/support-ticket').map((call) => call.body)).toEqual([
      {
        conversationId: 'conv-1',
        issue: 'Appraisal not ordered after 5 days',
        category: 'loan',
        severity: 'urgent',
        includeTranscript: true,
      },
    ]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact support' })).not.toBeInTheDocument());
  });
});

describe('ChatWidget: the support dialog', () => {
  it('opens from the panel, cannot be sent empty, and says when the ticket is refused', async () => {
    const user = userEvent.setup();
    const { services } = await renderChatWidget({
      route: '/pipeline',
      handler: ({ method, path }) =>
        method === 'POST' && path === '/api/chat/support-ticket' ? problem(503, 'support-unavailable', 'Support is offline.') : undefined,
    });
    const panel = await openWidget(user);
    await user.click(within(panel).getByRole('button', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('technical');
    expect(within(dialog).getByRole('button', { name: 'Create ticket' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /What do you need help with/ }), 'The pipeline is empty');
    await user.click(within(dialog).getByRole('checkbox', { name: "Include this conversation's transcript" }));
    await user.click(within(dialog).getByRole('button', { name: 'Create ticket' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Support is offline.');
    expect(services.callsTo('POST', '/api/chat/support-ticket')[0].body).toEqual({
      conversationId: 'conv-1',
      issue: 'The pipeline is empty',
      category: 'technical',
      severity: 'medium',
      includeTranscript: false,
    });
  });
});

describe('ChatWidget: citations, feedback and the fallback notice', () => {
  const citations = [
    { documentId: 'kb-rate-lock', title: 'Extending a rate lock', snippet: 'Locks can be <mark>extended</mark> once, <b>for a fee</b>.' },
    { documentId: 'kb-float-down', title: 'Float-down options', snippet: 'A <mark>float-down</mark> lowers the rate.' },
  ];

  it('collapses the sources, expands them with the snippet as text, and opens one in the knowledge viewer', async () => {
    const user = userEvent.setup();
    const { reply, requests } = await openWithReply(user, { citations });
    const toggle = within(reply).getByRole('button', { name: 'Sources (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(reply).queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(reply).getByRole('list', { name: 'Sources' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('extended').tagName).toBe('MARK');
    expect(within(list).getByText(/<b>for a fee<\/b>/)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Extending a rate lock' }));
    expect(requests('host:navigate')).toEqual([{ to: '/knowledge/document/kb-rate-lock' }]);
  });

  it('posts thumbs up or down, and takes them back', async () => {
    const user = userEvent.setup();
    const { reply, services } = await openWithReply(
      user,
      {},
      {
        handler: ({ method, path }) =>
          method === 'POST' && path === '/api/chat/conversations/conv-1/messages/m-reply-1/feedback'
            ? HttpResponse.json({ data: { ok: true } })
            : undefined,
      },
    );
    const up = within(reply).getByRole('button', { name: 'Helpful' });
    const down = within(reply).getByRole('button', { name: 'Not helpful' });
    await user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await user.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await user.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'false');
    const feedback = () => services.callsTo('POST', '/api/chat/conversations/conv-1/messages/m-reply-1/feedback').map((call) => call.body);
    await waitFor(() => expect(feedback()).toEqual([{ feedback: 'up' }, { feedback: 'down' }, { feedback: null }]));
  });

  it('puts the thumbs back when the server refuses them', async () => {
    const user = userEvent.setup();
    const { reply, requests } = await openWithReply(user, {});
    const up = within(reply).getByRole('button', { name: 'Helpful' });
    await user.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    expect(requests('host:toast')).toEqual([expect.objectContaining({ kind: 'error', title: 'Your feedback was not saved' })]);
  });

  it('gives the greeting no feedback buttons', async () => {
    const user = userEvent.setup();
    await renderChatWidget();
    const panel = await openWidget(user);
    expect(within(panel).queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  });

  it('says when the built-in provider answered in place of the model', async () => {
    const user = userEvent.setup();
    const { panel } = await openWithReply(user, { fallback: true });
    expect(within(panel).getByText(FALLBACK_NOTICE_TITLE)).toBeInTheDocument();
  });

  it('says so when the system status reports the fallback', async () => {
    const user = userEvent.setup();
    await renderChatWidget({ status: { data: { enabled: true, provider: 'openai-compatible', model: 'gpt-x', fallback: true } } });
    const panel = await openWidget(user);
    expect(await within(panel).findByText(FALLBACK_NOTICE_TITLE)).toBeInTheDocument();
  });

  it('shows no notice while the model answers', async () => {
    const user = userEvent.setup();
    const { panel } = await openWithReply(user, { fallback: false });
    expect(within(panel).queryByText(FALLBACK_NOTICE_TITLE)).not.toBeInTheDocument();
  });
});
