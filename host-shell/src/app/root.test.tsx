import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SIGNED_IN_MARK_KEY, maySignInFromCookie } from 'shared-ui/session';
import { installFakeFetch, jsonResponse, problemResponse } from 'shared-ui/testing';
import { Root } from './root';
import { SESSION_UNAVAILABLE_TEXT } from './session-unavailable';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.uninstall();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const refreshes = () => fake.requests().filter((request) => request.url === '/api/auth/refresh');
const branding = () => jsonResponse({ brandName: 'Keystone', logo: { lightMode: null, darkMode: null } });

describe('where the portal starts', () => {
  it('shows the sign-in page at once to a browser never signed in, asking nothing of the session', async () => {
    fake = installFakeFetch((request) =>
      request.url === '/api/public/branding' ? branding() : problemResponse(404, 'not-found', request.url),
    );
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(refreshes()).toHaveLength(0);
  });

  it('keeps a session the services could not confirm, offers to try again, and signs in when they refuse it', async () => {
    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    let answer = () => problemResponse(503, 'unavailable', 'The services are restarting.');
    fake = installFakeFetch((request) => {
      if (request.url === '/api/auth/refresh') return answer();
      if (request.url === '/api/public/branding') return branding();
      return problemResponse(404, 'not-found', request.url);
    });
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'The portal is not answering' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_UNAVAILABLE_TEXT);
    expect(maySignInFromCookie()).toBe(true);

    answer = () => problemResponse(401, 'refresh-token-expired', 'The session has expired. Sign in again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(refreshes()).toHaveLength(2));
    expect(maySignInFromCookie()).toBe(false);
  });
});
