import type { ContentPageEntry } from 'shared-rules';
import { linkTo } from '../routes/portal-routes';

/** An entry of a Resources or Training list: the top bar's dropdowns, the side menus and the section pages' cards. */
export interface MenuLink {
  label: string;
  /** A portal path, or an external address when `external`. */
  to: string;
  /** Opens in a new tab (an entry with a link). */
  external: boolean;
}

/** The section an administrator's entry belongs to: `help-pages` fill Resources, `content-pages` Training. */
export type ContentSection = 'resources' | 'training';

/** The active entries of a section in their administrator's order (then by label). */
export function activeEntries(entries: readonly ContentPageEntry[]): ContentPageEntry[] {
  return entries.filter((entry) => entry.active).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** Where an entry leads: its link (new tab) or its page under the section; null when it has neither. */
export function entryLink(entry: ContentPageEntry, section: ContentSection): MenuLink | null {
  if (entry.link) return { label: entry.label, to: entry.link, external: true };
  if (!entry.subPath) return null;
  const to =
    section === 'resources' ? linkTo('resourcesPage', { pageSlug: entry.subPath }) : linkTo('trainingPage', { pageSlug: entry.subPath });
  return { label: entry.label, to, external: false };
}
