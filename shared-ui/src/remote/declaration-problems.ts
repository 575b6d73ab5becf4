import type { RemoteEntry } from 'shared-rules';
import { routeForPath } from './page-routes';
import type { RemoteModule } from './remote-module';
import { pathHasPrefix } from './resolve-remote';

/**
 * What is wrong with a remote's declarations, one line each (empty when they are complete):
 * every entry, sidebar item and admin page leads to one of its own pages; every sidebar slot is
 * one it fills; and, against its remotes.json entry, every page lies under a prefix the host routes
 * to it and every slot it fills is one the host asks it for. Each remote's own test asserts none.
 */
export function declarationProblems(module: RemoteModule, entry: Pick<RemoteEntry, 'name' | 'routes' | 'slots'>): string[] {
  const problems: string[] = [];
  const leadsToPage = (to: string, what: string) => {
    if (!routeForPath(module.routes, to)) problems.push(`${what} ${to} leads to no page of ${module.id}`);
  };
  if (module.id !== entry.name) problems.push(`the module is ${module.id}, remotes.json names it ${entry.name}`);
  for (const route of module.routes) {
    if (!entry.routes.some((prefix) => pathHasPrefix(route.path, prefix))) {
      problems.push(`the page ${route.path} lies under no prefix remotes.json gives ${entry.name}`);
    }
  }
  for (const item of module.navItems ?? []) leadsToPage(item.to, 'the navigation entry');
  for (const section of module.sidebarSections ?? []) {
    if ('slot' in section) {
      if (!module.slots?.[section.slot])
        problems.push(`the sidebar of ${section.prefix} names the slot ${section.slot}, which ${module.id} does not fill`);
    } else {
      for (const item of section.items) leadsToPage(item.to, `the sidebar entry of ${section.prefix}`);
    }
  }
  for (const section of module.adminSections ?? []) {
    for (const page of section.pages) leadsToPage(page.path, `the admin page ${page.label} at`);
  }
  for (const area of module.areas ?? []) {
    if (!entry.routes.includes(area.prefix)) problems.push(`the area ${area.prefix} is no prefix remotes.json gives ${entry.name}`);
    leadsToPage(area.home, `the home of the area ${area.label}`);
  }
  for (const slot of Object.keys(module.slots ?? {})) {
    if (!entry.slots.includes(slot)) problems.push(`the slot ${slot} is not one remotes.json asks ${entry.name} for`);
  }
  return problems;
}
