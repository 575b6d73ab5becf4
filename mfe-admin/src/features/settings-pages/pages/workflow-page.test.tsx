import { fireEvent, screen } from '@testing-library/react';
import type { WorkflowSettings } from 'shared-rules';
import { renderSettingPage, saveAndReadBody, savedEntry, serveSetting, type FakeServer } from '../testing/setting-page-test-kit';
import WorkflowPage from './workflow-page';

let server: FakeServer;
afterEach(() => server.uninstall());

describe('the workflow page', () => {
  it('saves the switches and the adverse-action trigger, and points to where the steps are edited', async () => {
    server = serveSetting(
      savedEntry('workflow', { showCompletedSteps: true, notifyBrokerOnStepChange: true, adverseActionTrigger: 'both' }),
    );
    renderSettingPage(<WorkflowPage />, '/admin/settings/workflow');
    const notify = await screen.findByLabelText(/^Notify the broker on a step change/);
    expect(notify).toBeChecked();
    expect(screen.getByRole('link', { name: 'Open Field Rules' })).toHaveAttribute('href', '/admin/field-rules');
    fireEvent.click(notify);
    expect(screen.getByRole('radio', { name: /Either trigger/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Action taken/ }));
    const body = await saveAndReadBody<WorkflowSettings>(server);
    expect(body).toEqual({ value: { showCompletedSteps: true, notifyBrokerOnStepChange: false, adverseActionTrigger: 'B' }, version: 3 });
  });
});
