import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { UNLOADED_LOAN_CONTEXT, loanMenuTabs } from '../state/loan-menu';
import { LoanSideMenu } from './loan-side-menu';

describe('LoanSideMenu', () => {
  it('links every tab of the loan and marks the current one', () => {
    renderWithProviders(<LoanSideMenu loanId="L-42" label="L-42" tabs={loanMenuTabs()} activeTab="pricer" />);
    const pricing = screen.getByRole('link', { name: 'Pricing & Lock' });
    expect(pricing).toHaveAttribute('href', '/loan/L-42/pricer');
    expect(pricing).toHaveAttribute('data-active', 'true');
    expect(pricing).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Workflow' })).not.toHaveAttribute('data-active');
  });

  it('opens Loan Information when one of its tabs is current', () => {
    renderWithProviders(<LoanSideMenu loanId="L-42" label="L-42" tabs={loanMenuTabs()} activeTab="urla" />);
    expect(screen.getByRole('link', { name: 'URLA' })).toHaveAttribute('href', '/loan/L-42/urla');
    expect(screen.getByRole('link', { name: 'State Specific Data' })).toBeInTheDocument();
  });

  it('opens Loan Information when its own address has just led to URLA', async () => {
    const menu = renderWithProviders(<LoanSideMenu loanId="L-42" label="L-42" tabs={loanMenuTabs()} activeTab="loan-data" />);
    menu.rerender(<LoanSideMenu loanId="L-42" label="L-42" tabs={loanMenuTabs()} activeTab="urla" />);
    expect(screen.getByRole('button', { name: 'Loan Information' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'URLA' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens Loan Information from a button that says whether it is expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoanSideMenu loanId="L-42" label="L-42" tabs={loanMenuTabs()} activeTab="pricer" />);
    const group = screen.getByRole('button', { name: 'Loan Information' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'URLA' })).toHaveAttribute('href', '/loan/L-42/urla');
  });

  it('shows only Documents for a loan under the adverse-action lock', () => {
    renderWithProviders(
      <LoanSideMenu
        loanId="L-42"
        label="L-42"
        tabs={loanMenuTabs({ ...UNLOADED_LOAN_CONTEXT, adverseActionLock: true })}
        activeTab="documents"
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Documents']);
  });
});
