import type { SidebarSlotName } from '../remote/remote-module';
import { pathHasPrefix } from '../remote/resolve-remote';

/** Which sidebar frame a path gets: a remote's slot, one of the host's own, or none (the host and harnesses share it). */
export type SidebarChoice = { kind: 'slot'; slot: SidebarSlotName } | { kind: 'settings' } | { kind: 'changelogs' } | null;

/**
 * Spec (app shell): /admin, /loan, /ae-pipeline, paths ending in /changelogs, /settings,
 * /training and /resource each get their own sidebar; other paths none. Checked in that order,
 * so /admin/changelogs keeps the admin menu and /resources/changelogs gets the changelog years.
 */
export function sidebarForPath(pathname: string): SidebarChoice {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pathHasPrefix(path, '/admin')) return { kind: 'slot', slot: 'admin-sidebar' };
  if (pathHasPrefix(path, '/loan')) return { kind: 'slot', slot: 'loan-sidebar' };
  if (pathHasPrefix(path, '/ae-pipeline')) return { kind: 'slot', slot: 'ae-sidebar' };
  if (path.endsWith('/changelogs')) return { kind: 'changelogs' };
  if (pathHasPrefix(path, '/settings')) return { kind: 'settings' };
  if (pathHasPrefix(path, '/training')) return { kind: 'slot', slot: 'training-sidebar' };
  if (path.startsWith('/resource')) return { kind: 'slot', slot: 'resources-sidebar' };
  return null;
}
