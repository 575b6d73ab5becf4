import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERSONA, type ApiProblem, type CompanyInformation, type SettingEntry } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import {
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type FakeRequest,
  type FakeResponse,
} from 'shared-ui/testing';
import CompanyInformationPage from './company-information-page';

const administrator = internalProfile({
  id: 'admin-1',
  name: { first: 'Alex', last: 'Admin' },
  email: 'admin@lender.test',
  personas: [{ entityId: PERSONA.administrator }],
});

const saved: SettingEntry<CompanyInformation> = {
  key: 'company-information',
  value: { companyName: 'Keystone Lending', nmlsId: '12345' },
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Alex Admin',
};

let fake: ReturnType<typeof installFakeFetch>;

function serve(onSave: (request: FakeRequest) => FakeResponse) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/settings/company-information' && request.method === 'GET') return jsonResponse(saved);
    if (request.url === '/api/settings/company-information' && request.method === 'PUT') return onSave(request);
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function renderPage() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<CompanyInformationPage />, { store, route: '/admin/settings/company-information' });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

afterEach(() => fake.uninstall());

describe('a settings page', () => {
  it('loads the saved value, saves only a change, and sends the version it started from', async () => {
    serve((request) => {
      const body = request.json() as { value: CompanyInformation; version: number };
      return jsonResponse({ ...saved, value: body.value, version: body.version + 1 });
    });
    renderPage();
    const name = await screen.findByLabelText(/Company name/);
    expect(name).toHaveValue('Keystone Lending');
    expect(saveButton()).toBeDisabled();

    fireEvent.change(name, { target: { value: 'Keystone Lending LLC' } });
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    fireEvent.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    const put = fake.requests().find((request) => request.method === 'PUT');
    // Fields the saved value lacked are sent as the defaults the form showed (empty).
    expect(put?.json()).toEqual({
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
    serve(() => jsonResponse(saved));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '7520' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Use 5 digits, or 5+4 such as 75201-1234')).toBeInTheDocument();
    expect(fake.requests().some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says when someone else saved first, and keeps the edit until the current value is reloaded', async () => {
    serve(() => problemResponse(409, 'stale-setting', 'This setting was changed by someone else. Reload it to see the current value.'));
    renderPage();
    const name = await screen.findByLabelText(/Company name/);
    fireEvent.change(name, { target: { value: 'Keystone Lending LLC' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    expect(name).toHaveValue('Keystone Lending LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Reload current value' }));
    await waitFor(() => expect(screen.getByLabelText(/Company name/)).toHaveValue('Keystone Lending'));
  });

  it('puts the server field problems under their fields', async () => {
    const problem: ApiProblem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'invalid-input',
      detail: 'body.value.website must match pattern',
      fields: [{ field: 'body.value.website', message: 'body.value.website must match pattern' }],
    };
    serve(() => jsonResponse(problem, 400));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '214-555-0100' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Must match pattern')).toBeInTheDocument();
  });
});
