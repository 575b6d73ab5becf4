import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import type { AddLoanAccess } from '../auth/use-add-loan-access';
import { getBus } from '../bus/bus';
import { AddLoanButton } from './add-loan-button';

let access: AddLoanAccess = { visible: true, enabled: true, loading: false, reason: null };
jest.mock('../auth/use-add-loan-access', () => ({ useAddLoanAccess: () => access }));

describe('AddLoanButton', () => {
  it('asks the host to open the Add Loan modal', async () => {
    const user = userEvent.setup();
    access = { visible: true, enabled: true, loading: false, reason: null };
    const requests: unknown[] = [];
    const subscription = getBus().subscribe('host:open-modal', (payload) => requests.push(payload));
    renderWithProviders(<AddLoanButton />);
    await user.click(screen.getByRole('button', { name: 'Add Loan' }));
    subscription.unsubscribe();
    expect(requests).toEqual([{ modal: 'add-loan' }]);
  });

  it('takes the label of the place it is offered in', () => {
    access = { visible: true, enabled: true, loading: false, reason: null };
    renderWithProviders(<AddLoanButton variant="light" label="Add your first loan" />);
    expect(screen.getByRole('button', { name: 'Add your first loan' })).toBeEnabled();
  });

  it('is disabled while the organisation is not Active, and says why on hover', async () => {
    const user = userEvent.setup();
    access = { visible: true, enabled: false, loading: false, reason: 'Prairie Lending is Pending; loans can be added once it is Active.' };
    renderWithProviders(<AddLoanButton />);
    const button = screen.getByRole('button', { name: 'Add Loan' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    // jsdom lays nothing out, so the tooltip finds its button out of view and hides itself
    // (Mantine's hideDetached) once placed: it counts as hidden to a role query from then on.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Prairie Lending is Pending; loans can be added once it is Active.',
    );
  });

  it('waits, disabled, while the organisation is read', () => {
    access = { visible: true, enabled: false, loading: true, reason: 'Checking your organization…' };
    renderWithProviders(<AddLoanButton />);
    expect(screen.getByRole('button', { name: 'Add Loan' })).toBeDisabled();
  });

  it('is not offered to internal users', () => {
    access = { visible: false, enabled: false, loading: false, reason: null };
    renderWithProviders(<AddLoanButton />);
    expect(screen.queryByRole('button', { name: 'Add Loan' })).not.toBeInTheDocument();
  });
});
