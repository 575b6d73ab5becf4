import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedirectOutcome, RedirectRule } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { UploadRedirectStep, type UploadRedirectStepProps } from './upload-redirect-step';

const createToken = jest.fn();
jest.mock('../api/transition-token', () => ({
  useCreateTransitionTokenMutation: () => [createToken],
}));

const rule: RedirectRule = { enabled: true, rules: [], redirectUrl: 'https://nonqm.example.test/pipeline', errorMessage: 'Go elsewhere' };

function setup(outcome: RedirectOutcome) {
  const props: UploadRedirectStepProps = {
    outcome,
    loanToken: 'loan-tok',
    channel: 'Correspondent Delegated',
    nonQM: true,
    onBack: jest.fn(),
    onNoRedirect: jest.fn(),
    leavePortal: jest.fn(),
  };
  renderWithProviders(<UploadRedirectStep {...props} />);
  return props;
}

describe('UploadRedirectStep', () => {
  beforeEach(() => createToken.mockReset());

  it('moves on when no rule applies', () => {
    const props = setup({ kind: 'none' });
    expect(props.onNoRedirect).toHaveBeenCalledTimes(1);
  });

  it('blocks the upload with Back only', async () => {
    const user = userEvent.setup();
    const props = setup({ kind: 'blocked', rule, message: 'Blocked here' });
    expect(screen.getByRole('heading', { name: 'Upload Blocked' })).toBeInTheDocument();
    expect(screen.getByText('Blocked here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalled();
  });

  it('continues with a full-page move carrying the transition parameters', async () => {
    const user = userEvent.setup();
    createToken.mockResolvedValue({ data: { token: 'tt-1', expiresAt: '2026-01-01T00:00:00Z' } });
    const props = setup({ kind: 'redirect', rule, redirectUrl: rule.redirectUrl, message: 'Go elsewhere', seamless: false });
    expect(screen.getByRole('heading', { name: 'Eligibility Redirect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(props.leavePortal).toHaveBeenCalledWith(
        'https://nonqm.example.test/pipeline?transition_token=tt-1&loan_token=loan-tok&channel=Correspondent+Delegated&nonQM=true',
      ),
    );
    expect(createToken).toHaveBeenCalledWith({ transition: true });
  });

  it('redirects a seamless rule at once, and offers Back and Retry when it fails', async () => {
    const user = userEvent.setup();
    createToken.mockResolvedValueOnce({ error: { status: 500 } });
    const props = setup({ kind: 'redirect', rule, redirectUrl: rule.redirectUrl, message: 'seamless', seamless: true });
    expect(await screen.findByText('An unexpected error occurred during redirect.')).toBeInTheDocument();
    createToken.mockResolvedValueOnce({ data: { token: 'tt-2', expiresAt: '2026-01-01T00:00:00Z' } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(props.leavePortal).toHaveBeenCalledTimes(1));
  });

  it('fails clearly on an address that is not http', async () => {
    const user = userEvent.setup();
    createToken.mockResolvedValue({ data: { token: 'tt-1', expiresAt: '2026-01-01T00:00:00Z' } });
    const props = setup({ kind: 'redirect', rule, redirectUrl: 'javascript:alert(1)', message: '', seamless: false });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An unexpected error occurred during redirect.')).toBeInTheDocument();
    expect(props.leavePortal).not.toHaveBeenCalled();
  });
});
