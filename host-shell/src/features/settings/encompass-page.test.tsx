import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INTEGRATION_TOKEN_TEXTS, type IntegrationTokenStatus } from 'shared-rules';
import {
  collectToasts,
  externalProfile,
  fieldProblemResponse,
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { EncompassPage, TOKEN_REQUIRED } from './encompass-page';

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());

const VALID_UNTIL = '2026-12-31T17:00:00.000Z';

/** Services for an internal user without a token: an expired token is refused, any other stored. */
function serve(canStore = true, internal = true) {
  let status: IntegrationTokenStatus = { hasIntegrationToken: false, expiresAt: null, canStore };
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile')
      return jsonResponse(internal ? internalProfile({ hasIntegrationToken: status.hasIntegrationToken }) : externalProfile());
    if (request.url === '/api/profile/integration-token' && request.method === 'GET') return jsonResponse(status);
    if (request.url === '/api/profile/integration-token' && request.method === 'PUT') {
      const { token } = request.json() as { token: string };
      if (token === 'expired.token.here') {
        return fieldProblemResponse(422, 'token-expired', 'body.token', INTEGRATION_TOKEN_TEXTS.expired);
      }
      status = { hasIntegrationToken: true, expiresAt: VALID_UNTIL, canStore };
      return jsonResponse(status);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
}

describe('the Integration Token page', () => {
  it('stores a pasted token after refusing an empty and an expired one, then shows until when it is valid', async () => {
    serve();
    renderWithProviders(<EncompassPage />, { store: signedInStore() });
    expect(await screen.findByText('No valid integration token')).toBeInTheDocument();
    const token = screen.getByLabelText(/^Integration token/);
    fireEvent.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(TOKEN_REQUIRED)).toBeInTheDocument();
    fireEvent.change(token, { target: { value: 'expired.token.here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(INTEGRATION_TOKEN_TEXTS.expired)).toBeInTheDocument();

    fireEvent.change(token, { target: { value: ' eyJh.eyJl.c2ln ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText(/Your integration token is valid until Dec 31, 2026/)).toBeInTheDocument();
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Integration token saved' })),
    );
    const puts = fake.requests().filter((request) => request.method === 'PUT');
    expect(puts.at(-1)?.json()).toEqual({ token: 'eyJh.eyJl.c2ln' });
  });

  it('says what the services need when they cannot store a token', async () => {
    serve(false);
    renderWithProviders(<EncompassPage />, { store: signedInStore() });
    expect(await screen.findByText(/The services cannot store a token/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save token' })).not.toBeInTheDocument();
  });

  it('tells an external user it is not for them', async () => {
    serve(true, false);
    renderWithProviders(<EncompassPage />, { store: signedInStore() });
    expect(await screen.findByText('Integration tokens are for lender staff. Your account does not need one.')).toBeInTheDocument();
    expect(fake.requests().some((request) => request.url === '/api/profile/integration-token')).toBe(false);
  });
});
