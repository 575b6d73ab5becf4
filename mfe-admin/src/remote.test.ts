import { ADMINISTRATORS_PAGE, BROKER_PAGES, pageTitleAt } from 'shared-ui';
import { allAdminPages } from './config/admin-pages';
import remote from './remote';

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
});

describe('the administration remote’s page names', () => {
  it('names every admin page of the menu, a page of a shared route by its own name', () => {
    for (const page of allAdminPages()) expect([page.path, pageTitleAt(remote.routes, page.path)]).toEqual([page.path, expect.any(String)]);
    expect(pageTitleAt(remote.routes, '/admin/settings/branding')).toBe('Branding');
    expect(pageTitleAt(remote.routes, '/admin/knowledge/taxonomy')).toBe('Taxonomy');
    expect(pageTitleAt(remote.routes, '/admin/ai')).toBe('AI Assistant');
    expect(pageTitleAt(remote.routes, '/admin/ai/test-cases')).toBe('Test Cases');
  });

  it('names the broker directory as the account executive’s menu does', () => {
    expect(pageTitleAt(remote.routes, '/ae-pipeline/users')).toBe('Broker Contacts');
    expect(pageTitleAt(remote.routes, '/ae-pipeline/orgs')).toBe('Broker Companies');
  });
});
