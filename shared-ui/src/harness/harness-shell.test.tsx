import { act, screen } from '@testing-library/react';
import { defineRemoteModule, getBus, type AddLoanModalParams, type SidebarSlotProps } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { HarnessShell } from './harness-shell';

const sidebar = (name: string) => async () => ({ default: ({ pathname }: SidebarSlotProps) => <p>{`${name} at ${pathname}`}</p> });

// A remote like mfe-loan and the help center: two sidebar slots, each declared for its prefix.
const remote = defineRemoteModule({
  id: 'mfe_test',
  title: 'Test remote',
  routes: [],
  sidebarSections: [
    { prefix: '/loan', order: 0, slot: 'loan-sidebar' },
    { prefix: '/resources/changelogs', order: 0, slot: 'changelogs-sidebar' },
  ],
  slots: {
    'loan-sidebar': sidebar('Loan menu'),
    'changelogs-sidebar': sidebar('Release notes menu'),
    'add-loan-modal': async () => ({
      default: ({ params }: { onClose: () => void; params: AddLoanModalParams }) => (
        <p>{`Add loan for ${params.channel} with ${params.loanToken}`}</p>
      ),
    }),
    'contact-support-modal': async () => ({
      default: ({ loanId }: { onClose: () => void; loanId?: string }) => <p>{`Support for ${loanId}`}</p>,
    }),
  },
});

describe('standalone harness shell', () => {
  // The harness logs every bus event for the developer; not needed here.
  beforeEach(() => jest.spyOn(console, 'debug').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('fills the sidebar the remote declares for the path, as the host does', async () => {
    renderWithProviders(<HarnessShell remote={remote} />, { route: '/resources/changelogs' });
    expect(await screen.findByText('Release notes menu at /resources/changelogs')).toBeInTheDocument();
    expect(screen.queryByText(/Loan menu/)).not.toBeInTheDocument();
  });

  it('shows no sidebar slot on a path without one', async () => {
    renderWithProviders(<HarnessShell remote={remote} />, { route: '/pipeline' });
    expect(await screen.findByText('Pick a page on the left.')).toBeInTheDocument();
    expect(screen.queryByText(/menu at/)).not.toBeInTheDocument();
  });

  it('opens the modal of ?modal= with the query parameters', async () => {
    renderWithProviders(<HarnessShell remote={remote} />, {
      route: '/loan/LN-1/summary?modal=add-loan&channel=Correspondent&loan_token=tok-9',
    });
    expect(await screen.findByText('Add loan for Correspondent with tok-9')).toBeInTheDocument();
    expect(await screen.findByText('Loan menu at /loan/LN-1/summary')).toBeInTheDocument();
  });

  it('opens a modal a remote asks for on the bus, with its parameters', async () => {
    renderWithProviders(<HarnessShell remote={remote} />, { route: '/pipeline' });
    act(() => getBus().emit('host:open-modal', { modal: 'contact-support', params: { loanId: 'LN-42' } }));
    expect(await screen.findByText('Support for LN-42')).toBeInTheDocument();
  });
});
