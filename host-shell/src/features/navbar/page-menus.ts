import { type ComposedMenu, listsNavItem, type MenuLink, type NavAudience } from 'shared-ui';

/** A dropdown of the top bar's primary navigation. */
export interface PrimaryMenu {
  label: string;
  links: MenuLink[];
}

/**
 * The top bar's dropdowns as the remotes declare them (a remote's pages under its label, or
 * under the menu they name: Resources, Training), each entry shown only to the users it is for.
 * `leading` puts the administrators' own entries (from settings) first in the menu of that name;
 * such a menu stays even while no remote that declares it has loaded. A menu with nothing to
 * offer this user is left out.
 */
export function pageMenus(
  menus: readonly ComposedMenu[],
  audience: NavAudience,
  leading: Readonly<Record<string, readonly MenuLink[]>> = {},
): PrimaryMenu[] {
  const composed = menus.map((menu) => ({
    label: menu.label,
    links: [
      ...(leading[menu.label] ?? []),
      ...menu.items
        .filter((declared) => listsNavItem(declared, audience))
        .map(({ item }) => ({ label: item.label, to: item.to, external: false })),
    ],
  }));
  const undeclared = Object.entries(leading)
    .filter(([label]) => !menus.some((menu) => menu.label === label))
    .map(([label, links]) => ({ label, links: [...links] }));
  return [...composed, ...undeclared].filter((menu) => menu.links.length > 0);
}
