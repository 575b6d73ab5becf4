import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderSettingPage, savedEntry, serveSetting } from '../features/settings-pages/testing/setting-page-test-kit';
import SettingsPageRoute from './settings-page-route';

const route = (
  <Routes>
    <Route path="/admin/settings/:page" element={<SettingsPageRoute />} />
  </Routes>
);

beforeEach(() => {
  serveSetting(
    savedEntry('mortgagee-clause', {
      companyName: 'Keystone Lending',
      successorsClause: 'its successors and/or assigns',
      street: '1 Main Street',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      includeLoanNumber: true,
    }),
  );
});

describe('the settings page route', () => {
  it('opens the editor the address names', async () => {
    renderSettingPage(route, '/admin/settings/mortgagee-clause');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mortgagee Clause' })).toBeInTheDocument();
  });

  it('says "Page not found", with the way back to the checklist, for a page that does not exist', async () => {
    renderSettingPage(route, '/admin/settings/payroll');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the checklist' })).toHaveAttribute('href', '/admin');
  });
});
