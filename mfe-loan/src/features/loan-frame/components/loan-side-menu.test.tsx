import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoanSideMenu } from './loan-side-menu';

describe('LoanSideMenu', () => {
  it('links every tab of the loan and marks the current one', () => {
    renderWithProviders(<LoanSideMenu loanId="L-42" activeTab="pricer" />);
    const pricing = screen.getByRole('link', { name: 'Pricing & Lock' });
    expect(pricing).toHaveAttribute('href', '/loan/L-42/pricer');
    expect(pricing).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Workflow' })).not.toHaveAttribute('data-active');
  });

  it('opens Loan Information when one of its tabs is current', () => {
    renderWithProviders(<LoanSideMenu loanId="L-42" activeTab="urla" />);
    expect(screen.getByRole('link', { name: 'URLA' })).toHaveAttribute('href', '/loan/L-42/urla');
    expect(screen.getByRole('link', { name: 'State Specific Data' })).toBeInTheDocument();
  });
});
