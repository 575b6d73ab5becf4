import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_RESET_TEXTS, type PasswordResetLink } from 'shared-rules';
import { selectSession } from 'shared-ui';
import { FakeResponse, installFakeFetch, jsonResponse, problemResponse, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { signInNotice } from '../login/sign-in-address';
import ResetPasswordRoute from './reset-password-route';

const TOKEN = 'Qw7-xYp2LmZ8vR4tN6k3Jd9_aB';
const LINK: PasswordResetLink = { email: 'lp@harbor.test', firstName: 'Avery', purpose: 'reset', expiresAt: '2099-01-01T15:00:00.000Z' };

let fake: ReturnType<typeof installFakeFetch>;
beforeEach(() => {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/auth/password-reset/check') return jsonResponse(LINK);
    if (request.url === '/api/auth/password-reset') return new FakeResponse(null, { status: 204 });
    if (request.url === '/api/auth/logout') return new FakeResponse(null, { status: 204 });
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
});
afterEach(() => {
  fake.uninstall();
  window.history.replaceState(null, '', '/');
});

describe('a password link opened while signed in', () => {
  it('ends this browser’s sign-in once the password is set, leaving the sign-in page its message', async () => {
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    const store = signedInStore();
    renderWithProviders(<ResetPasswordRoute />, { store, route: '/reset-password' });
    await screen.findByText('Choose a new password for lp@harbor.test');
    fireEvent.change(screen.getByLabelText(/^New password \*/), { target: { value: 'copper lantern orbit 47 meadow' } });
    fireEvent.change(screen.getByLabelText(/^New password again/), { target: { value: 'copper lantern orbit 47 meadow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(selectSession(store.getState())).toBeNull());
    expect(window.location.pathname).toBe('/login');
    expect(signInNotice()).toBe(PASSWORD_RESET_TEXTS.done);
    expect(fake.requests().some((request) => request.url === '/api/auth/logout')).toBe(true);
  });
});
