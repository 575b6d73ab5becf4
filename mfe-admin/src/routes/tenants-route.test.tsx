import { screen } from '@testing-library/react';
import { renderWithProviders, signedInStore } from 'shared-ui/testing';
import { serveInstances } from '../features/instances/testing/instances-test-kit';
import TenantsRoute from './tenants-route';

describe('the tenants route', () => {
  it('opens the instances page for an administrator', async () => {
    serveInstances({ instances: [] });
    renderWithProviders(<TenantsRoute />, { store: signedInStore(), route: '/admin/tenants' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instances' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No instances yet' })).toBeInTheDocument();
  });
});
