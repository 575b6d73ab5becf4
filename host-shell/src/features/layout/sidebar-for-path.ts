import type { SlotName } from 'shared-ui';

/** Which sidebar frame a path gets: a remote's slot, one of the host's own, or none. */
export type SidebarChoice = { kind: 'slot'; slot: SlotName } | { kind: 'settings' } | { kind: 'changelogs' } | null;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Spec (app shell): /admin, /loan, /ae-pipeline, paths ending in /changelogs, /settings,
 * /training and /resource each get their own sidebar; other paths none. Checked in that order,
 * so /admin/changelogs keeps the admin menu and /resources/changelogs gets the changelog years.
 */
export function sidebarForPath(pathname: string): SidebarChoice {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (under(path, '/admin')) return { kind: 'slot', slot: 'admin-sidebar' };
  if (under(path, '/loan')) return { kind: 'slot', slot: 'loan-sidebar' };
  if (under(path, '/ae-pipeline')) return { kind: 'slot', slot: 'ae-sidebar' };
  if (path.endsWith('/changelogs')) return { kind: 'changelogs' };
  if (under(path, '/settings')) return { kind: 'settings' };
  if (under(path, '/training')) return { kind: 'slot', slot: 'training-sidebar' };
  if (path.startsWith('/resource')) return { kind: 'slot', slot: 'resources-sidebar' };
  return null;
}
