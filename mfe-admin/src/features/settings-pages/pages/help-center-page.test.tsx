import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpCenterSettings, HelpLink } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import HelpCenterPage from './help-center-page';
import { enterText } from 'shared-ui/testing';

const savedLink: HelpLink = {
  id: 'toolkit',
  title: 'Home loan toolkit',
  tags: ['disclosures'],
  disabled: false,
  eventDate: null,
  link: 'https://files.example/toolkit.pdf',
  type: 'pdf',
  thumb: '',
  description: 'The CFPB booklet.',
};

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(
    savedEntry('help-center', {
      introduction: '',
      supportEmail: '',
      supportPhone: '',
      supportHours: '',
      suggestArticlesOnLoanPages: true,
      links: [savedLink],
    }),
  );
});

describe('the help center page', () => {
  it('saves the contact block', async () => {
    const user = userEvent.setup();
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    await enterText(user, await screen.findByLabelText('Support email'), ' support@lender.test ');
    await enterText(user, screen.getByLabelText('Support phone'), '214-555-0100');
    const body = await saveAndReadBody<HelpCenterSettings>(user, saves);
    expect(body.value).toEqual({
      introduction: '',
      supportEmail: 'support@lender.test',
      supportPhone: '214-555-0100',
      supportHours: '',
      suggestArticlesOnLoanPages: true,
      links: [savedLink],
    });
  });

  it('adds a help link for an event, trimmed, beside the saved one', async () => {
    const user = userEvent.setup();
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    await user.click(await screen.findByRole('button', { name: 'Add help link' }));
    const added = screen.getByRole('group', { name: 'Help link 2' });
    await enterText(user, within(added).getByLabelText(/Title/), ' Non-QM webinar ');
    await enterText(user, within(added).getByLabelText(/Address/), 'https://lender.test/events/non-qm');
    await enterText(user, within(added).getByLabelText('Event date'), '12/10/2026');
    await user.tab();
    const body = await saveAndReadBody<HelpCenterSettings>(user, saves);
    expect(body.value.links).toEqual([
      savedLink,
      expect.objectContaining({
        title: 'Non-QM webinar',
        link: 'https://lender.test/events/non-qm',
        eventDate: '2026-12-10',
        type: 'other',
      }),
    ]);
  });

  it('refuses a help link without an address users can open', async () => {
    const user = userEvent.setup();
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    const saved = await screen.findByRole('group', { name: 'Home loan toolkit' });
    await enterText(user, within(saved).getByLabelText(/Address/), 'files/toolkit.pdf');
    await expectRefused(user, saves, 'Enter an address starting with https:// or /');
  });

  it('removes a help link', async () => {
    const user = userEvent.setup();
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    await user.click(await screen.findByRole('button', { name: 'Remove Home loan toolkit' }));
    const body = await saveAndReadBody<HelpCenterSettings>(user, saves);
    expect(body.value.links).toEqual([]);
  });

  it('refuses an email address without a domain', async () => {
    const user = userEvent.setup();
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    await enterText(user, await screen.findByLabelText('Support email'), 'support');
    await expectRefused(user, saves, 'Enter an email address such as support@lender.com');
  });
});
