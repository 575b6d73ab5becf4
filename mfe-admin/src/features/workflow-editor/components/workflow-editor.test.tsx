import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { enterText, problem, recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { nonDelegated, problemWithFields, renderEditor, serveWorkflows, storedWorkflow, wholesale } from '../testing/workflow-test-kit';

let fake: ReturnType<typeof serveWorkflows>;
const sent = recordRequests(server);

const threeVariants = () => [
  storedWorkflow('WH', wholesale),
  storedWorkflow('DEL', { steps: [] }, 0),
  storedWorkflow('NONDEL', nonDelegated, 7),
];
const save = async (user: UserEvent) => await user.click(screen.getByRole('button', { name: 'Save' }));
/** Opens a select's list and clicks one of its options. */
async function pick(user: UserEvent, label: string, option: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`${label} opened no list`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
const type = async (user: UserEvent, label: string, value: string) => await enterText(user, screen.getByLabelText(label), value);

describe('the workflow editor', () => {
  it("shows the variant's steps in order with who saved them last, and opens a step to its tasks", async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 2, name: 'Banked - Wholesale workflow' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Banked - Wholesale' })).toBeChecked();
    expect(screen.getByText(/Last saved by Alex Admin on 11\/20\/2026/)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Step 1: Registration', 'Step 2: Disclosures']);
    expect(screen.getByLabelText('Step 2 name')).toHaveValue('Disclosures');
    expect(screen.getByRole('switch', { name: 'Step 1 enabled' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Move step Registration up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const show = screen.getByRole('button', { name: 'Show tasks of step Registration' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide tasks of step Registration' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Task 1: Complete the loan application',
      'Task 2: signed-application',
    ]);
    expect(screen.getByRole('combobox', { name: 'Step 1 task 1 feature' })).toHaveValue('urla');
    expect(screen.getByLabelText('Step 1 task 2 document 1 key')).toHaveValue('1003');
    expect(screen.getByLabelText('Step 1 task 2 document 1 folder name')).toHaveValue('Application');
  });

  it('adds a disabled step with a task and a document, and saves the whole workflow with its version', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    const { toasts } = renderEditor();
    await screen.findByLabelText('Step 2 name');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByLabelText('Step 3 name')).toHaveFocus();
    await type(user, 'Step 3 name', ' Closing ');
    await user.click(screen.getByRole('switch', { name: 'Step 3 enabled' }));
    await user.click(screen.getByRole('button', { name: 'Add a task to step Closing' }));
    await type(user, 'Step 3 task 1 feature', 'schedule-closing');
    await type(user, 'Step 3 task 1 name', 'Schedule the closing');
    await pick(user, 'Step 3 task 1 completion rules', 'wf-purchase');
    await user.click(screen.getByRole('button', { name: 'Add a document to step 3 task 1' }));
    await type(user, 'Step 3 task 1 document 1 key', 'CD');
    await type(user, 'Step 3 task 1 document 1 number required', '2');
    await type(user, 'Step 3 task 1 document 1 folder name', 'Closing');
    await user.click(screen.getByRole('checkbox', { name: 'Step 3 task 1 document 1 optional' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await save(user);
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    expect(fake.saves()[0]).toEqual({
      version: 4,
      workflow: {
        steps: [
          ...wholesale.steps,
          {
            name: 'Closing',
            enabled: false,
            tasks: [
              {
                featureKey: 'schedule-closing',
                name: 'Schedule the closing',
                completionRules: 'wf-purchase',
                enforceDocs: [{ key: 'CD', numberRequired: 2, optional: true, folderName: 'Closing' }],
              },
            ],
          },
        ],
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(toasts).toContainEqual({ kind: 'success', title: 'Workflow saved', message: 'The Banked - Wholesale workflow was saved.' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Last saved by Alex Admin/)).toBeInTheDocument();
    // The saved step stays open where the administrator left it.
    expect(screen.getByRole('heading', { level: 3, name: 'Step 3: Closing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Step 3 task 1 document 1 key')).toHaveValue('CD');
  });

  it('moves steps and tasks, and deletes a step once confirmed', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Move step Disclosures up' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Disclosures',
      'Step 2: Registration',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show tasks of step Registration' }));
    await user.click(screen.getByRole('button', { name: 'Move task 2 of step Registration up' }));
    expect(screen.getByRole('combobox', { name: 'Step 2 task 1 feature' })).toHaveValue('signed-application');

    await user.click(screen.getByRole('button', { name: 'Delete step Disclosures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the step Disclosures?' });
    expect(dialog).toHaveTextContent('The step and its 1 task(s) leave the Banked - Wholesale workflow when you save it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Step 1 name')).toHaveValue('Disclosures');
    await user.click(screen.getByRole('button', { name: 'Delete step Disclosures' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the step Disclosures?' })).getByRole('button', { name: 'Delete step' }),
    );
    expect(screen.getByLabelText('Step 1 name')).toHaveValue('Registration');

    await save(user);
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    const [registration] = wholesale.steps;
    expect(fake.saves()[0].workflow).toEqual({ steps: [{ ...registration, tasks: [registration.tasks[1], registration.tasks[0]] }] });
  });

  it('refuses what the schema and the definition checks refuse, at the fields, before sending', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    renderEditor();
    await screen.findByLabelText('Step 2 name');
    await type(user, 'Step 2 name', 'registration');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Add a task to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Add a document to step 3 task 1' }));
    await type(user, 'Step 3 task 1 document 1 key', '[W2]');
    await type(user, 'Step 3 task 1 document 1 number required', '60');
    await save(user);
    expect(await screen.findByText('Another step is already called "registration".')).toBeInTheDocument();
    expect(screen.getByText('Enter a name for this step')).toBeInTheDocument();
    expect(screen.getByText('Choose the loan tab or enter the key of this task')).toBeInTheDocument();
    expect(screen.getByText(/Start with a letter or digit/)).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
    expect(screen.getByText('Fix the problems marked in red before saving.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Step 2 name')).toHaveFocus());
    expect(fake.saves()).toHaveLength(0);
  });

  it('offers to reload the current workflow when someone else saved first (409)', async () => {
    const user = userEvent.setup();
    const services = {
      stored: threeVariants(),
      onSave: () => problem(409, 'stale-workflow', 'This workflow was changed by someone else. Reload it to see the current steps.'),
    };
    fake = serveWorkflows(services);
    renderEditor();
    await screen.findByLabelText('Step 1 name');
    await type(user, 'Step 1 name', 'Intake');
    await save(user);
    const alert = await screen.findByRole('alert', { name: /Someone else saved this workflow/ });
    expect(alert).toHaveTextContent('Your changes were not saved');
    services.stored = [storedWorkflow('WH', { steps: [{ name: 'Setup', tasks: [] }] }, 5), ...threeVariants().slice(1)];
    await user.click(within(alert).getByRole('button', { name: 'Reload current workflow' }));
    await waitFor(() => expect(screen.getByLabelText('Step 1 name')).toHaveValue('Setup'));
    expect(screen.queryByRole('alert', { name: /Someone else saved/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Step 2 name')).not.toBeInTheDocument();
  });

  it('shows the problems of a refused save (400 invalid-workflow) at their fields, and the others in a list', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({
      stored: threeVariants(),
      onSave: () =>
        problemWithFields(400, 'invalid-workflow', 'The workflow cannot be saved: No rule set carries the tag "wf-gone".', [
          { field: 'body.workflow.steps.0.tasks.1.enforceDocs.0.key', message: 'The task already requires "1003".' },
          { field: 'body.workflow.steps.0.tasks.0.enforceRulesTag', message: 'No rule set carries the tag "wf-gone".' },
          { field: 'body.workflow.steps.1.tasks', message: 'body.workflow.steps.1.tasks must NOT have more than 40 items' },
        ]),
    });
    const { toasts } = renderEditor();
    await screen.findByLabelText('Step 2 name');
    await type(user, 'Step 2 name', 'Initial disclosures');
    await save(user);
    const list = await screen.findByRole('alert', { name: 'The workflow has problems to fix before it is saved' });
    expect(list).toHaveTextContent('Step 2 (Initial disclosures): Must NOT have more than 40 items');
    expect(list).not.toHaveTextContent('wf-gone');
    // The step with a problem at a field is opened to show it.
    expect(screen.getByLabelText('Step 1 task 2 document 1 key')).toHaveAccessibleDescription(/The task already requires "1003"\./);
    expect(screen.getByLabelText('Step 1 task 1 enforce rules')).toHaveAccessibleDescription(/No rule set carries the tag "wf-gone"\./);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', title: 'The workflow was not saved' }));
  });

  it('asks before switching variant with unsaved changes, and keeps them when the administrator stays', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    renderEditor('/admin/settings/workflow?tab=steps&variant=NONDEL');
    expect(await screen.findByRole('heading', { level: 2, name: 'Correspondent, non-delegated workflow' })).toBeInTheDocument();
    await type(user, 'Step 1 name', 'Submitted');
    await user.click(screen.getByRole('radio', { name: 'Banked - Wholesale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes to the Correspondent, non-delegated workflow.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Step 1 name')).toHaveValue('Submitted');
    expect(screen.getByRole('radio', { name: 'Correspondent, non-delegated' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('variant=NONDEL');

    await user.click(screen.getByRole('radio', { name: 'Correspondent, delegated' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Switch without saving?' })).getByRole('button', {
        name: 'Discard changes and switch',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Correspondent, delegated workflow' })).toBeInTheDocument();
    expect(screen.getByText(/Never saved/)).toBeInTheDocument();
    expect(screen.getByText('This workflow has no steps yet.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('variant=DEL');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('switches variant at once without unsaved changes, and saves an older single tag back unchanged', async () => {
    const user = userEvent.setup();
    fake = serveWorkflows({ stored: threeVariants() });
    renderEditor();
    await screen.findByLabelText('Step 2 name');
    await user.click(screen.getByRole('radio', { name: 'Correspondent, non-delegated' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Correspondent, non-delegated workflow' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show tasks of step Submission' }));
    await type(user, 'Step 1 task 1 name', 'Upload the documents');
    await save(user);
    await waitFor(() => expect(fake.saves()).toHaveLength(1));
    expect(fake.saves()[0]).toEqual({
      version: 7,
      workflow: {
        steps: [
          { name: 'Submission', tasks: [{ featureKey: 'documents', name: 'Upload the documents', enforceRulesTag: 'wf-appraisal' }] },
        ],
      },
    });
    expect(sent('PUT', '/api/workflows/NONDEL')).not.toHaveLength(0);
  });
});
