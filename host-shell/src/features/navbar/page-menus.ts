import type { RemoteEntry } from 'shared-rules';
import { primaryNavItems, type RemoteModule, type Roles } from 'shared-ui';
import type { PrimaryMenu } from '../content-pages/content-menus';

/**
 * The pages the remotes put in the primary navigation, one dropdown per remote under its label
 * (remotes.json's order), each entry shown only to the users its page admits. A remote that has
 * not loaded yet, or offers this user nothing, has no dropdown.
 */
export function pageMenus(entries: readonly RemoteEntry[], modules: ReadonlyMap<string, RemoteModule>, roles: Roles): PrimaryMenu[] {
  return entries.flatMap((entry) => {
    const module = modules.get(entry.name);
    const items = module ? primaryNavItems(module, roles) : [];
    if (items.length === 0) return [];
    return [{ label: entry.label, links: items.map((item) => ({ label: item.label, to: item.to, external: false })) }];
  });
}
