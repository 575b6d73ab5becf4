import { fireEvent, screen } from '@testing-library/react';
import type { HelpCenterSettings } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import HelpCenterPage from './help-center-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
    savedEntry('help-center', { introduction: '', supportEmail: '', supportPhone: '', supportHours: '', suggestArticlesOnLoanPages: true }),
  );
});
afterEach(() => server.uninstall());

describe('the help center page', () => {
  it('saves the contact block', async () => {
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    fireEvent.change(await screen.findByLabelText('Support email'), { target: { value: ' support@lender.test ' } });
    fireEvent.change(screen.getByLabelText('Support phone'), { target: { value: '214-555-0100' } });
    const body = await saveAndReadBody<HelpCenterSettings>(server);
    expect(body.value).toEqual({
      introduction: '',
      supportEmail: 'support@lender.test',
      supportPhone: '214-555-0100',
      supportHours: '',
      suggestArticlesOnLoanPages: true,
    });
  });

  it('refuses an email address without a domain', async () => {
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    fireEvent.change(await screen.findByLabelText('Support email'), { target: { value: 'support' } });
    await expectRefused(server, 'Enter an email address such as support@lender.com');
  });
});
