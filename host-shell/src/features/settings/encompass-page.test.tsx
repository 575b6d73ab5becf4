import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { INTEGRATION_TOKEN_TEXTS, type IntegrationTokenStatus, type Profile } from 'shared-rules';
import {
  api,
  collectToasts,
  externalProfile,
  fieldProblem,
  fill,
  internalProfile,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../testing/server';
import { EncompassPage, TOKEN_REQUIRED } from './encompass-page';

const sent = recordRequests(server);
const shown = collectToasts();

const VALID_UNTIL = '2026-12-31T17:00:00.000Z';

/** Services for an internal user without a token: an expired token is refused, any other stored. */
function serve(canStore = true, internal = true) {
  let status: IntegrationTokenStatus = { hasIntegrationToken: false, expiresAt: null, canStore };
  server.use(
    api.get<Profile>('/profile', () =>
      HttpResponse.json(internal ? internalProfile({ hasIntegrationToken: status.hasIntegrationToken }) : externalProfile()),
    ),
    api.get<IntegrationTokenStatus>('/profile/integration-token', () => HttpResponse.json(status)),
    api.put<IntegrationTokenStatus, { token: string }>('/profile/integration-token', async ({ request }) => {
      const { token } = await request.json();
      if (token === 'expired.token.here') {
        return fieldProblem(422, 'token-expired', 'body.token', INTEGRATION_TOKEN_TEXTS.expired);
      }
      status = { hasIntegrationToken: true, expiresAt: VALID_UNTIL, canStore };
      return HttpResponse.json(status);
    }),
  );
}

describe('the Integration Token page', () => {
  it('stores a pasted token after refusing an empty and an expired one, then shows until when it is valid', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<EncompassPage />, { store: signedInStore() });
    expect(await screen.findByText('No valid integration token')).toBeInTheDocument();
    const token = screen.getByLabelText(/^Integration token/);
    await user.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(TOKEN_REQUIRED)).toBeInTheDocument();
    await fill(user, token, 'expired.token.here');
    await user.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText(INTEGRATION_TOKEN_TEXTS.expired)).toBeInTheDocument();

    await fill(user, token, ' eyJh.eyJl.c2ln ');
    await user.click(screen.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText(/Your integration token is valid until Dec 31, 2026/)).toBeInTheDocument();
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Integration token saved' })),
    );
    const puts = sent('PUT');
    expect(puts.at(-1)?.body).toEqual({ token: 'eyJh.eyJl.c2ln' });
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
    expect(sent(undefined, '/api/profile/integration-token')).toHaveLength(0);
  });
});
