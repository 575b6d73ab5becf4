import { matchRoutes } from 'react-router-dom';
import { ADMINISTRATORS_PAGE, BROKER_PAGES, declarationProblems, type PageRegistry, pageTitleAt, registeredPage } from 'shared-ui';
import { remotesJsonEntry } from 'shared-ui/testing';
import { allAdminPages } from './config/admin-pages';
import { SETTINGS_PAGES } from './features/settings-pages/settings-pages';
import remote from './remote';

/** The registry behind each route that picks its page by a segment of the address, and that segment. */
const REGISTRY_ROUTES: Readonly<Record<string, { pages: PageRegistry; param: string }>> = {
  '/admin/settings/:page': { pages: SETTINGS_PAGES, param: 'page' },
};

/** Whether `path` opens a page of its own, rather than the "Page not found" of the rest of /admin. */
function opensOwnPage(path: string): boolean {
  const [match] = matchRoutes(remote.routes, path) ?? [];
  if (!match || match.route.path.endsWith('*')) return false;
  const registry = REGISTRY_ROUTES[match.route.path];
  return registry === undefined || registeredPage(registry.pages, match.params[registry.param] ?? '') !== undefined;
}

describe('the administration remote’s declarations', () => {
  it('are complete: every entry leads to one of its pages, every page and slot is one remotes.json routes to it', () => {
    expect(declarationProblems(remote, remotesJsonEntry('mfe_admin'))).toEqual([]);
  });
});

describe('the administration remote’s pages', () => {
  it('are for administrators, but for the broker directory, which account executives open too', () => {
    const access = Object.fromEntries(remote.routes.map((route) => [route.path, route.access]));
    for (const [path, declared] of Object.entries(access)) {
      expect([path, declared]).toEqual([path, path.startsWith('/ae-pipeline/') ? BROKER_PAGES : ADMINISTRATORS_PAGE]);
    }
    expect(Object.keys(access)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/tenants', '/ae-pipeline/users', '/ae-pipeline/orgs']),
    );
  });

  it('open a page of their own for every page of the admin menu', () => {
    const withoutPage = allAdminPages().filter((page) => !opensOwnPage(page.path));
    expect(withoutPage.map((page) => page.path)).toEqual([]);
  });

  it('say "Page not found" for an admin address no page answers', () => {
    expect(opensOwnPage('/admin/settings/payroll')).toBe(false);
    expect(opensOwnPage('/admin/reports')).toBe(false);
  });
});

describe('the administration remote’s page names', () => {
  it('names every admin page of the menu, a page of a shared route by its own name', () => {
    for (const page of allAdminPages()) expect([page.path, pageTitleAt(remote.routes, page.path)]).toEqual([page.path, expect.any(String)]);
    expect(pageTitleAt(remote.routes, '/admin/settings/branding')).toBe('Branding');
  });

  it('names the broker directory as the account executive’s menu does', () => {
    expect(pageTitleAt(remote.routes, '/ae-pipeline/users')).toBe('Broker Contacts');
    expect(pageTitleAt(remote.routes, '/ae-pipeline/orgs')).toBe('Broker Companies');
  });
});
