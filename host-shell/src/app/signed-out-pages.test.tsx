import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_TEXTS, type PasswordResetLink } from 'shared-rules';
import { HttpResponse } from 'msw';
import { api, fill, noContent } from 'shared-ui/testing';
import { server } from '../testing/server';
import { SignedOutPages } from './signed-out-pages';

const TOKEN = 'Qw7-xYp2LmZ8vR4tN6k3Jd9_aB';
const INVITE: PasswordResetLink = {
  email: 'new.lo@summit.test',
  firstName: 'Taylor',
  purpose: 'invite',
  expiresAt: '2099-01-01T15:00:00.000Z',
};

// The page's chunk loads once before the tests, as a browser would have it cached: the findBy
// waits are for the page, not for compiling Mantine.
beforeAll(() => import('../features/password-links/signed-out-reset-password'));

beforeEach(() => {
  server.use(
    api.post<PasswordResetLink>('/auth/password-reset/check', () => HttpResponse.json(INVITE)),
    api.post('/auth/password-reset', () => noContent()),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

describe('the pages a signed-out visitor opens', () => {
  it('opens the sign-in page with the done message once a password is set from a link', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    expect(await screen.findByText('Welcome, Taylor: choose a password for new.lo@summit.test')).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/^New password \*/), 'copper lantern orbit 47 meadow');
    await fill(user, screen.getByLabelText(/^New password again/), 'copper lantern orbit 47 meadow');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.done);
    expect(window.location.pathname).toBe('/login');
    // Shown once: a reload of the sign-in page does not show it again.
    expect(window.history.state).toBeNull();
    // No deep link is remembered: after signing in the user lands on their home page.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('goes from the sign-in page to the link request and back, in place and through the browser history', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/login');
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reset-password');

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');

    window.history.replaceState(null, '', '/reset-password');
    // The browser's Back button is no element a user-event can press: the page hears its popstate.
    fireEvent.popState(window);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
