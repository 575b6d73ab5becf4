import { fireEvent, screen } from '@testing-library/react';
import type { AusSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import AusSettingsPage from './aus-settings-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
    savedEntry('aus-settings', {
      du: { enabled: true, institutionId: '' },
      lpa: { enabled: true, sellerServicerNumber: '' },
      defaultEngine: 'DU',
      allowBrokerRuns: true,
    }),
  );
});
afterEach(() => server.uninstall());

describe('the AUS settings page', () => {
  it('saves the engines and their ids', async () => {
    renderSettingPage(<AusSettingsPage />, '/admin/settings/aus-settings');
    fireEvent.change(await screen.findByLabelText('DU institution id'), { target: { value: '123456789' } });
    fireEvent.click(screen.getByLabelText('LPA enabled'));
    expect(screen.getByLabelText('LPA seller/servicer number')).toBeDisabled();
    const body = await saveAndReadBody<AusSettings>(server);
    expect(body.value).toEqual({
      du: { enabled: true, institutionId: '123456789' },
      lpa: { enabled: false, sellerServicerNumber: '' },
      defaultEngine: 'DU',
      allowBrokerRuns: true,
    });
  });

  it('refuses a default engine that is turned off', async () => {
    renderSettingPage(<AusSettingsPage />, '/admin/settings/aus-settings');
    fireEvent.click(await screen.findByLabelText('DU enabled'));
    await expectRefused(server, 'The default engine must be enabled: turn DU on, or choose the other engine');
  });
});
