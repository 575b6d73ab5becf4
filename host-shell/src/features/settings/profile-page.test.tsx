import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CURRENT_PASSWORD_WRONG, EMAIL_INVALID, NAME_REQUIRED, PHONE_INVALID, type Profile } from 'shared-rules';
import {
  collectToasts,
  externalProfile,
  fieldProblemResponse,
  installFakeFetch,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { ProfilePage } from './profile-page';

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());

/** Services holding one profile: PATCH changes the name and phones; the email needs the password "right-password". */
function serve() {
  let profile: Profile = externalProfile({ phone: '555-0100', cell: '' });
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile' && request.method === 'GET') return jsonResponse(profile);
    if (request.url === '/api/external-orgs') return jsonResponse([]);
    if (request.url === '/api/profile' && request.method === 'PATCH') {
      const body = request.json() as { firstName: string; lastName: string; phone: string; cell: string };
      profile = { ...profile, name: { first: body.firstName, last: body.lastName }, phone: body.phone, cell: body.cell };
      return jsonResponse(profile);
    }
    if (request.url === '/api/profile/email' && request.method === 'PUT') {
      const body = request.json() as { email: string; password: string };
      if (body.password !== 'right-password') {
        return fieldProblemResponse(422, 'password-wrong', 'body.password', CURRENT_PASSWORD_WRONG);
      }
      profile = { ...profile, email: body.email.toLowerCase() };
      return jsonResponse(profile);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
}

const sent = (method: string, url: string) => fake.requests().filter((request) => request.method === method && request.url === url);

describe('the Profile page', () => {
  it('saves the name and phones, trimmed, after refusing a blank name and a phone with letters', async () => {
    serve();
    renderWithProviders(<ProfilePage />, { store: signedInStore() });
    const form = await screen.findByRole('form', { name: 'Your name and phone numbers' });
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Taylor');
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: '  ' } });
    fireEvent.change(within(form).getByLabelText(/^Cell phone/), { target: { value: 'call me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(sent('PATCH', '/api/profile')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: ' Jamie ' } });
    fireEvent.change(within(form).getByLabelText(/^Cell phone/), { target: { value: '(555) 010-2000 x12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Profile saved' })));
    expect(sent('PATCH', '/api/profile')[0].json()).toEqual({
      firstName: 'Jamie',
      lastName: 'Brooks',
      phone: '555-0100',
      cell: '(555) 010-2000 x12',
    });
    expect(await screen.findByText('Jamie Brooks')).toBeInTheDocument();
  });

  it('changes the email address only with the right password, saying why under the field', async () => {
    serve();
    renderWithProviders(<ProfilePage />, { store: signedInStore() });
    const form = await screen.findByRole('form', { name: 'Change your email address' });
    fireEvent.change(within(form).getByLabelText(/^New email address/), { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await within(form).findByText(EMAIL_INVALID)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^New email address/), { target: { value: 'Taylor.New@summit.test' } });
    fireEvent.change(within(form).getByLabelText(/^Your password/), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^Your password/), { target: { value: 'right-password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email address' }));
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(
        expect.objectContaining({ title: 'Email address changed', message: 'Sign in with taylor.new@summit.test from now on.' }),
      ),
    );
  });
});
