import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { type AccessSession, PASSWORD_RULE_TEXTS, type Profile } from 'shared-rules';
import { selectSession } from 'shared-ui';
import { collectToasts, externalProfile, api, fieldProblem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { PASSWORDS_DO_NOT_MATCH } from '../passwords/new-password-fields';
import { CURRENT_PASSWORD_REQUIRED, PasswordPage } from './password-page';

const NEW_PASSWORD = 'copper lantern orbit 47 meadow';
const NEW_SESSION: AccessSession = { access: { token: 'access-after-change', expires: '2099-01-01T00:00:00.000Z' } };

const sent = recordRequests(server);
const shown = collectToasts();

/** Services that refuse the first new password as breached, then accept the change. */
function serve() {
  let attempts = 0;
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(externalProfile())),
    api.post<AccessSession>('/profile/password', () => {
      attempts += 1;
      if (attempts === 1) {
        return fieldProblem(422, 'password-breached', 'body.newPassword', PASSWORD_RULE_TEXTS.breached);
      }
      return HttpResponse.json(NEW_SESSION);
    }),
  );
}

type User = ReturnType<typeof userEvent.setup>;
// Text arrives pasted, as from a password manager: typed key by key, a thirty-character password
// re-renders the strength meter thirty times, which says nothing more about the page.
const type = async (user: User, label: RegExp, value: string) => {
  await user.clear(screen.getByLabelText(label));
  await user.paste(value);
};
const posted = () => sent('POST');

describe('the Password page', () => {
  it('checks what it can before sending: the current password, the length, the repetition', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<PasswordPage />, { store: signedInStore() });
    await type(user, /^New password \*/, 'short');
    await type(user, /^New password again/, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE_TEXTS.tooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows the services’ refusal under the new password, then changes it and keeps this browser signed in with the new pair', async () => {
    const user = userEvent.setup();
    serve();
    const store = signedInStore();
    renderWithProviders(<PasswordPage />, { store });
    await type(user, /^Current password/, 'Summit-demo-2026');
    await type(user, /^New password \*/, 'passwordpassword');
    await type(user, /^New password again/, 'passwordpassword');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_RULE_TEXTS.breached)).toBeInTheDocument();

    await type(user, /^New password \*/, NEW_PASSWORD);
    await type(user, /^New password again/, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Password changed' })));
    expect(posted()[1].body).toEqual({ currentPassword: 'Summit-demo-2026', newPassword: NEW_PASSWORD });
    expect(selectSession(store.getState())).toEqual(NEW_SESSION);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
