import type { FeatureFlag } from 'shared-rules';
import type { Roles } from '../auth/roles';
import { mayOpenPage } from './page-access';
import { routeForPath } from './page-routes';
import type { RemoteAdminSection, RemoteModule, RemoteNavItem, RemoteRoute, RemoteSidebarSection } from './remote-module';
import { pathHasPrefix } from './resolve-remote';

/** A remote's module with its name and label from remotes.json, in the file's order. */
export interface DeclaringRemote {
  name: string;
  label: string;
  module: RemoteModule;
}

/** An entry a remote declared, with the routes that decide who may open its page. */
export interface DeclaredNavItem {
  remote: string;
  item: RemoteNavItem;
  routes: readonly RemoteRoute[];
}

/** A dropdown of the top bar: its entries from every remote that declared one for it. */
export interface ComposedMenu {
  label: string;
  items: DeclaredNavItem[];
}

export type ComposedSidebarSection = { remote: string; prefix: string; order: number } & (
  | { kind: 'links'; heading?: string; items: DeclaredNavItem[] }
  | { kind: 'slot'; slot: Extract<RemoteSidebarSection, { slot: unknown }>['slot'] }
);

export interface ComposedAdminSection {
  remote: string;
  section: RemoteAdminSection;
  routes: readonly RemoteRoute[];
}

/** A declaration refused because an earlier remote of remotes.json already owns what it names. */
export interface DeclarationConflict {
  remote: string;
  owner: string;
  what: 'route' | 'navigation entry' | 'sidebar entry' | 'admin group' | 'admin page';
  key: string;
}

/** The portal's navigation as the loaded remotes declare it. */
export interface PortalNavigation {
  menus: ComposedMenu[];
  sidebarSections: ComposedSidebarSection[];
  adminSections: ComposedAdminSection[];
  conflicts: DeclarationConflict[];
}

/** The one message a refused declaration is logged with. */
export function conflictMessage(conflict: DeclarationConflict): string {
  return `${conflict.remote} declares the ${conflict.what} ${conflict.key}, which ${conflict.owner} already owns: the declaration was refused.`;
}

/** First claim wins: remembers who owns each key and reports the later claims. */
function claims(conflicts: DeclarationConflict[]) {
  const owners = new Map<string, string>();
  return (remote: string, what: DeclarationConflict['what'], key: string): boolean => {
    const owner = owners.get(`${what} ${key}`);
    if (owner !== undefined && owner !== remote) {
      conflicts.push({ remote, owner, what, key });
      return false;
    }
    owners.set(`${what} ${key}`, remote);
    return true;
  };
}

/**
 * Composes what the remotes declare (in remotes.json's order, those that loaded): the top bar's
 * dropdowns (a remote's primary entries under its label, or under the `menu` they name), the
 * sidebar sections and the admin groups. A route, entry, group or admin page an earlier remote
 * already declared is refused and reported; the earlier remote keeps it.
 */
export function composeNavigation(remotes: readonly DeclaringRemote[]): PortalNavigation {
  const conflicts: DeclarationConflict[] = [];
  const claim = claims(conflicts);
  const menus: ComposedMenu[] = [];
  const sidebarSections: ComposedSidebarSection[] = [];
  const adminSections: ComposedAdminSection[] = [];
  const menuNamed = (label: string): ComposedMenu => {
    let menu = menus.find((candidate) => candidate.label === label);
    if (!menu) {
      menu = { label, items: [] };
      menus.push(menu);
    }
    return menu;
  };

  for (const { name, label, module } of remotes) {
    const routes = module.routes.filter((route) => claim(name, 'route', route.path));
    for (const item of module.navItems ?? []) {
      if (item.primary !== true) continue;
      const menu = item.menu ?? label;
      if (claim(name, 'navigation entry', `${menu} › ${item.to}`)) menuNamed(menu).items.push({ remote: name, item, routes });
    }
    for (const section of module.sidebarSections ?? []) {
      const { prefix, order } = section;
      if ('slot' in section) {
        if (claim(name, 'sidebar entry', `${prefix} › ${section.slot}`))
          sidebarSections.push({ remote: name, prefix, order, kind: 'slot', slot: section.slot });
        continue;
      }
      const items = section.items
        .filter((item) => claim(name, 'sidebar entry', `${prefix} › ${item.to}`))
        .map((item) => ({ remote: name, item, routes }));
      sidebarSections.push({ remote: name, prefix, order, kind: 'links', heading: section.heading, items });
    }
    for (const section of module.adminSections ?? []) {
      if (!claim(name, 'admin group', section.group)) continue;
      const pages = section.pages.filter((page) => claim(name, 'admin page', page.path));
      adminSections.push({ remote: name, section: { ...section, pages }, routes });
    }
  }
  adminSections.sort((a, b) => a.section.order - b.section.order);
  return { menus: menus.filter((menu) => menu.items.length > 0), sidebarSections, adminSections, conflicts };
}

/** What decides whether an entry is listed for the user reading the menu. */
export interface NavAudience {
  roles: Roles;
  flagOn: (flag: FeatureFlag) => boolean;
}

/** Whether an entry is listed: its page opens for the reader, its flag is on, and its own narrower access admits them. */
export function listsNavItem({ item, routes }: Pick<DeclaredNavItem, 'item' | 'routes'>, { roles, flagOn }: NavAudience): boolean {
  const match = routeForPath(routes, item.to);
  if (!match || !mayOpenPage(match.route.access, roles)) return false;
  if (item.access && !mayOpenPage(item.access, roles)) return false;
  return item.flag === undefined || flagOn(item.flag);
}

/** The admin groups with the pages the reader may open, empty groups left out. */
export function adminSectionsFor(sections: readonly ComposedAdminSection[], roles: Roles): RemoteAdminSection[] {
  return sections.flatMap(({ section, routes }) => {
    const pages = section.pages.filter((page) => {
      const match = routeForPath(routes, page.path);
      return match !== null && mayOpenPage(match.route.access, roles);
    });
    return pages.length > 0 ? [{ ...section, pages }] : [];
  });
}

/**
 * The sidebar of a path: the sections declared at the longest prefix it lies under, in their
 * order (`/admin/changelogs` keeps the admin menu; `/resources/changelogs` gets the release
 * notes'), or none.
 */
export function sidebarSectionsFor<S extends { prefix: string; order: number }>(sections: readonly S[], pathname: string): S[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prefixes = sections.map((section) => section.prefix).filter((prefix) => pathHasPrefix(path, prefix));
  if (prefixes.length === 0) return [];
  const longest = prefixes.reduce((best, prefix) => (prefix.length > best.length ? prefix : best));
  return sections.filter((section) => section.prefix === longest).sort((a, b) => a.order - b.order);
}

/** What the admin page at `path` is called in the admin menu (its label), or null when none of `sections` lists it. */
export function adminPageLabel(sections: readonly RemoteAdminSection[], path: string): string | null {
  for (const section of sections) {
    const page = section.pages.find((candidate) => candidate.path === path);
    if (page) return page.label;
  }
  return null;
}
