import { ADMINISTRATORS_PAGE, declarationProblems, type PageRegistry, pageTitleAt, registeredPage, routeForPath } from 'shared-ui';
import { remotesJsonEntry } from 'shared-ui/testing';
import { KNOWLEDGE_ADMIN_PAGES } from './features/knowledge-admin/knowledge-admin-pages';
import remote from './remote';

/** The registry behind each route that picks its page by a segment of the address, and that segment. */
const REGISTRY_ROUTES: Readonly<Record<string, { pages: PageRegistry; param: string }>> = {
  '/admin/knowledge/:section': { pages: KNOWLEDGE_ADMIN_PAGES, param: 'section' },
};

/** Whether `path` opens a page of its own, rather than the "Page not found" of the rest of /admin. */
function opensOwnPage(path: string): boolean {
  const match = routeForPath(remote.routes, path);
  if (!match) return false;
  const registry = REGISTRY_ROUTES[match.route.path];
  return registry === undefined || registeredPage(registry.pages, match.params[registry.param] ?? '') !== undefined;
}

const adminPages = (remote.adminSections ?? []).flatMap((section) => section.pages);

describe('the help center remote’s admin pages', () => {
  it('declare the Knowledge group of the admin menu', () => {
    expect((remote.adminSections ?? []).map((section) => section.group)).toEqual(['Knowledge']);
    expect(adminPages.map((page) => page.path)).toEqual([
      '/admin/knowledge/documents',
      '/admin/knowledge/pages',
      '/admin/knowledge/analytics',
      '/admin/knowledge/taxonomy',
    ]);
  });

  it('open a page of their own for every page of the admin menu, for administrators', () => {
    const withoutPage = adminPages.filter((page) => !opensOwnPage(page.path));
    expect(withoutPage.map((page) => page.path)).toEqual([]);
    for (const page of adminPages) {
      const access = routeForPath(remote.routes, page.path)?.route.access;
      expect([page.path, access]).toEqual([page.path, ADMINISTRATORS_PAGE]);
    }
  });

  it('list every knowledge administration page in the admin menu', () => {
    const listed = adminPages.map((page) => page.path);
    for (const section of Object.keys(KNOWLEDGE_ADMIN_PAGES)) expect(listed).toContain(`/admin/knowledge/${section}`);
  });

  it('say "Page not found" for a knowledge section no page answers', () => {
    expect(opensOwnPage('/admin/knowledge/nope')).toBe(false);
    expect(pageTitleAt(remote.routes, '/admin/knowledge/nope')).toBeNull();
  });
});

describe('the help center remote’s admin page names', () => {
  it('name every admin page of the menu by its menu label', () => {
    for (const page of adminPages) expect([page.path, pageTitleAt(remote.routes, page.path)]).toEqual([page.path, page.label]);
    expect(pageTitleAt(remote.routes, '/admin/knowledge/taxonomy')).toBe('Taxonomy');
  });
});

const primaryItems = (remote.navItems ?? []).filter((item) => item.primary === true);

describe('the help center remote’s menus and slots', () => {
  it('are complete: every entry leads to one of its pages, every page, slot and area is one remotes.json routes to it', () => {
    expect(declarationProblems(remote, remotesJsonEntry('mfe_help_center'))).toEqual([]);
  });

  it('list the portal’s own Resources and Training entries in the order the menus have them', () => {
    expect(primaryItems.map((item) => `${item.menu} › ${item.label} ${item.to}`)).toEqual([
      'Resources › All Resources /resources',
      'Resources › Knowledge Base /knowledge',
      'Resources › Release Notes /resources/changelogs',
      'Training › Getting started with the portal /training/getting-started',
      'Training › Submitting a loan with a MISMO file /training/submitting-a-loan',
      'Training › Clearing conditions /training/clearing-conditions',
      'Training › Setting up the portal /training/setting-up-the-portal',
      'Training › Managing menus, pages and release notes /training/managing-content',
      'Training › Training Center /training',
    ]);
    expect(primaryItems.filter((item) => item.flag !== undefined).map((item) => [item.to, item.flag])).toEqual([
      ['/knowledge', 'knowledgeBase'],
    ]);
    // The set-up guides open for everyone who has their address, but only administrators find them in the menu.
    expect(primaryItems.filter((item) => item.access === ADMINISTRATORS_PAGE).map((item) => item.to)).toEqual([
      '/training/setting-up-the-portal',
      '/training/managing-content',
    ]);
  });

  it('draw the sidebars of Training, Resources and the release notes, and add the admin training below the admin menu', () => {
    expect((remote.sidebarSections ?? []).map((section) => [section.prefix, 'slot' in section ? section.slot : null])).toEqual([
      ['/training', 'training-sidebar'],
      ['/resources', 'resources-sidebar'],
      ['/resources/changelogs', 'changelogs-sidebar'],
      ['/admin', 'admin-sidebar-footer'],
    ]);
  });

  it('name the Resources, Release Notes and Training Center pages as the breadcrumbs do', () => {
    expect(remote.areas?.map((area) => area.label)).toEqual(['Resources', 'Training']);
    expect(pageTitleAt(remote.routes, '/resources', { ownPage: true })).toBe('Resources');
    expect(pageTitleAt(remote.routes, '/resources/changelogs', { ownPage: true })).toBe('Release Notes');
    expect(pageTitleAt(remote.routes, '/training', { ownPage: true })).toBe('Training Center');
    // A content page names itself once it opens (useCrumbLabel): its address is no page of its own before that.
    expect(pageTitleAt(remote.routes, '/resources/rate-sheets', { ownPage: true })).toBeNull();
    expect(pageTitleAt(remote.routes, '/training/getting-started', { ownPage: true })).toBeNull();
  });
});
