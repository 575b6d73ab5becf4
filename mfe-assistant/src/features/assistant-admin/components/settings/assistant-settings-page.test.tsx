import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API_KEY_BLANK, API_KEY_HAS_SPACES } from 'shared-rules';
import { enterText, problem } from 'shared-ui/testing';
import { assistantEntry, never, renderAdminPage, serveAssistant } from '../../testing/assistant-test-kit';
import { API_KEY_TITLE } from './api-key-card';
import AssistantSettingsPage from './assistant-settings-page';

const PAGE = '/admin/ai/settings';

let fake: ReturnType<typeof serveAssistant>;

const chooseProvider = async (user: UserEvent, name: string) => {
  await user.click(screen.getByRole('combobox', { name: 'Provider' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('the assistant settings page', () => {
  it('says it is loading until the setting arrives', async () => {
    fake = serveAssistant({ before: (request) => (new URL(request.url).pathname === '/api/settings/assistant' ? never() : undefined) });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading Assistant Settings' })).toBeInTheDocument();
  });

  it("shows the saved setting, and that the environment's API key is used", async () => {
    fake = serveAssistant({
      assistant: assistantEntry({ temperature: 0.4, maxReplyTokens: 1000 }),
      apiKey: { source: 'environment', storedAt: null, canStore: false },
    });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveValue('Built-in');
    expect(screen.getByRole('textbox', { name: /Temperature/ })).toHaveValue('0.4');
    expect(screen.getByRole('textbox', { name: /Maximum reply length/ })).toHaveValue('1000');
    expect((screen.getByRole('textbox', { name: /System prompt/ }) as HTMLTextAreaElement).value).toContain('mortgage lending portal');
    expect(await screen.findByText("The services' ASSISTANT_API_KEY is used.")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^API key/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tools page' })).toHaveAttribute('href', '/admin/ai/tools');
  });

  it('refuses an OpenAI-compatible provider without its base URL and model', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ assistant: assistantEntry() });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    await screen.findByRole('combobox', { name: 'Provider' });
    await chooseProvider(user, 'OpenAI-compatible model');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the address of the model’s API')).toBeInTheDocument();
    expect(screen.getByText('Enter the model’s name')).toBeInTheDocument();
    await enterText(user, screen.getByRole('textbox', { name: /Base URL/ }), 'api.openai.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address starting with https://')).toBeInTheDocument();
    expect(fake.saves()).toHaveLength(0);
  });

  it('refuses limits out of range', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ assistant: assistantEntry() });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    await enterText(user, await screen.findByRole('textbox', { name: /Temperature/ }), '3');
    await enterText(user, screen.getByRole('textbox', { name: /Timeout/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a temperature from 0 to 2')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of seconds from 5 to 120')).toBeInTheDocument();
    expect(fake.saves()).toHaveLength(0);
  });

  it('saves valid values, trimmed, with the version and the disabled tools as they were', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ assistant: assistantEntry({ disabledTools: ['find_loans'] }) });
    const { toasts } = renderAdminPage(<AssistantSettingsPage />, PAGE);
    await screen.findByRole('combobox', { name: 'Provider' });
    await chooseProvider(user, 'OpenAI-compatible model');
    await enterText(user, screen.getByRole('textbox', { name: /Base URL/ }), ' https://api.openai.com/v1 ');
    await enterText(user, screen.getByRole('textbox', { name: /Model/ }), 'gpt-4o-mini ');
    await enterText(user, screen.getByRole('textbox', { name: /System prompt/ }), 'Answer briefly.');
    await enterText(user, screen.getByRole('textbox', { name: /Temperature/ }), '0.7');
    await enterText(user, screen.getByRole('textbox', { name: /Maximum reply length/ }), '1200');
    await enterText(user, screen.getByRole('textbox', { name: /Timeout/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    expect(fake.saves()[0]).toEqual({
      value: {
        provider: 'openai-compatible',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        systemPrompt: 'Answer briefly.',
        temperature: 0.7,
        maxReplyTokens: 1200,
        timeoutSeconds: 30,
        disabledTools: ['find_loans'],
      },
      version: 3,
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Setting saved' })));
  });

  it('says when the setting could not be loaded', async () => {
    fake = serveAssistant({
      before: (request) =>
        new URL(request.url).pathname === '/api/settings/assistant' ? problem(500, 'internal', 'Services are down.') : undefined,
    });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Assistant Settings could not be loaded');
  });
});

describe('the API key card', () => {
  const card = () => screen.findByRole('region', { name: API_KEY_TITLE });

  it('stores a key, trimmed, after refusing a blank one and one with spaces', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ assistant: assistantEntry(), apiKey: { source: 'none', storedAt: null, canStore: true } });
    const { toasts } = renderAdminPage(<AssistantSettingsPage />, PAGE);
    const section = await card();
    expect(await within(section).findByText(/No API key: an OpenAI-compatible model cannot be called/)).toBeInTheDocument();
    const input = within(section).getByLabelText(/^API key/, { selector: 'input' });
    await user.click(within(section).getByRole('button', { name: 'Store key' }));
    expect(await within(section).findByText(API_KEY_BLANK)).toBeInTheDocument();
    await enterText(user, input, 'sk one two');
    await user.click(within(section).getByRole('button', { name: 'Store key' }));
    expect(await within(section).findByText(API_KEY_HAS_SPACES)).toBeInTheDocument();
    expect(fake.calls('PUT', '/api/chat/admin/api-key')).toHaveLength(0);

    await enterText(user, input, '  sk-live-123  ');
    await user.click(within(section).getByRole('button', { name: 'Store key' }));
    await waitFor(() => expect(fake.calls('PUT', '/api/chat/admin/api-key')).toHaveLength(1));
    expect(fake.calls('PUT', '/api/chat/admin/api-key')[0].body).toEqual({ apiKey: 'sk-live-123' });
    expect(await within(section).findByText(/A key stored on Nov 21, 2026 at .* is used/)).toBeInTheDocument();
    expect(within(section).queryByLabelText(/^API key/, { selector: 'input' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Replace key' })).toBeInTheDocument();
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'API key stored' })));
  });

  it('removes the stored key once confirmed', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({
      assistant: assistantEntry(),
      apiKey: { source: 'stored', storedAt: '2026-11-20T09:00:00.000Z', canStore: true },
    });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Remove key' }));
    expect(within(section).getByText('Remove the stored key?')).toBeInTheDocument();
    expect(fake.calls('DELETE', '/api/chat/admin/api-key')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText(/No API key/)).toBeInTheDocument();
    expect(fake.calls('DELETE', '/api/chat/admin/api-key')).toHaveLength(1);
    expect(within(section).getByLabelText(/^API key/, { selector: 'input' })).toBeInTheDocument();
  });

  it('says what the services need when they cannot store a key', async () => {
    fake = serveAssistant({ assistant: assistantEntry(), apiKey: { source: 'none', storedAt: null, canStore: false } });
    renderAdminPage(<AssistantSettingsPage />, PAGE);
    const section = await card();
    expect(await within(section).findByText('SECRETS_KEY')).toBeInTheDocument();
    expect(within(section).queryByLabelText(/^API key/, { selector: 'input' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Store key' })).not.toBeInTheDocument();
  });
});
