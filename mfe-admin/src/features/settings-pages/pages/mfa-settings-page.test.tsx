import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, serveSettings } from '../testing/fake-settings-services';
import MfaSettingsPage from './mfa-settings-page';
import { enterText } from 'shared-ui/testing';

let fake: ReturnType<typeof serveSettings>;

describe('the MFA Settings page', () => {
  it('starts from the defaults of a setting never saved, and saves the requirement for brokers', async () => {
    const user = userEvent.setup();
    fake = serveSettings();
    renderSignedIn(<MfaSettingsPage />);
    const enforce = await screen.findByRole('switch', { name: /Require an authenticator code/ });
    expect(enforce).not.toBeChecked();
    expect(screen.getByText('Not saved yet: the portal uses the defaults shown.')).toBeInTheDocument();
    expect(screen.getByText(/from their account settings/)).toBeInTheDocument();

    await user.click(enforce);
    await user.click(screen.getByRole('radio', { name: 'Brokers' }));
    await enterText(user, screen.getByLabelText(/Grace period/), '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('mfa-settings')).toHaveLength(1));
    expect(fake.saves('mfa-settings')[0]).toEqual({ value: { enforceTotp: true, appliesTo: 'external', gracePeriodDays: 14 }, version: 0 });
  });

  it('refuses a grace period longer than 30 days before sending anything', async () => {
    const user = userEvent.setup();
    fake = serveSettings();
    renderSignedIn(<MfaSettingsPage />);
    await enterText(user, await screen.findByLabelText(/Grace period/), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days from 0 to 30')).toBeInTheDocument();
    expect(fake.saves('mfa-settings')).toHaveLength(0);
  });
});
