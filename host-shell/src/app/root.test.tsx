import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_IN_MARK_KEY, maySignInFromCookie } from 'shared-ui/session';
import { api, problem, recordRequests } from 'shared-ui/testing';
import { server } from '../testing/server';
import { Root } from './root';
import { SESSION_UNAVAILABLE_TEXT } from './session-unavailable';

const sent = recordRequests(server);
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const refreshes = () => sent('POST', '/api/auth/refresh');

describe('where the portal starts', () => {
  it('shows the sign-in page at once to a browser never signed in, asking nothing of the session', async () => {
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(refreshes()).toHaveLength(0);
  });

  it('keeps a session the services could not confirm, offers to try again, and signs in when they refuse it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    let answer = () => problem(503, 'unavailable', 'The services are restarting.');
    server.use(
      api.post('/auth/refresh', () => answer()),
      // The remotes list is read as the portal starts; this test is about the session only.
      api.get('/remotes', () => problem(404, 'not-found', 'No remotes in this test.')),
    );
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'The portal is not answering' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_UNAVAILABLE_TEXT);
    expect(maySignInFromCookie()).toBe(true);

    answer = () => problem(401, 'refresh-token-expired', 'The session has expired. Sign in again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(refreshes()).toHaveLength(2));
    expect(maySignInFromCookie()).toBe(false);
  });
});
