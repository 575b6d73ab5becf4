import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, BROKER_PAGES } from './page-access';
import { pageTitleAt, routeForPath } from './page-routes';
import type { RemoteRoute } from './remote-module';

const page = () => Promise.resolve({ default: () => null });
const route = (path: string, title: string, access = ANY_SIGNED_IN_USER): RemoteRoute => ({ path, title, access, component: page });

const routes = [
  route('/admin', 'Settings checklist', ADMINISTRATORS_PAGE),
  route('/admin/settings/:page', 'Settings', ADMINISTRATORS_PAGE),
  route('/admin/*', 'Administration', ADMINISTRATORS_PAGE),
  route('/pipeline', 'Pipeline'),
  route('/ae-pipeline', 'AE Pipeline', BROKER_PAGES),
];

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

describe('pageTitleAt', () => {
  const pages = [
    { path: '/knowledge/*', title: 'Knowledge Base' },
    {
      path: '/admin/settings/:page',
      title: ({ page }: Readonly<Record<string, string | undefined>>) => (page === 'branding' ? 'Branding' : null),
    },
  ];

  it('names a page by its route, a route of many pages from its parameters', () => {
    expect(pageTitleAt(pages, '/knowledge')).toBe('Knowledge Base');
    expect(pageTitleAt(pages, '/admin/settings/branding')).toBe('Branding');
    expect(pageTitleAt(pages, '/admin/settings/nothing-here')).toBeNull();
  });

  it('names an address below a splat route by that route, unless only a page of its own counts', () => {
    expect(pageTitleAt(pages, '/knowledge/document/42')).toBe('Knowledge Base');
    expect(pageTitleAt(pages, '/knowledge/document/42', { ownPage: true })).toBeNull();
    expect(pageTitleAt(pages, '/knowledge', { ownPage: true })).toBe('Knowledge Base');
    expect(pageTitleAt(pages, '/elsewhere')).toBeNull();
  });
});
