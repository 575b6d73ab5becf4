import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkflowSettings } from 'shared-rules';
import { jsonResponse } from 'shared-ui/testing';
import { savedEntry } from '../features/settings-pages/testing/setting-page-test-kit';
import { renderEditor, serveWorkflows, storedWorkflow, wholesale } from '../features/workflow-editor/testing/workflow-test-kit';
import WorkflowSettingsRoute from './workflow-settings-route';

const setting = savedEntry('workflow', { showCompletedSteps: true, notifyBrokerOnStepChange: true, adverseActionTrigger: 'both' });

let fake: ReturnType<typeof serveWorkflows>;
afterEach(() => fake.uninstall());

function serve() {
  fake = serveWorkflows({
    stored: [storedWorkflow('WH', wholesale), storedWorkflow('DEL', { steps: [] }, 0), storedWorkflow('NONDEL', { steps: [] }, 0)],
    other: (request) => {
      if (request.url !== '/api/settings/workflow') return undefined;
      if (request.method === 'GET') return jsonResponse(setting);
      const body = request.json() as { value: WorkflowSettings; version: number };
      return jsonResponse({ ...setting, value: body.value, version: body.version + 1 });
    },
  });
}

const workflowReads = () => fake.requests().filter((request) => request.url === '/api/workflows');

describe('the Workflow page', () => {
  it('opens on its settings, saves the switches and the adverse-action trigger, and reads no workflow until asked', async () => {
    serve();
    renderEditor('/admin/settings/workflow', <WorkflowSettingsRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const notify = await screen.findByLabelText(/^Notify the broker on a step change/);
    expect(notify).toBeChecked();
    fireEvent.click(notify);
    fireEvent.click(screen.getByRole('radio', { name: /Action taken/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.requests().some((request) => request.method === 'PUT')).toBe(true));
    expect(
      fake
        .requests()
        .find((request) => request.method === 'PUT')
        ?.json(),
    ).toEqual({
      value: { showCompletedSteps: true, notifyBrokerOnStepChange: false, adverseActionTrigger: 'B' },
      version: 3,
    });
    expect(workflowReads()).toHaveLength(0);
  });

  it('edits the steps on its second tab, and keeps the edits while the settings tab is shown', async () => {
    serve();
    renderEditor('/admin/settings/workflow', <WorkflowSettingsRoute />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Steps and tasks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Banked - Wholesale workflow' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('tab=steps');
    fireEvent.change(screen.getByLabelText('Step 1 name'), { target: { value: 'Intake' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Steps and tasks' }));
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
