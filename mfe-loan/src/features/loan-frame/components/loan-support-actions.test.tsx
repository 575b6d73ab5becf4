import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Profile } from 'shared-rules';
import { createBus, type PortalBus, setBus } from 'shared-ui';
import { api, externalProfile, internalProfile, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { LoanSupportActions } from './loan-support-actions';

let bus: PortalBus;
const sent = recordRequests(server);
const signedInAs = (profile: Profile) => server.use(api.get<Profile>('/profile', () => HttpResponse.json(profile)));
beforeEach(() => {
  bus = createBus();
  setBus(bus);
});

describe('LoanSupportActions', () => {
  it('asks the host for the Loan Help and Technical Issue drawers of this loan', async () => {
    const user = userEvent.setup();
    signedInAs(externalProfile());
    const requests: unknown[] = [];
    bus.subscribe('host:open-modal', (request) => requests.push(request));
    renderWithProviders(<LoanSupportActions loanId="L-42" />, { store: signedInStore() });
    const loanHelp = screen.getByRole('button', { name: 'Loan Help' });
    await waitFor(() => expect(loanHelp).toBeEnabled());
    await user.click(loanHelp);
    await user.click(screen.getByRole('button', { name: 'Technical Issue' }));
    expect(requests).toEqual([
      { modal: 'loan-help', params: { loanId: 'L-42' } },
      { modal: 'technical-issue', params: { loanId: 'L-42' } },
    ]);
  });

  it('offers Loan Help to brokers only', async () => {
    signedInAs(internalProfile());
    renderWithProviders(<LoanSupportActions loanId="L-42" />, { store: signedInStore() });
    // Disabled from the start (roles unknown) and still once the profile says staff.
    await waitFor(() => expect(sent('GET', '/api/profile')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Loan Help' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Technical Issue' })).toBeEnabled();
  });
});
