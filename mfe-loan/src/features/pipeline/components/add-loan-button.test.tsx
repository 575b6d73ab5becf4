import { fireEvent, screen } from '@testing-library/react';
import { getBus, type AddLoanAccess } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { AddLoanButton } from './add-loan-button';

let access: AddLoanAccess = { visible: true, enabled: true, loading: false, reason: null };
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), useAddLoanAccess: () => access }));

describe('AddLoanButton', () => {
  it('asks the host to open the Add Loan modal', () => {
    access = { visible: true, enabled: true, loading: false, reason: null };
    const requests: unknown[] = [];
    const subscription = getBus().subscribe('host:open-modal', (payload) => requests.push(payload));
    renderWithProviders(<AddLoanButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Loan' }));
    subscription.unsubscribe();
    expect(requests).toEqual([{ modal: 'add-loan' }]);
  });

  it('is disabled while the organisation is not Active', () => {
    access = { visible: true, enabled: false, loading: false, reason: 'Prairie is pending' };
    renderWithProviders(<AddLoanButton />);
    expect(screen.getByRole('button', { name: 'Add Loan' })).toBeDisabled();
  });

  it('is not offered to internal users', () => {
    access = { visible: false, enabled: false, loading: false, reason: null };
    renderWithProviders(<AddLoanButton />);
    expect(screen.queryByRole('button', { name: 'Add Loan' })).not.toBeInTheDocument();
  });
});
