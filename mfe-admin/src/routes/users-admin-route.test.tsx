import { screen } from '@testing-library/react';
import { PERSONA } from 'shared-rules';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders, signedInStore } from 'shared-ui/testing';
import UsersAdminRoute from './users-admin-route';

let uninstall: () => void;
afterEach(() => uninstall());

function serve(profile: ReturnType<typeof internalProfile>) {
  uninstall = installFakeFetch((request) => {
    const { pathname } = new URL(request.url, 'http://portal.test');
    if (pathname === '/api/profile') return jsonResponse(profile);
    if (pathname === '/api/external-orgs') return jsonResponse([]);
    if (pathname === '/api/admin/users') return jsonResponse({ items: [], page: 1, pageSize: 25, total: 0 });
    return problemResponse(404, 'not-found', request.url);
  }).uninstall;
}

describe('the users route', () => {
  it('opens the users page for an administrator', async () => {
    serve(internalProfile({ personas: [{ entityId: PERSONA.administrator }] }));
    renderWithProviders(<UsersAdminRoute />, { store: signedInStore(), route: '/admin/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  });
});
