import { screen } from '@testing-library/react';
import { PERSONA } from 'shared-rules';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders, signedInStore } from 'shared-ui/testing';
import TenantsRoute from './tenants-route';

let uninstall: () => void;
afterEach(() => uninstall());

function serve(profile: ReturnType<typeof internalProfile>) {
  uninstall = installFakeFetch((request) => {
    const { pathname } = new URL(request.url, 'http://portal.test');
    if (pathname === '/api/profile') return jsonResponse(profile);
    if (pathname === '/api/admin/instances') return jsonResponse([]);
    return problemResponse(404, 'not-found', request.url);
  }).uninstall;
}

describe('the tenants route', () => {
  it('opens the instances page for an administrator', async () => {
    serve(internalProfile({ personas: [{ entityId: PERSONA.administrator }] }));
    renderWithProviders(<TenantsRoute />, { store: signedInStore(), route: '/admin/tenants' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instances' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No instances yet' })).toBeInTheDocument();
  });
});
