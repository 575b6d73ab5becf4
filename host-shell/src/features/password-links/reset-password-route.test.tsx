import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_TEXTS, type PasswordResetLink } from 'shared-rules';
import { selectSession } from 'shared-ui';
import { HttpResponse } from 'msw';
import { api, fill, noContent, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { signInNotice } from '../login/sign-in-address';
import ResetPasswordRoute from './reset-password-route';

const TOKEN = 'Qw7-xYp2LmZ8vR4tN6k3Jd9_aB';
const LINK: PasswordResetLink = { email: 'lp@harbor.test', firstName: 'Avery', purpose: 'reset', expiresAt: '2099-01-01T15:00:00.000Z' };

const sent = recordRequests(server);
beforeEach(() => {
  server.use(
    api.post<PasswordResetLink>('/auth/password-reset/check', () => HttpResponse.json(LINK)),
    api.post('/auth/password-reset', () => noContent()),
    api.post('/auth/logout', () => noContent()),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a password link opened while signed in', () => {
  it('ends this browser’s sign-in once the password is set, leaving the sign-in page its message', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    const store = signedInStore();
    renderWithProviders(<ResetPasswordRoute />, { store, route: '/reset-password' });
    await screen.findByText('Choose a new password for lp@harbor.test');
    await fill(user, screen.getByLabelText(/^New password \*/), 'copper lantern orbit 47 meadow');
    await fill(user, screen.getByLabelText(/^New password again/), 'copper lantern orbit 47 meadow');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(selectSession(store.getState())).toBeNull());
    expect(window.location.pathname).toBe('/login');
    expect(signInNotice()).toBe(PASSWORD_RESET_TEXTS.done);
    expect(sent('POST', '/api/auth/logout')).toHaveLength(1);
  });
});
