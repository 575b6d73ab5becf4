import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisclosureMessage } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import DisclosureMessagePage from './disclosure-message-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(savedEntry('disclosure-message', { enabled: false, title: '', message: '' }));
});

describe('the disclosure message page', () => {
  it('needs a title and message once shown, previews the message and saves it', async () => {
    const user = userEvent.setup();
    renderSettingPage(<DisclosureMessagePage />, '/admin/settings/disclosure-message');
    await user.click(await screen.findByLabelText('Show the disclosure message'));
    await expectRefused(user, saves, 'Enter the title shown above the message');
    await enterText(user, screen.getByLabelText(/^Title/), 'Before you sign');
    await enterText(user, screen.getByLabelText(/Message \(Markdown\)/), 'Review the **Loan Estimate** first.');
    expect(within(screen.getByRole('region', { name: 'Preview of the message' })).getByText('Loan Estimate').tagName).toBe('STRONG');
    const body = await saveAndReadBody<DisclosureMessage>(user, saves);
    expect(body.value).toEqual({ enabled: true, title: 'Before you sign', message: 'Review the **Loan Estimate** first.' });
  });
});
