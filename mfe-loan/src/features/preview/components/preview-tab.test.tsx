import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { LoanDetail, LoanTab } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import PreviewTabPage from './preview-tab';

const loanWith = (tabs: LoanTab[]) => ({ id: 'loan-1', frame: { tabs } }) as LoanDetail;
const PREVIEW: LoanTab = { slug: 'preview', label: 'LE/CD Preview' };
const ICD_REQUEST: LoanTab = { slug: 'preview/request', label: 'ICD Request' };

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const renderAt = (route: string, tabs: LoanTab[]) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/loan/:loanId/*"
        element={
          <>
            <PreviewTabPage loan={loanWith(tabs)} tab="preview" />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('the LE/CD Preview page', () => {
  it('opens on LE Preview and moves between the sub-tabs the loan opens', async () => {
    const user = userEvent.setup();
    renderAt('/loan/loan-1/preview', [PREVIEW]);
    expect(await screen.findByRole('heading', { name: 'LE Preview is not available yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/loan/loan-1/preview/le');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['LE Preview', 'CD Preview']);

    await user.click(screen.getByRole('tab', { name: 'CD Preview' }));
    expect(await screen.findByRole('heading', { name: 'CD Preview is not available yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/loan/loan-1/preview/cd');
    expect(screen.getByText(/with a Seller-Paid column on purchases/)).toBeInTheDocument();
  });

  it('adds ICD Request where the loan opens it, and sends a closed sub-tab to the first open one', async () => {
    renderAt('/loan/loan-1/preview/request', [PREVIEW, ICD_REQUEST]);
    expect(await screen.findByRole('heading', { name: 'ICD Request is not available yet', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['LE Preview', 'CD Preview', 'ICD Request']);
  });

  it('keeps LE and CD Preview closed on a loan whose CD-preview rule does not allow them', async () => {
    renderAt('/loan/loan-1/preview/cd', [ICD_REQUEST]);
    expect(await screen.findByRole('heading', { name: 'ICD Request is not available yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/loan/loan-1/preview/request');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ICD Request']);
  });
});
