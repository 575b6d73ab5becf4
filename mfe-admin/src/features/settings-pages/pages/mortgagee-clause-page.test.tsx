import { fireEvent, screen } from '@testing-library/react';
import type { MortgageeClause } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type FakeServer,
} from '../testing/setting-page-test-kit';
import MortgageeClausePage from './mortgagee-clause-page';

let server: FakeServer;
beforeEach(() => {
  server = serveSetting(
    savedEntry('mortgagee-clause', {
      companyName: 'Keystone Lending',
      successorsClause: 'its successors and/or assigns',
      street: '',
      city: '',
      state: '',
      zip: '',
      includeLoanNumber: true,
    }),
  );
});
afterEach(() => server.uninstall());

const preview = () => screen.getByTestId('mortgagee-clause-preview');

describe('the mortgagee clause page', () => {
  it('requires the address before a save', async () => {
    renderSettingPage(<MortgageeClausePage />, '/admin/settings/mortgagee-clause');
    fireEvent.change(await screen.findByLabelText(/City/), { target: { value: 'Dallas' } });
    await expectRefused(server, 'Enter the street address');
    expect(screen.getByText('Enter the ZIP code')).toBeInTheDocument();
  });

  it('previews the clause as printed and saves it', async () => {
    renderSettingPage(<MortgageeClausePage />, '/admin/settings/mortgagee-clause');
    fireEvent.change(await screen.findByLabelText(/Street/), { target: { value: 'PO Box 4100' } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Dallas' } });
    fireEvent.change(screen.getByLabelText(/State/), { target: { value: 'TX' } });
    fireEvent.change(screen.getByLabelText(/ZIP code/), { target: { value: '75201' } });
    expect(preview().textContent).toBe('Keystone Lending, its successors and/or assigns\nPO Box 4100\nDallas, TX 75201\nLoan # 2026110001');
    fireEvent.click(screen.getByLabelText(/^Include the loan number/));
    expect(preview().textContent).not.toContain('Loan #');
    const body = await saveAndReadBody<MortgageeClause>(server);
    expect(body.value).toEqual({
      companyName: 'Keystone Lending',
      successorsClause: 'its successors and/or assigns',
      street: 'PO Box 4100',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      includeLoanNumber: false,
    });
  });
});
