import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_INVALID,
  type EmailChangeRequest,
  NAME_REQUIRED,
  type Organization,
  PHONE_INVALID,
  type Profile,
  type ProfileUpdateRequest,
} from 'shared-rules';
import { HttpResponse } from 'msw';
import {
  api,
  collectToasts,
  externalProfile,
  fieldProblem,
  fill,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../testing/server';
import { ProfilePage } from './profile-page';

const sent = recordRequests(server);
const shown = collectToasts();

/** Services holding one profile: PATCH changes the name and phones; the email needs the password "right-password". */
function serve() {
  let profile: Profile = externalProfile({ phone: '555-0100', cell: '' });
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json([])),
    api.patch<Profile, ProfileUpdateRequest>('/profile', async ({ request }) => {
      const body = await request.json();
      profile = { ...profile, name: { first: body.firstName, last: body.lastName }, phone: body.phone, cell: body.cell };
      return HttpResponse.json(profile);
    }),
    api.put<Profile, EmailChangeRequest>('/profile/email', async ({ request }) => {
      const body = await request.json();
      if (body.password !== 'right-password') {
        return fieldProblem(422, 'password-wrong', 'body.password', CURRENT_PASSWORD_WRONG);
      }
      profile = { ...profile, email: body.email.toLowerCase() };
      return HttpResponse.json(profile);
    }),
  );
}

describe('the Profile page', () => {
  it('saves the name and phones, trimmed, after refusing a blank name and a phone with letters', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<ProfilePage />, { store: signedInStore() });
    const form = await screen.findByRole('form', { name: 'Your name and phone numbers' });
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Taylor');
    await fill(user, within(form).getByLabelText(/^First name/), '  ');
    await fill(user, within(form).getByLabelText(/^Cell phone/), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(sent('PATCH', '/api/profile')).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/^First name/), ' Jamie ');
    await fill(user, within(form).getByLabelText(/^Cell phone/), '(555) 010-2000 x12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Profile saved' })));
    expect(sent('PATCH', '/api/profile')[0].body).toEqual({
      firstName: 'Jamie',
      lastName: 'Brooks',
      phone: '555-0100',
      cell: '(555) 010-2000 x12',
    });
    expect(await screen.findByText('Jamie Brooks')).toBeInTheDocument();
  });

  it('changes the email address only with the right password, saying why under the field', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<ProfilePage />, { store: signedInStore() });
    const form = await screen.findByRole('form', { name: 'Change your email address' });
    await fill(user, within(form).getByLabelText(/^New email address/), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await within(form).findByText(EMAIL_INVALID)).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/^New email address/), 'Taylor.New@summit.test');
    await fill(user, within(form).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/^Your password/), 'right-password');
    await user.click(within(form).getByRole('button', { name: 'Change email address' }));
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(
        expect.objectContaining({ title: 'Email address changed', message: 'Sign in with taylor.new@summit.test from now on.' }),
      ),
    );
  });
});
