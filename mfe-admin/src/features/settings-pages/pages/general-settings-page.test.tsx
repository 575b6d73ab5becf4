import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTING_DEFINITIONS } from 'shared-rules';
import { renderSignedIn, savedEntry, serveSettings } from '../testing/fake-settings-services';
import GeneralSettingsPage from './general-settings-page';

let fake: ReturnType<typeof serveSettings>;

const form = (name: string) => screen.getByRole('form', { name });

describe('the General Settings page', () => {
  beforeEach(() => {
    fake = serveSettings({
      entries: {
        'general-settings': savedEntry('general-settings', {
          loanUpload: { enableWholesale: true, enableNonDelegated: false, enableDelegated: true },
        }),
        'feature-flags': savedEntry('feature-flags', { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, banner: false }, 7),
      },
    });
  });

  it('shows one page heading and a form per setting, each with its own heading', async () => {
    renderSignedIn(<GeneralSettingsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Non-QM channels' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('General Settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Feature flags' })).toBeInTheDocument();
    expect(within(form('Non-QM channels')).getByRole('switch', { name: /Brokered - Wholesale/ })).toBeChecked();
    expect(within(form('Non-QM channels')).getByRole('switch', { name: /Correspondent Non-Delegated/ })).not.toBeChecked();
    expect(within(form('Feature flags')).getByRole('switch', { name: /^Banner/ })).not.toBeChecked();
    expect(within(form('Feature flags')).getByText('The floating assistant, able to act in the portal.')).toBeInTheDocument();
  });

  it('saves each form on its own with the version it started from', async () => {
    const user = userEvent.setup();
    renderSignedIn(<GeneralSettingsPage />);
    const channels = await screen.findByRole('form', { name: 'Non-QM channels' });
    const flags = await screen.findByRole('form', { name: 'Feature flags' });
    await user.click(within(channels).getByRole('switch', { name: /Correspondent Non-Delegated/ }));
    // Only the edited form can be saved.
    expect(within(flags).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(channels).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('general-settings')).toHaveLength(1));
    expect(fake.saves('general-settings')[0]).toEqual({
      value: { loanUpload: { enableWholesale: true, enableNonDelegated: true, enableDelegated: true } },
      version: 3,
    });

    await user.click(within(flags).getByRole('switch', { name: /^Banner/ }));
    await user.click(within(flags).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('feature-flags')).toHaveLength(1));
    expect(fake.saves('feature-flags')[0]).toEqual({
      value: { ...SETTING_DEFINITIONS['feature-flags'].defaultValue, banner: true },
      version: 7,
    });
    expect(fake.saves('general-settings')).toHaveLength(1);
  });

  it('discards the edits of one form and keeps the other', async () => {
    const user = userEvent.setup();
    renderSignedIn(<GeneralSettingsPage />);
    const channels = await screen.findByRole('form', { name: 'Non-QM channels' });
    const flags = await screen.findByRole('form', { name: 'Feature flags' });
    const wholesale = within(channels).getByRole('switch', { name: /Brokered - Wholesale/ });
    const earlyIcd = within(flags).getByRole('switch', { name: /Early ICD/ });
    await user.click(wholesale);
    await user.click(earlyIcd);
    await user.click(within(channels).getByRole('button', { name: 'Discard changes' }));
    expect(wholesale).toBeChecked();
    expect(earlyIcd).toBeChecked();
    expect(within(flags).getByText('You have unsaved changes.')).toBeInTheDocument();
  });
});
