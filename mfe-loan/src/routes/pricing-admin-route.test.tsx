import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAdminPage } from 'shared-ui/testing';
import { rateSheet, serveRateSheets } from '../features/rate-sheets-admin/testing/rate-sheets-test-kit';
import PricingAdminRoute from './pricing-admin-route';

const route = (
  <Routes>
    <Route path="/admin/pricing/:section" element={<PricingAdminRoute />} />
  </Routes>
);

describe('the pricing administration route', () => {
  it('opens /admin/pricing/rate-sheets from the registry', async () => {
    serveRateSheets({ sheets: [rateSheet()] });
    renderAdminPage(route, '/admin/pricing/rate-sheets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate Sheets' })).toBeInTheDocument();
  });

  it('says "Page not found" for a section no page answers', async () => {
    renderAdminPage(route, '/admin/pricing/margins');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
