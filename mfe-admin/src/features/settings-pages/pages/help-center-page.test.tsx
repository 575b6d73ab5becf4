import { fireEvent, screen, within } from '@testing-library/react';
import type { HelpCenterSettings, HelpLink } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import HelpCenterPage from './help-center-page';

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

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
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
      links: [savedLink],
    });
  });

  it('adds a help link for an event, trimmed, beside the saved one', async () => {
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    fireEvent.click(await screen.findByRole('button', { name: 'Add help link' }));
    const added = screen.getByRole('group', { name: 'Help link 2' });
    fireEvent.change(within(added).getByLabelText(/Title/), { target: { value: ' Non-QM webinar ' } });
    fireEvent.change(within(added).getByLabelText(/Address/), { target: { value: 'https://lender.test/events/non-qm' } });
    fireEvent.change(within(added).getByLabelText('Event date'), { target: { value: '12/10/2026' } });
    fireEvent.blur(within(added).getByLabelText('Event date'));
    const body = await saveAndReadBody<HelpCenterSettings>(server);
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
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    const saved = await screen.findByRole('group', { name: 'Home loan toolkit' });
    fireEvent.change(within(saved).getByLabelText(/Address/), { target: { value: 'files/toolkit.pdf' } });
    await expectRefused(server, 'Enter an address starting with https:// or /');
  });

  it('removes a help link', async () => {
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Home loan toolkit' }));
    const body = await saveAndReadBody<HelpCenterSettings>(server);
    expect(body.value.links).toEqual([]);
  });

  it('refuses an email address without a domain', async () => {
    renderSettingPage(<HelpCenterPage />, '/admin/settings/help-center');
    fireEvent.change(await screen.findByLabelText('Support email'), { target: { value: 'support' } });
    await expectRefused(server, 'Enter an email address such as support@lender.com');
  });
});
