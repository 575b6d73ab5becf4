import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MFA_TEXTS, type MfaStatus } from 'shared-rules';
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
import { CredentialsPage } from './credentials-page';
import { CODE_REQUIRED } from './mfa/enrolment-form';

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());

const RECOVERY_CODES = ['7KQ2-MX9D-4RTA', 'P3ZH-8WQN-2KLM'];

/** Services where two-step sign-in is off and required by the lender; the code "123456" confirms the setup. */
function serve(initial: Partial<MfaStatus> = {}) {
  let status: MfaStatus = {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    required: true,
    setupDueBy: '2099-12-01T00:00:00.000Z',
    canEnrol: true,
    ...initial,
  };
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(externalProfile());
    if (request.url === '/api/profile/mfa' && request.method === 'GET') return jsonResponse(status);
    if (request.url === '/api/profile/mfa/enrolment' && request.method === 'POST') {
      return jsonResponse({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUrl: 'otpauth://totp/Portal:lo%40summit.test?secret=JBSW',
        qrCodeSvg: '<svg></svg>',
      });
    }
    if (request.url === '/api/profile/mfa/enrolment/confirm') {
      if ((request.json() as { code: string }).code !== '123456')
        return fieldProblemResponse(422, 'mfa-code-wrong', 'body.code', MFA_TEXTS.codeWrong);
      status = { ...status, enabled: true, enabledAt: '2026-11-26T10:00:00.000Z', recoveryCodesLeft: 2, setupDueBy: null };
      return jsonResponse({ status, recoveryCodes: RECOVERY_CODES });
    }
    if (request.url === '/api/profile/mfa' && request.method === 'DELETE') {
      status = { ...status, enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return jsonResponse(status);
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
}

describe('two-step sign-in on the Credentials page', () => {
  it('says the lender requires it and by when, then sets it up: QR code and key, a wrong code refused, the recovery codes shown once', async () => {
    serve();
    renderWithProviders(<CredentialsPage />, { store: signedInStore() });
    expect(await screen.findByText('Your lender requires two-step sign-in')).toBeInTheDocument();
    expect(screen.getByText(/Set it up by Dec 1, 2099/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    const form = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
    expect(within(form).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(form).getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(CODE_REQUIRED)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Enter the code the app shows/), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(MFA_TEXTS.codeWrong)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Enter the code the app shows/), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/2 of your recovery codes are left/)).toBeInTheDocument();
    // Required: it cannot be turned off, only moved to another device.
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up on another device' })).toBeInTheDocument();
  });

  it('turns it off with the password when the lender does not require it', async () => {
    serve({ enabled: true, enabledAt: '2026-11-01T10:00:00.000Z', recoveryCodesLeft: 8, required: false, setupDueBy: null });
    renderWithProviders(<CredentialsPage />, { store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    fireEvent.change(within(form).getByLabelText(/Your password/), { target: { value: 'Portal-Demo-2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ title: 'Two-step sign-in is off' })));
    const deleted = fake.requests().find((request) => request.method === 'DELETE');
    expect(deleted?.json()).toEqual({ password: 'Portal-Demo-2026' });
  });
});
