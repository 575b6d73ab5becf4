import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, savedEntry, serveSettings } from '../testing/fake-settings-services';
import IntegrationsPage from './integrations-page';
import { enterText } from 'shared-ui/testing';

let fake: ReturnType<typeof serveSettings>;

describe('the Integrations page', () => {
  it('prices with the portal’s own rate sheets unless another engine is chosen', async () => {
    fake = serveSettings();
    renderSignedIn(<IntegrationsPage />);
    expect(await screen.findByRole('combobox', { name: 'Pricing engine' })).toHaveValue('The portal’s rate sheets');
    expect(screen.getByRole('switch', { name: /Price loans/ })).toBeChecked();
  });

  it('asks for the Encompass connection details once it is turned on', async () => {
    const user = userEvent.setup();
    fake = serveSettings();
    renderSignedIn(<IntegrationsPage />);
    await user.click(await screen.findByRole('switch', { name: 'Connect to Encompass' }));
    await enterText(user, screen.getByRole('textbox', { name: /API base URL/ }), 'api.elliemae.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Enter the Encompass instance id')).toBeInTheDocument();
    expect(screen.getByText('Enter the Encompass client id')).toBeInTheDocument();
    expect(fake.saves('integrations')).toHaveLength(0);
  });

  // Two comboboxes and four fields: slow on a loaded machine, so a longer limit.
  it('names the vendors readably and saves the chosen ones, trimmed', async () => {
    const user = userEvent.setup();
    fake = serveSettings({
      entries: {
        integrations: savedEntry('integrations', {
          encompass: { enabled: false, apiBaseUrl: '', instanceId: '', clientId: '' },
          pricing: { provider: 'optimal-blue', enabled: true },
          credit: { provider: 'none', enabled: false },
        }),
      },
    });
    renderSignedIn(<IntegrationsPage />);
    expect(await screen.findByRole('combobox', { name: 'Pricing engine' })).toHaveValue('Optimal Blue');
    await user.click(screen.getByRole('switch', { name: 'Connect to Encompass' }));
    await enterText(user, screen.getByRole('textbox', { name: /API base URL/ }), ' https://api.elliemae.com ');
    await enterText(user, screen.getByRole('textbox', { name: /Instance id/ }), 'BE11223344');
    await enterText(user, screen.getByRole('textbox', { name: /Client id/ }), 'portal-client');
    await user.click(screen.getByRole('combobox', { name: 'Credit vendor' }));
    await user.click(await screen.findByRole('option', { name: 'Xactus', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Credit vendor' })).toHaveValue('Xactus');
    await user.click(screen.getByRole('switch', { name: /Order credit reports/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves('integrations')).toHaveLength(1));
    expect(fake.saves('integrations')[0]).toEqual({
      value: {
        encompass: { enabled: true, apiBaseUrl: 'https://api.elliemae.com', instanceId: 'BE11223344', clientId: 'portal-client' },
        pricing: { provider: 'optimal-blue', enabled: true },
        credit: { provider: 'xactus', enabled: true },
      },
      version: 3,
    });
  });

  it('will not turn a vendor on without choosing one', async () => {
    const user = userEvent.setup();
    fake = serveSettings({
      entries: {
        integrations: savedEntry('integrations', {
          encompass: { enabled: false, apiBaseUrl: '', instanceId: '', clientId: '' },
          pricing: { provider: 'none', enabled: false },
          credit: { provider: 'none', enabled: false },
        }),
      },
    });
    renderSignedIn(<IntegrationsPage />);
    await user.click(await screen.findByRole('switch', { name: /Price loans/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a pricing engine before turning it on')).toBeInTheDocument();
    expect(fake.saves('integrations')).toHaveLength(0);
  });
});
