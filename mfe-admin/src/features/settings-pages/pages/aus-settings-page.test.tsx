import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AusSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import AusSettingsPage from './aus-settings-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(
    savedEntry('aus-settings', {
      du: { enabled: true, institutionId: '' },
      lpa: { enabled: true, sellerServicerNumber: '' },
      defaultEngine: 'DU',
      allowBrokerRuns: true,
    }),
  );
});

describe('the AUS settings page', () => {
  it('saves the engines and their ids', async () => {
    const user = userEvent.setup();
    renderSettingPage(<AusSettingsPage />, '/admin/settings/aus-settings');
    await enterText(user, await screen.findByLabelText('DU institution id'), '123456789');
    await user.click(screen.getByLabelText('LPA enabled'));
    expect(screen.getByLabelText('LPA seller/servicer number')).toBeDisabled();
    const body = await saveAndReadBody<AusSettings>(user, saves);
    expect(body.value).toEqual({
      du: { enabled: true, institutionId: '123456789' },
      lpa: { enabled: false, sellerServicerNumber: '' },
      defaultEngine: 'DU',
      allowBrokerRuns: true,
    });
  });

  it('refuses a default engine that is turned off', async () => {
    const user = userEvent.setup();
    renderSettingPage(<AusSettingsPage />, '/admin/settings/aus-settings');
    await user.click(await screen.findByLabelText('DU enabled'));
    await expectRefused(user, saves, 'The default engine must be enabled: turn DU on, or choose the other engine');
  });
});
