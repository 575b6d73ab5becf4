import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MortgageeClause } from 'shared-rules';
import {
  expectRefused,
  renderSettingPage,
  saveAndReadBody,
  savedEntry,
  serveSetting,
  type SettingSaves,
} from '../testing/setting-page-test-kit';
import MortgageeClausePage from './mortgagee-clause-page';
import { enterText } from 'shared-ui/testing';

let saves: SettingSaves;
beforeEach(() => {
  saves = serveSetting(
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

const preview = () => screen.getByTestId('mortgagee-clause-preview');

describe('the mortgagee clause page', () => {
  it('requires the address before a save', async () => {
    const user = userEvent.setup();
    renderSettingPage(<MortgageeClausePage />, '/admin/settings/mortgagee-clause');
    await enterText(user, await screen.findByLabelText(/City/), 'Dallas');
    await expectRefused(user, saves, 'Enter the street address');
    expect(screen.getByText('Enter the ZIP code')).toBeInTheDocument();
  });

  it('previews the clause as printed and saves it', async () => {
    const user = userEvent.setup();
    renderSettingPage(<MortgageeClausePage />, '/admin/settings/mortgagee-clause');
    await enterText(user, await screen.findByLabelText(/Street/), 'PO Box 4100');
    await enterText(user, screen.getByLabelText(/City/), 'Dallas');
    await enterText(user, screen.getByLabelText(/State/), 'TX');
    await enterText(user, screen.getByLabelText(/ZIP code/), '75201');
    expect(preview().textContent).toBe('Keystone Lending, its successors and/or assigns\nPO Box 4100\nDallas, TX 75201\nLoan # 2026110001');
    await user.click(screen.getByLabelText(/^Include the loan number/));
    expect(preview().textContent).not.toContain('Loan #');
    const body = await saveAndReadBody<MortgageeClause>(user, saves);
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
