import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADD_LOAN_TEXTS, type Organization } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { ChannelStep, type ChannelStepProps } from './channel-step';

const harbor: Organization = {
  summary: { id: 'org-harbor', organizationName: 'Harbor Mortgage' },
  basicInfo: {
    channelTypes: ['Brokered - Wholesale'],
    correspondentSelection: [],
    approvalStatus: { currentStatus: 'Active' },
    primarySalesRepAe: null,
  },
};

function props(overrides: Partial<ChannelStepProps> = {}): ChannelStepProps {
  return {
    status: 'ready',
    organizations: [harbor],
    organization: harbor,
    canChooseOrganization: false,
    channel: null,
    nonQm: false,
    nonQmFlags: { enableWholesale: true, enableNonDelegated: true, enableDelegated: true },
    linkLoanProblem: null,
    onOrganizationChange: jest.fn(),
    onChannelChange: jest.fn(),
    onNonQmChange: jest.fn(),
    onRetry: jest.fn(),
    onCancel: jest.fn(),
    onNext: jest.fn(),
    ...overrides,
  };
}

describe('ChannelStep', () => {
  it('enables only the channels the organisation is approved for', () => {
    renderWithProviders(<ChannelStep {...props()} />);
    expect(screen.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Correspondent Delegated' })).toBeDisabled();
  });

  it('reports the chosen channel and enables Next once one is chosen', async () => {
    const user = userEvent.setup();
    const onChannelChange = jest.fn();
    const { rerender } = renderWithProviders(<ChannelStep {...props({ onChannelChange })} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Brokered - Wholesale' }));
    expect(onChannelChange).toHaveBeenCalledWith('Brokered - Wholesale');
    rerender(<ChannelStep {...props({ channel: 'Brokered - Wholesale' })} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Non-QM with the spec tooltip when the channel does not allow it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ChannelStep
        {...props({
          channel: 'Brokered - Wholesale',
          nonQm: true,
          nonQmFlags: { enableWholesale: false, enableNonDelegated: true, enableDelegated: true },
        })}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: /Non-QM loan/ });
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
    await user.hover(screen.getByTestId('non-qm-wrapper'));
    expect(await screen.findByText('Non-QM products are not available for Brokered - Wholesale channels.')).toBeInTheDocument();
  });

  it('keeps Next disabled while the organisation is not Active', () => {
    const pending = { ...harbor, basicInfo: { ...harbor.basicInfo, approvalStatus: { currentStatus: 'Pending' as const } } };
    renderWithProviders(<ChannelStep {...props({ organization: pending, channel: 'Brokered - Wholesale' })} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Organization not active')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ChannelStep {...props({ status: 'error', onRetry })} />);
    expect(screen.getByText(ADD_LOAN_TEXTS.organizationsUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
