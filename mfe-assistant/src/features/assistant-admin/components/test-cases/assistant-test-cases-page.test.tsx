import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { enterText } from 'shared-ui/testing';
import { renderAdminPage, serveAssistant, testCase } from '../../testing/assistant-test-kit';
import AssistantTestCasesPage from './assistant-test-cases-page';

const PAGE = '/admin/ai/test-cases';

let fake: ReturnType<typeof serveAssistant>;

const table = () => screen.findByRole('table', { name: 'Test cases' });
const dialog = () => screen.findByRole('dialog');
const type = (user: UserEvent, label: RegExp | string, value: string) =>
  enterText(user, within(screen.getByRole('dialog')).getByLabelText(label), value);

describe("the assistant's test cases page", () => {
  it('lists each case with its question, who asks it, its expectations and whether it is run', async () => {
    fake = serveAssistant({
      testCases: [
        testCase(),
        testCase({
          id: 'tc-2',
          question: 'Where is my loan?',
          expectedActionType: null,
          expectedRouteName: null,
          expectedDocumentId: null,
          expectedFacts: [],
          enabled: false,
          context: { pageType: 'loan', currentLoanId: 'L-1' },
        }),
      ],
    });
    renderAdminPage(<AssistantTestCasesPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Cases' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('How do I extend a rate lock?');
    expect(rows[1]).toHaveTextContent('bea@broker.test');
    expect(rows[1]).toHaveTextContent('Open a page to pipeline · cites kb-rate-lock · “account executive”');
    expect(rows[2]).toHaveTextContent('No expectations');
    expect(rows[2]).toHaveTextContent('On loan (loan L-1)');
    expect(screen.getByRole('switch', { name: 'Run "How do I extend a rate lock?"' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Run "Where is my loan?"' })).not.toBeChecked();
  });

  it('says when there are no cases', async () => {
    fake = serveAssistant({ testCases: [] });
    renderAdminPage(<AssistantTestCasesPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'No test cases yet' })).toBeInTheDocument();
  });

  it('adds a case, checking the form first and showing the services’ refusal on its field', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ testCases: [], userEmails: ['bea@broker.test'] });
    const { toasts } = renderAdminPage(<AssistantTestCasesPage />, PAGE);
    await screen.findByRole('heading', { name: 'No test cases yet' });
    await user.click(screen.getByRole('button', { name: 'Add test case' }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Add test case' }));
    expect(await within(form).findByText('Enter the question')).toBeInTheDocument();
    expect(within(form).getByText('Enter the email of the user the question is asked as')).toBeInTheDocument();
    expect(fake.caseSaves()).toHaveLength(0);

    await type(user, /^Question/, 'What are my open conditions?');
    await type(user, /^Ask as/, 'nobody@broker.test');
    await type(user, /^Loan id/, 'L-7');
    await type(user, /^Page type/, 'loan');
    await type(user, /^Expected route name/, 'loan-conditions');
    await user.click(within(form).getByRole('button', { name: 'Add test case' }));
    expect(await within(form).findByText('No user has this email')).toBeInTheDocument();
    expect(fake.caseSaves()[0]).toEqual({
      question: 'What are my open conditions?',
      asUserEmail: 'nobody@broker.test',
      context: { pageType: 'loan', currentLoanId: 'L-7' },
      expectedActionType: null,
      expectedRouteName: 'loan-conditions',
      expectedDocumentId: null,
      expectedFacts: [],
      enabled: true,
    });

    await type(user, /^Ask as/, 'bea@broker.test');
    await user.click(within(form).getByRole('button', { name: 'Add test case' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Test case added' })));
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('What are my open conditions?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a case in the modal and turns one off from its switch', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ testCases: [testCase()] });
    renderAdminPage(<AssistantTestCasesPage />, PAGE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit "How do I extend a rate lock?"' }));
    const form = await dialog();
    expect(within(form).getByLabelText(/^Ask as/)).toHaveValue('bea@broker.test');
    await type(user, /^Question/, 'How do I extend my rate lock?');
    await user.click(within(form).getByRole('button', { name: 'Save test case' }));
    await waitFor(() => expect(fake.calls('PUT', '/api/chat/admin/test-cases/tc-rate-lock')).toHaveLength(1));
    expect(fake.caseSaves()[0]).toEqual(
      expect.objectContaining({
        question: 'How do I extend my rate lock?',
        expectedActionType: 'NAVIGATE',
        expectedFacts: ['account executive'],
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Run "How do I extend my rate lock?"' });
    await user.click(toggle);
    await waitFor(() => expect(fake.caseSaves()).toHaveLength(2));
    expect(fake.caseSaves()[1].enabled).toBe(false);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Run "How do I extend my rate lock?"' })).not.toBeChecked());
  });

  it('deletes a case once confirmed', async () => {
    const user = userEvent.setup();
    fake = serveAssistant({ testCases: [testCase(), testCase({ id: 'tc-2', question: 'Where is my loan?' })] });
    renderAdminPage(<AssistantTestCasesPage />, PAGE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete "Where is my loan?"' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('Delete the test case?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls('DELETE', '/api/chat/admin/test-cases/tc-2')).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Test cases' })).getAllByRole('row')).toHaveLength(2));
  });
});
