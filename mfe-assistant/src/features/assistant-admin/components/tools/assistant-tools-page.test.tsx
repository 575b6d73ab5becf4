import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatAdminTool } from 'shared-rules';
import { problem } from 'shared-ui/testing';
import { assistantEntry, never, renderAdminPage, serveAssistant, staleSetting } from '../../testing/assistant-test-kit';
import AssistantToolsPage, { disabledToolsAfter } from './assistant-tools-page';

const PAGE = '/admin/ai/tools';

const tools: ChatAdminTool[] = [
  {
    name: 'search_knowledge',
    description: 'Searches the knowledge base the user may read.',
    enabled: true,
    callsLast30Days: 1204,
    lastCalledAt: '2026-11-20T15:30:00.000Z',
  },
  { name: 'loan_status', description: "A loan's status and step.", enabled: true, callsLast30Days: 0, lastCalledAt: null },
];

let fake: ReturnType<typeof serveAssistant>;

const table = () => screen.findByRole('table', { name: 'Assistant tools' });
const toolSwitch = (name: string) => screen.getByRole('switch', { name: `Let the assistant use ${name}` });

describe("the assistant's tools page", () => {
  it('says it is loading until the tools arrive', async () => {
    fake = serveAssistant({
      assistant: assistantEntry(),
      before: (request) => (request.url.includes('/admin/tools') ? never() : undefined),
    });
    renderAdminPage(<AssistantToolsPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading the tools' })).toBeInTheDocument();
  });

  it('lists each tool with its description, calls in the last 30 days, last call and whether it is enabled', async () => {
    fake = serveAssistant({ tools, assistant: assistantEntry({ disabledTools: ['loan_status'] }) });
    renderAdminPage(<AssistantToolsPage />, PAGE);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Search the knowledge base');
    expect(rows[1]).toHaveTextContent('Searches the knowledge base the user may read.');
    expect(rows[1]).toHaveTextContent('1,204');
    expect(rows[1]).toHaveTextContent('11/20/2026');
    expect(rows[2]).toHaveTextContent('Never');
    expect(toolSwitch('Search the knowledge base')).toBeChecked();
    expect(toolSwitch('Loan status')).not.toBeChecked();
  });

  it('saves the setting’s disabled tools, with its version, when a switch is turned', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ tools, assistant: assistantEntry({ disabledTools: ['loan_status'] }) });
    const { toasts } = renderAdminPage(<AssistantToolsPage />, PAGE);
    await table();
    await user.click(toolSwitch('Search the knowledge base'));
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    expect(fake.saves()[0].version).toBe(3);
    expect(fake.saves()[0].value.disabledTools).toEqual(['loan_status', 'search_knowledge']);
    expect(fake.saves()[0].value.provider).toBe('built-in');
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Tool disabled' })));
    await waitFor(() => expect(toolSwitch('Search the knowledge base')).not.toBeChecked());

    await waitFor(() => expect(toolSwitch('Loan status')).toBeEnabled());
    await user.click(toolSwitch('Loan status'));
    await waitFor(() => expect(fake.saves()).toHaveLength(2));
    expect(fake.saves()[1]).toEqual(expect.objectContaining({ version: 4 }));
    expect(fake.saves()[1].value.disabledTools).toEqual(['search_knowledge']);
  });

  it('says when someone else saved the setting first, and reloads it on request', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({
      tools,
      assistant: assistantEntry(),
      before: (request) => (request.method === 'PUT' ? staleSetting() : undefined),
    });
    renderAdminPage(<AssistantToolsPage />, PAGE);
    await table();
    await user.click(toolSwitch('Loan status'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this setting');
    expect(alert).toHaveTextContent('Your changes were not saved');
    const reads = fake.calls('GET', '/api/settings/assistant').length;
    await user.click(within(alert).getByRole('button', { name: 'Reload current value' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.calls('GET', '/api/settings/assistant').length).toBeGreaterThan(reads));
  });

  it('says when the assistant has no tools', async () => {
    fake = serveAssistant({ tools: [], assistant: assistantEntry() });
    renderAdminPage(<AssistantToolsPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'No tools' })).toBeInTheDocument();
  });

  it('says when the tools could not be loaded', async () => {
    fake = serveAssistant({
      assistant: assistantEntry(),
      before: (request) => (request.url.includes('/admin/tools') ? problem(500, 'internal', 'Services are down.') : undefined),
    });
    renderAdminPage(<AssistantToolsPage />, PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The assistant's tools could not be loaded");
    expect(alert).toHaveTextContent('Services are down.');
  });

  it('keeps the disabled tools without repeats', () => {
    expect(disabledToolsAfter(['loan_status'], 'loan_status', false)).toEqual(['loan_status']);
    expect(disabledToolsAfter(['loan_status', 'find_loans'], 'loan_status', true)).toEqual(['find_loans']);
  });
});
