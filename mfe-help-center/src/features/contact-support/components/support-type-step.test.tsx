import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { SupportTypeStep } from './support-type-step';

describe('SupportTypeStep', () => {
  it('disables Loan Help with its reason', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    renderWithProviders(<SupportTypeStep loanHelpUnavailable="Open a loan first." onChoose={onChoose} />);
    const loanHelp = screen.getByRole('button', { name: /Loan Help/ });
    expect(loanHelp).toBeDisabled();
    expect(screen.getByText('Open a loan first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tech Help/ }));
    expect(onChoose).toHaveBeenCalledWith('tech-help');
  });
});
