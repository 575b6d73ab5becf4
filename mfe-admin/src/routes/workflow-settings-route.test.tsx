import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText, recordRequests } from 'shared-ui/testing';
import { serveSettings } from '../features/settings-pages/testing/fake-settings-services';
import { savedEntry } from '../features/settings-pages/testing/setting-page-test-kit';
import { renderEditor, serveWorkflows, storedWorkflow, wholesale } from '../features/workflow-editor/testing/workflow-test-kit';
import { server } from '../testing/server';
import WorkflowSettingsRoute from './workflow-settings-route';

const setting = savedEntry('workflow', { showCompletedSteps: true, notifyBrokerOnStepChange: true, adverseActionTrigger: 'both' });

const sent = recordRequests(server);
let settings: ReturnType<typeof serveSettings>;

function serve() {
  serveWorkflows({
    stored: [storedWorkflow('WH', wholesale), storedWorkflow('DEL', { steps: [] }, 0), storedWorkflow('NONDEL', { steps: [] }, 0)],
  });
  settings = serveSettings({ entries: { workflow: setting } });
}

const workflowReads = () => sent('GET', '/api/workflows');

describe('the Workflow page', () => {
  it('opens on its settings, saves the switches and the adverse-action trigger, and reads no workflow until asked', async () => {
    const user = userEvent.setup();
    serve();
    renderEditor('/admin/settings/workflow', <WorkflowSettingsRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const notify = await screen.findByLabelText(/^Notify the broker on a step change/);
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(screen.getByRole('radio', { name: /Action taken/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settings.saves('workflow')).toHaveLength(1));
    expect(settings.saves('workflow')[0]).toEqual({
      value: { showCompletedSteps: true, notifyBrokerOnStepChange: false, adverseActionTrigger: 'B' },
      version: 3,
    });
    expect(workflowReads()).toHaveLength(0);
  });

  it('edits the steps on its second tab, and keeps the edits while the settings tab is shown', async () => {
    const user = userEvent.setup();
    serve();
    renderEditor('/admin/settings/workflow', <WorkflowSettingsRoute />);
    await user.click(await screen.findByRole('tab', { name: 'Steps and tasks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Banked - Wholesale workflow' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('tab=steps');
    await enterText(user, screen.getByLabelText('Step 1 name'), 'Intake');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('tab', { name: 'Steps and tasks' }));
    expect(screen.getByLabelText('Step 1 name')).toHaveValue('Intake');
    expect(workflowReads()).toHaveLength(1);
  });

  it('opens the steps of the variant the address names', async () => {
    serve();
    renderEditor('/admin/settings/workflow?variant=NONDEL', <WorkflowSettingsRoute />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Correspondent, non-delegated workflow' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Steps and tasks' })).toHaveAttribute('aria-selected', 'true');
  });
});
