import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSignedIn, serveSettings } from '../testing/fake-settings-services';
import MfaSettingsPage from './mfa-settings-page';

let fake: ReturnType<typeof serveSettings>;
afterEach(() => fake.uninstall());

describe('the MFA Settings page', () => {
  it('starts from the defaults of a setting never saved, and saves the requirement for brokers', async () => {
    fake = serveSettings();
    renderSignedIn(<MfaSettingsPage />);
    const enforce = await screen.findByRole('switch', { name: /Require an authenticator code/ });
    expect(enforce).not.toBeChecked();
    expect(screen.getByText('Not saved yet: the portal uses the defaults shown.')).toBeInTheDocument();
    expect(screen.getByText(/from their account settings/)).toBeInTheDocument();

    fireEvent.click(enforce);
    fireEvent.click(screen.getByRole('radio', { name: 'Brokers' }));
    fireEvent.change(screen.getByLabelText(/Grace period/), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('mfa-settings')).toHaveLength(1));
    expect(fake.saves('mfa-settings')[0]).toEqual({ value: { enforceTotp: true, appliesTo: 'external', gracePeriodDays: 14 }, version: 0 });
  });

  it('refuses a grace period longer than 30 days before sending anything', async () => {
    fake = serveSettings();
    renderSignedIn(<MfaSettingsPage />);
    fireEvent.change(await screen.findByLabelText(/Grace period/), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days from 0 to 30')).toBeInTheDocument();
    expect(fake.saves('mfa-settings')).toHaveLength(0);
  });
});
