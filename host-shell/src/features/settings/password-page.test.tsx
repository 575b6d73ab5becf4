import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type AccessSession, PASSWORD_RULE_TEXTS } from 'shared-rules';
import { selectSession } from 'shared-ui';
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
import { PASSWORDS_DO_NOT_MATCH } from '../passwords/new-password-fields';
import { CURRENT_PASSWORD_REQUIRED, PasswordPage } from './password-page';

const NEW_PASSWORD = 'copper lantern orbit 47 meadow';
const NEW_SESSION: AccessSession = { access: { token: 'access-after-change', expires: '2099-01-01T00:00:00.000Z' } };

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());

/** Services that refuse the first new password as breached, then accept the change. */
function serve() {
  let attempts = 0;
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(externalProfile());
    if (request.url === '/api/profile/password' && request.method === 'POST') {
      attempts += 1;
      if (attempts === 1) {
        return fieldProblemResponse(422, 'password-breached', 'body.newPassword', PASSWORD_RULE_TEXTS.breached);
      }
      return jsonResponse(NEW_SESSION);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posted = () => fake.requests().filter((request) => request.method === 'POST');

describe('the Password page', () => {
  it('checks what it can before sending: the current password, the length, the repetition', async () => {
    serve();
    renderWithProviders(<PasswordPage />, { store: signedInStore() });
    fill(/^New password \*/, 'short');
    fill(/^New password again/, 'shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE_TEXTS.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows the services’ refusal under the new password, then changes it and keeps this browser signed in with the new pair', async () => {
    serve();
    const store = signedInStore();
    renderWithProviders(<PasswordPage />, { store });
    fill(/^Current password/, 'Summit-demo-2026');
    fill(/^New password \*/, 'passwordpassword');
    fill(/^New password again/, 'passwordpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_RULE_TEXTS.breached)).toBeInTheDocument();

    fill(/^New password \*/, NEW_PASSWORD);
    fill(/^New password again/, NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Password changed' })));
    expect(posted()[1].json()).toEqual({ currentPassword: 'Summit-demo-2026', newPassword: NEW_PASSWORD });
    expect(selectSession(store.getState())).toEqual(NEW_SESSION);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
