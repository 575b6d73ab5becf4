import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AdminUserList, Organization } from 'shared-rules';
import { api, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { paths } from '../api/paths';
import { server } from '../testing/server';
import UsersAdminRoute from './users-admin-route';

describe('the users route', () => {
  it('opens the users page for an administrator', async () => {
    server.use(
      api.get<Organization[]>('/external-orgs', () => HttpResponse.json([])),
      api.get<AdminUserList>(paths.adminUsers, () => HttpResponse.json({ items: [], page: 1, pageSize: 25, total: 0 })),
    );
    renderWithProviders(<UsersAdminRoute />, { store: signedInStore(), route: '/admin/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  });
});
