import { fireEvent, screen } from '@testing-library/react';
import type { ConditionsSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import ConditionsPage from './conditions-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
    savedEntry('conditions', {
      categories: ['Prior to Approval', 'Prior to Docs'],
      showClearedToBrokers: true,
      allowUploadsOnClearedConditions: false,
    }),
  );
});
afterEach(() => server.uninstall());

describe('the conditions page', () => {
  it('reorders, adds and saves categories in their order', async () => {
    renderSettingPage(<ConditionsPage />, '/admin/settings/conditions');
    expect(await screen.findByLabelText(/Category 1/)).toHaveValue('Prior to Approval');
    fireEvent.click(screen.getByRole('button', { name: 'Move category 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    fireEvent.change(screen.getByLabelText(/Category 3/), { target: { value: ' Prior to Funding ' } });
    fireEvent.click(screen.getByLabelText(/^Allow uploads on cleared conditions/));
    const body = await saveAndReadBody<ConditionsSettings>(server);
    expect(body.value).toEqual({
      categories: ['Prior to Docs', 'Prior to Approval', 'Prior to Funding'],
      showClearedToBrokers: true,
      allowUploadsOnClearedConditions: true,
    });
  });

  it('refuses a blank or repeated category', async () => {
    renderSettingPage(<ConditionsPage />, '/admin/settings/conditions');
    await screen.findByLabelText(/Category 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    fireEvent.change(screen.getByLabelText(/Category 3/), { target: { value: 'prior to docs' } });
    await expectRefused(server, 'This category is already in the list');
    fireEvent.change(screen.getByLabelText(/Category 3/), { target: { value: '' } });
    await expectRefused(server, 'Enter a name for this category');
  });
});
