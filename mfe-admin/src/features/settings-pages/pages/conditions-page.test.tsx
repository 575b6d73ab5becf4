import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConditionsSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import ConditionsPage from './conditions-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(
    savedEntry('conditions', {
      categories: ['Prior to Approval', 'Prior to Docs'],
      showClearedToBrokers: true,
      allowUploadsOnClearedConditions: false,
    }),
  );
});

describe('the conditions page', () => {
  it('reorders, adds and saves categories in their order', async () => {
    const user = userEvent.setup();
    renderSettingPage(<ConditionsPage />, '/admin/settings/conditions');
    expect(await screen.findByLabelText(/Category 1/)).toHaveValue('Prior to Approval');
    await user.click(screen.getByRole('button', { name: 'Move category 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await enterText(user, screen.getByLabelText(/Category 3/), ' Prior to Funding ');
    await user.click(screen.getByLabelText(/^Allow uploads on cleared conditions/));
    const body = await saveAndReadBody<ConditionsSettings>(user, saves);
    expect(body.value).toEqual({
      categories: ['Prior to Docs', 'Prior to Approval', 'Prior to Funding'],
      showClearedToBrokers: true,
      allowUploadsOnClearedConditions: true,
    });
  });

  it('refuses a blank or repeated category', async () => {
    const user = userEvent.setup();
    renderSettingPage(<ConditionsPage />, '/admin/settings/conditions');
    await screen.findByLabelText(/Category 1/);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await enterText(user, screen.getByLabelText(/Category 3/), 'prior to docs');
    await expectRefused(user, saves, 'This category is already in the list');
    await enterText(user, screen.getByLabelText(/Category 3/), '');
    await expectRefused(user, saves, 'Enter a name for this category');
  });
});
