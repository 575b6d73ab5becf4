import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MFA_TEXTS, type MfaCodeRequest, type MfaConfirmed, type MfaEnrolment, type MfaStatus, type Profile } from 'shared-rules';
import {
  api,
  collectToasts,
  externalProfile,
  fieldProblem,
  fill,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../testing/server';
import { CredentialsPage } from './credentials-page';
import { CODE_REQUIRED } from './mfa/enrolment-form';

const sent = recordRequests(server);
const shown = collectToasts();

const RECOVERY_CODES = ['7KQ2-MX9D-4RTA', 'P3ZH-8WQN-2KLM'];

/** Services where two-step sign-in is off and required by the lender; the code "123456" confirms the setup. */
function serve(initial: Partial<MfaStatus> = {}) {
  let status: MfaStatus = {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    required: true,
    setupDueBy: '2099-12-01T18:00:00.000Z',
    canEnrol: true,
    ...initial,
  };
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(externalProfile())),
    api.get<MfaStatus>('/profile/mfa', () => HttpResponse.json(status)),
    api.post<MfaEnrolment>('/profile/mfa/enrolment', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUrl: 'otpauth://totp/Portal:lo%40summit.test?secret=JBSW',
        qrCodeSvg: '<svg></svg>',
      }),
    ),
    api.post<MfaConfirmed, MfaCodeRequest>('/profile/mfa/enrolment/confirm', async ({ request }) => {
      if ((await request.json()).code !== '123456') return fieldProblem(422, 'mfa-code-wrong', 'body.code', MFA_TEXTS.codeWrong);
      status = { ...status, enabled: true, enabledAt: '2026-11-26T10:00:00.000Z', recoveryCodesLeft: 2, setupDueBy: null };
      return HttpResponse.json({ status, recoveryCodes: RECOVERY_CODES });
    }),
    api.delete<MfaStatus>('/profile/mfa', () => {
      status = { ...status, enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return HttpResponse.json(status);
    }),
  );
}

describe('two-step sign-in on the Credentials page', () => {
  it('says the lender requires it and by when, then sets it up: QR code and key, a wrong code refused, the recovery codes shown once', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<CredentialsPage />, { store: signedInStore() });
    expect(await screen.findByText('Your lender requires two-step sign-in')).toBeInTheDocument();
    expect(screen.getByText(/Set it up by Dec 1, 2099/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    const form = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
    expect(within(form).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(form).getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(CODE_REQUIRED)).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/Enter the code the app shows/), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText(MFA_TEXTS.codeWrong)).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/Enter the code the app shows/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/2 of your recovery codes are left/)).toBeInTheDocument();
    // Required: it cannot be turned off, only moved to another device.
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up on another device' })).toBeInTheDocument();
  });

  it('turns it off with the password when the lender does not require it', async () => {
    const user = userEvent.setup();
    serve({ enabled: true, enabledAt: '2026-11-01T10:00:00.000Z', recoveryCodesLeft: 8, required: false, setupDueBy: null });
    renderWithProviders(<CredentialsPage />, { store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await fill(user, within(form).getByLabelText(/Your password/), 'Portal-Demo-2026');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ title: 'Two-step sign-in is off' })));
    expect(sent('DELETE')[0]?.body).toEqual({ password: 'Portal-Demo-2026' });
  });
});
