import { fireEvent, screen, within } from '@testing-library/react';
import type { DisclosureMessage } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import DisclosureMessagePage from './disclosure-message-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(savedEntry('disclosure-message', { enabled: false, title: '', message: '' }));
});
afterEach(() => server.uninstall());

describe('the disclosure message page', () => {
  it('needs a title and message once shown, previews the message and saves it', async () => {
    renderSettingPage(<DisclosureMessagePage />, '/admin/settings/disclosure-message');
    fireEvent.click(await screen.findByLabelText('Show the disclosure message'));
    await expectRefused(server, 'Enter the title shown above the message');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Before you sign' } });
    fireEvent.change(screen.getByLabelText(/Message \(Markdown\)/), { target: { value: 'Review the **Loan Estimate** first.' } });
    expect(within(screen.getByRole('region', { name: 'Preview of the message' })).getByText('Loan Estimate').tagName).toBe('STRONG');
    const body = await saveAndReadBody<DisclosureMessage>(server);
    expect(body.value).toEqual({ enabled: true, title: 'Before you sign', message: 'Review the **Loan Estimate** first.' });
  });
});
