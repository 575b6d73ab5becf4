import { NO_ROLES, type Roles } from '../auth/roles';
import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, LENDER_STAFF_PAGE } from './page-access';
import { primaryNavItems, routeForPath } from './page-routes';
import type { RemoteRoute } from './remote-module';

const page = () => Promise.resolve({ default: () => null });
const route = (path: string, title: string, access = ANY_SIGNED_IN_USER): RemoteRoute => ({ path, title, access, component: page });

const routes = [
  route('/admin', 'Settings checklist', ADMINISTRATORS_PAGE),
  route('/admin/settings/:page', 'Settings', ADMINISTRATORS_PAGE),
  route('/admin/*', 'Administration', ADMINISTRATORS_PAGE),
  route('/pipeline', 'Pipeline'),
  route('/ae-pipeline', 'AE Pipeline', LENDER_STAFF_PAGE),
];

const officer: Roles = { ...NO_ROLES, isExternal: true };
const executive: Roles = { ...NO_ROLES, isInternal: true, isAccountExecutive: true };

describe('routeForPath', () => {
  it('finds the route that renders a path, the most specific first', () => {
    expect(routeForPath(routes, '/admin/settings/branding')).toMatchObject({ route: { title: 'Settings' }, params: { page: 'branding' } });
    expect(routeForPath(routes, '/admin/users')).toMatchObject({ route: { title: 'Administration' }, params: { '*': 'users' } });
    expect(routeForPath(routes, '/admin')?.route.title).toBe('Settings checklist');
  });

  it('finds nothing for a path no route renders', () => {
    expect(routeForPath(routes, '/pipeline/extra')).toBeNull();
    expect(routeForPath(routes, '/knowledge')).toBeNull();
  });
});

describe('primaryNavItems', () => {
  const module = {
    routes,
    navItems: [
      { label: 'Pipeline', to: '/pipeline', primary: true },
      { label: 'AE Pipeline', to: '/ae-pipeline', primary: true },
      { label: 'Settings checklist', to: '/admin' },
      { label: 'Nowhere', to: '/nowhere', primary: true },
    ],
  };

  it('offers the primary entries whose page the user may open', () => {
    expect(primaryNavItems(module, officer).map((item) => item.label)).toEqual(['Pipeline']);
    expect(primaryNavItems(module, executive).map((item) => item.label)).toEqual(['Pipeline', 'AE Pipeline']);
  });

  it('leaves out entries that are not primary or lead to no page of the remote', () => {
    const administrator: Roles = { ...NO_ROLES, isInternal: true, isAdmin: true };
    expect(primaryNavItems(module, administrator).map((item) => item.label)).toEqual(['Pipeline', 'AE Pipeline']);
  });
});
