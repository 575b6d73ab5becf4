import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from 'shared-rules';
import { createBus, type PortalBus, setBus } from 'shared-ui';
import { externalProfile, installFakeFetch, internalProfile, jsonResponse, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { LoanSupportActions } from './loan-support-actions';

let bus: PortalBus;
let fake: ReturnType<typeof installFakeFetch>;
const signedInAs = (profile: Profile) => {
  fake = installFakeFetch(() => jsonResponse(profile));
};
beforeEach(() => {
  bus = createBus();
  setBus(bus);
});
afterEach(() => fake.uninstall());

describe('LoanSupportActions', () => {
  it('asks the host for the Loan Help and Technical Issue drawers of this loan', async () => {
    signedInAs(externalProfile());
    const requests: unknown[] = [];
    bus.subscribe('host:open-modal', (request) => requests.push(request));
    renderWithProviders(<LoanSupportActions loanId="L-42" />, { store: signedInStore() });
    const loanHelp = screen.getByRole('button', { name: 'Loan Help' });
    await waitFor(() => expect(loanHelp).toBeEnabled());
    fireEvent.click(loanHelp);
    fireEvent.click(screen.getByRole('button', { name: 'Technical Issue' }));
    expect(requests).toEqual([
      { modal: 'loan-help', params: { loanId: 'L-42' } },
      { modal: 'technical-issue', params: { loanId: 'L-42' } },
    ]);
  });

  it('offers Loan Help to brokers only', async () => {
    signedInAs(internalProfile());
    renderWithProviders(<LoanSupportActions loanId="L-42" />, { store: signedInStore() });
    // Disabled from the start (roles unknown) and still once the profile says staff.
    await waitFor(() => expect(fake.requests()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Loan Help' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Technical Issue' })).toBeEnabled();
  });
});
