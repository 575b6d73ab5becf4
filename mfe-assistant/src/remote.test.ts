import {
  ADMINISTRATORS_PAGE,
  ANY_SIGNED_IN_USER,
  declarationProblems,
  type PageRegistry,
  pageTitleAt,
  registeredPage,
  routeForPath,
} from 'shared-ui';
import { remotesJsonEntry } from 'shared-ui/testing';
import { ASSISTANT_ADMIN_PAGES } from './features/assistant-admin/assistant-admin-pages';
import remote from './remote';

/** The registry behind each route that picks its page by a segment of the address, and that segment. */
const REGISTRY_ROUTES: Readonly<Record<string, { pages: PageRegistry; param: string }>> = {
  '/admin/ai': { pages: ASSISTANT_ADMIN_PAGES, param: 'section' },
  '/admin/ai/:section': { pages: ASSISTANT_ADMIN_PAGES, param: 'section' },
};

/** Whether `path` opens a page of its own, rather than the "Page not found" of the rest of /admin. */
function opensOwnPage(path: string): boolean {
  const match = routeForPath(remote.routes, path);
  if (!match || match.route.path.endsWith('*')) return false;
  const registry = REGISTRY_ROUTES[match.route.path];
  return registry === undefined || registeredPage(registry.pages, match.params[registry.param] ?? '') !== undefined;
}

const adminPages = () => (remote.adminSections ?? []).flatMap((section) => section.pages);

describe('the assistant remote’s declarations', () => {
  it('are complete: every entry leads to one of its pages, every page and slot is one remotes.json routes to it', () => {
    expect(declarationProblems(remote, remotesJsonEntry('mfe_assistant'))).toEqual([]);
  });
});

describe('the assistant remote’s pages', () => {
  it('are for administrators, but for the chat history, which every signed-in user opens', () => {
    const access = Object.fromEntries(remote.routes.map((route) => [route.path, route.access]));
    for (const [path, declared] of Object.entries(access)) {
      expect([path, declared]).toEqual([path, path.startsWith('/chat-history') ? ANY_SIGNED_IN_USER : ADMINISTRATORS_PAGE]);
    }
    expect(Object.keys(access)).toEqual(expect.arrayContaining(['/chat-history/*', '/admin/ai', '/admin/ai/:section']));
  });

  it('open a page of their own for every page of the admin menu', () => {
    expect(adminPages().length).toBeGreaterThan(0);
    const withoutPage = adminPages().filter((page) => !opensOwnPage(page.path));
    expect(withoutPage.map((page) => page.path)).toEqual([]);
  });

  it('say "Page not found" for an assistant admin address no page answers', () => {
    expect(opensOwnPage('/admin/ai/models')).toBe(false);
  });
});

describe('the assistant remote’s page names', () => {
  it('names every admin page of the menu, a page of a shared route by its own name', () => {
    for (const page of adminPages()) expect([page.path, pageTitleAt(remote.routes, page.path)]).toEqual([page.path, expect.any(String)]);
    expect(pageTitleAt(remote.routes, '/admin/ai')).toBe('AI Assistant');
    expect(pageTitleAt(remote.routes, '/admin/ai/test-cases')).toBe('Test Cases');
    expect(pageTitleAt(remote.routes, '/admin/ai/models')).toBeNull();
  });
});
