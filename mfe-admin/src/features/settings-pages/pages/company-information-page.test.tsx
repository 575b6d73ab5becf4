import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ApiProblem, CompanyInformation, SettingEntry } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { api, enterText, problem, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import CompanyInformationPage from './company-information-page';

const saved: SettingEntry<CompanyInformation> = {
  key: 'company-information',
  value: { companyName: 'Keystone Lending', nmlsId: '12345' },
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Alex Admin',
};

type Save = { value: CompanyInformation; version: number };

const sent = recordRequests(server);
const puts = () => sent('PUT', '/api/settings/company-information');

function serve(onSave: (save: Save) => HttpResponse<SettingEntry<CompanyInformation> | ApiProblem>) {
  server.use(
    api.get<SettingEntry<CompanyInformation>>('/settings/company-information', () => HttpResponse.json(saved)),
    api.put<SettingEntry<CompanyInformation>, Save>('/settings/company-information', async ({ request }) => onSave(await request.json())),
  );
}

function renderPage() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<CompanyInformationPage />, { store, route: '/admin/settings/company-information' });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('a settings page', () => {
  it('loads the saved value, saves only a change, and sends the version it started from', async () => {
    const user = userEvent.setup();
    serve((save) => HttpResponse.json({ ...saved, value: save.value, version: save.version + 1 }));
    renderPage();
    const name = await screen.findByLabelText(/Company name/);
    expect(name).toHaveValue('Keystone Lending');
    expect(saveButton()).toBeDisabled();

    await enterText(user, name, 'Keystone Lending LLC');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    const [put] = puts();
    // Fields the saved value lacked are sent as the defaults the form showed (empty).
    expect(put?.body).toEqual({
      value: {
        companyName: 'Keystone Lending LLC',
        nmlsId: '12345',
        street: '',
        city: '',
        state: '',
        zip: '',
        phone: '',
        email: '',
        website: '',
      },
      version: 3,
    });
    expect(await screen.findByText(/Saved .* by Alex Admin\./)).toBeInTheDocument();
  });

  it('shows field rules before anything is sent', async () => {
    const user = userEvent.setup();
    serve(() => HttpResponse.json(saved));
    renderPage();
    await enterText(user, await screen.findByLabelText(/Company name/), ' ');
    await enterText(user, screen.getByLabelText('ZIP code'), '7520');
    await user.click(saveButton());
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Use 5 digits, or 5+4 such as 75201-1234')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('says when someone else saved first, and keeps the edit until the current value is reloaded', async () => {
    const user = userEvent.setup();
    serve(() => problem(409, 'stale-setting', 'This setting was changed by someone else. Reload it to see the current value.'));
    renderPage();
    const name = await screen.findByLabelText(/Company name/);
    await enterText(user, name, 'Keystone Lending LLC');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    expect(name).toHaveValue('Keystone Lending LLC');
    await user.click(screen.getByRole('button', { name: 'Reload current value' }));
    await waitFor(() => expect(screen.getByLabelText(/Company name/)).toHaveValue('Keystone Lending'));
  });

  it('puts the server field problems under their fields', async () => {
    const user = userEvent.setup();
    const message = 'body.value.website must match pattern';
    serve(() => problem(400, 'invalid-input', message, { fields: [{ field: 'body.value.website', message }] }));
    renderPage();
    await enterText(user, await screen.findByLabelText('Phone'), '214-555-0100');
    await user.click(saveButton());
    expect(await screen.findByText('Must match pattern')).toBeInTheDocument();
  });
});
