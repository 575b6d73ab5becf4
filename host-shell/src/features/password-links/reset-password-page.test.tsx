import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiProblem, PASSWORD_RESET_TEXTS, PASSWORD_RULE_TEXTS, type PasswordResetLink } from 'shared-rules';
import { PortalMantineProvider } from 'shared-ui';
import { HttpResponse } from 'msw';
import { api, fieldProblem, problem, recordRequests } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { PASSWORDS_DO_NOT_MATCH } from '../passwords/new-password-fields';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'Qw7-xYp2LmZ8vR4tN6k3Jd9_aB';
const NEW_PASSWORD = 'copper lantern orbit 47 meadow';
const RESET_LINK: PasswordResetLink = {
  email: 'lo@summit.test',
  firstName: 'Taylor',
  purpose: 'reset',
  expiresAt: '2099-01-01T15:00:00.000Z',
};

type Answer = HttpResponse<PasswordResetLink | ApiProblem> | HttpResponse<ApiProblem> | Response;
interface Services {
  check?: () => Answer;
  complete?: () => Answer;
  request?: () => Answer;
}

const sent = recordRequests(server);
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The password-link endpoints: by default the link works, the password is taken and a link is sent. */
function serve(services: Services = {}) {
  server.use(
    api.post<PasswordResetLink>('/auth/password-reset/check', () => services.check?.() ?? HttpResponse.json(RESET_LINK)),
    api.post('/auth/password-reset', () => services.complete?.() ?? new HttpResponse(null, { status: 204 })),
    api.post('/auth/password-reset/request', () => services.request?.() ?? new HttpResponse(null, { status: 202 })),
  );
}

function openPage(address: string) {
  window.history.replaceState(null, '', address);
  const onOpenSignIn = jest.fn();
  render(
    <PortalMantineProvider>
      <ResetPasswordPage onOpenSignIn={onOpenSignIn} />
    </PortalMantineProvider>,
  );
  return { onOpenSignIn, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
// Text arrives pasted, as from a password manager: typed key by key, a thirty-character password
// re-renders the strength meter thirty times, which says nothing more about the page.
const type = async (user: User, label: RegExp, value: string) => {
  await user.clear(screen.getByLabelText(label));
  await user.paste(value);
};
const sentTo = (url: string) => sent('POST', url);

async function choosePassword(user: User, password: string, again = password) {
  await screen.findByRole('form', { name: 'Choose your password' });
  await type(user, /^New password \*/, password);
  await type(user, /^New password again/, again);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the page of an emailed password link', () => {
  it('reads the token from the link, takes it out of the address bar and checks it', async () => {
    serve();
    openPage(`/reset-password#token=${TOKEN}`);
    expect(screen.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');

    expect(await screen.findByText('Choose a new password for lo@summit.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose your password');
    expect(screen.getByText('A new password:')).toBeInTheDocument();
    expect(sentTo('/api/auth/password-reset/check').map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it('reads a link pasted into a tab already on the page (only the fragment changes)', async () => {
    serve();
    openPage('/reset-password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByText('Choose a new password for lo@summit.test')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(sentTo('/api/auth/password-reset/check').map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it('greets a new user by name on an invitation', async () => {
    serve({ check: () => HttpResponse.json({ ...RESET_LINK, purpose: 'invite', email: 'new.lo@summit.test' }) });
    openPage(`/reset-password#token=${TOKEN}`);
    expect(await screen.findByText('Welcome, Taylor: choose a password for new.lo@summit.test')).toBeInTheDocument();
  });

  it('says when a link no longer works and sends a new one to the address typed', async () => {
    serve({ check: () => problem(404, 'password-link-invalid', PASSWORD_RESET_TEXTS.linkInvalid) });
    const { user } = openPage(`/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_TEXTS.linkInvalid);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ask for a new link');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

    await type(user, /^Email/, ' lo@summit.test ');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.requested);
    expect(sentTo('/api/auth/password-reset/request').map((request) => request.body)).toEqual([{ email: 'lo@summit.test' }]);
  });

  it('offers to check again when the services could not be reached', async () => {
    let checks = 0;
    serve({
      check: () => {
        checks += 1;
        return checks === 1 ? HttpResponse.error() : HttpResponse.json(RESET_LINK);
      },
    });
    const { user } = openPage(`/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The portal cannot be reached.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Choose a new password for lo@summit.test')).toBeInTheDocument();
  });

  it('refuses two different passwords before sending either', async () => {
    serve();
    const { user } = openPage(`/reset-password#token=${TOKEN}`);
    await choosePassword(user, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(sentTo('/api/auth/password-reset')).toHaveLength(0);
  });

  it('shows the services’ refusal under the new password and keeps what was typed', async () => {
    serve({ complete: () => fieldProblem(422, 'password-breached', 'body.password', PASSWORD_RULE_TEXTS.breached) });
    const { user } = openPage(`/reset-password#token=${TOKEN}`);
    await choosePassword(user, 'passwordpassword');
    expect(await screen.findByText(PASSWORD_RULE_TEXTS.breached)).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password \*/);
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE_TEXTS.breached);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('passwordpassword');
    expect(screen.getByLabelText(/^New password again/)).toHaveValue('passwordpassword');
  });

  it('sets the password with the link’s token and opens the sign-in page with the message for it', async () => {
    serve();
    const { onOpenSignIn, user } = openPage(`/reset-password#token=${TOKEN}`);
    await choosePassword(user, NEW_PASSWORD);
    await waitFor(() => expect(onOpenSignIn).toHaveBeenCalledWith(PASSWORD_RESET_TEXTS.done));
    expect(sentTo('/api/auth/password-reset').map((request) => request.body)).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
  });

  it('turns to the dead-link view when the link stopped working while the user typed', async () => {
    serve({ complete: () => problem(410, 'password-link-invalid', PASSWORD_RESET_TEXTS.linkInvalid) });
    const { onOpenSignIn, user } = openPage(`/reset-password#token=${TOKEN}`);
    await choosePassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_TEXTS.linkInvalid);
    expect(onOpenSignIn).not.toHaveBeenCalled();
  });
});

describe('the page opened without a link', () => {
  it('sends a link and answers the same whether or not an account uses the address', async () => {
    serve();
    const { user } = openPage('/reset-password');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    await type(user, /^Email/, 'nobody@unknown.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.requested);
    expect(sentTo('/api/auth/password-reset/request').map((request) => request.body)).toEqual([{ email: 'nobody@unknown.test' }]);
    expect(sentTo('/api/auth/password-reset/check')).toHaveLength(0);
  });

  it('shows why the services refused too many requests, and keeps the form', async () => {
    const tooMany = 'Too many password links were asked for. Try again in a few minutes.';
    serve({ request: () => problem(429, 'rate-limited', tooMany) });
    const { user } = openPage('/reset-password');
    await type(user, /^Email/, 'lo@summit.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lo@summit.test');
    expect(screen.queryByText(PASSWORD_RESET_TEXTS.requested)).not.toBeInTheDocument();
  });

  it('asks for an email address before sending', async () => {
    serve();
    const { user } = openPage('/reset-password');
    await type(user, /^Email/, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter an email address such as name@company.com.')).toBeInTheDocument();
    expect(sentTo('/api/auth/password-reset/request')).toHaveLength(0);
  });
});
