import type { ContentPageEntry } from 'shared-rules';
import { linkTo } from 'shared-ui';
import { trainingPagesFor } from './training/training-pages';

export interface MenuLink {
  label: string;
  /** A portal path, or an external address when `external`. */
  to: string;
  /** Opens in a new tab (an entry with a link). */
  external: boolean;
}

/** A dropdown of the top bar's primary navigation: an area's pages, Resources or Training. */
export interface PrimaryMenu {
  label: string;
  links: MenuLink[];
}

export type ContentSection = 'resources' | 'training';

/** What the menus are built from: the two settings' entries and the flags that gate them. */
export interface PrimaryMenuSources {
  helpPages: readonly ContentPageEntry[];
  contentPages: readonly ContentPageEntry[];
  knowledgeBase: boolean;
  newTrainingPages: boolean;
  /** Administrators also get the shipped set-up guides. */
  isAdmin: boolean;
}

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

function linksOf(entries: readonly ContentPageEntry[], section: ContentSection): MenuLink[] {
  return activeEntries(entries).flatMap((entry) => entryLink(entry, section) ?? []);
}

const portalLink = (label: string, to: string): MenuLink => ({ label, to, external: false });

/** The portal's own training pages (shipped with it) this user may open, always listed. */
export function defaultTrainingLinks(isAdmin: boolean): MenuLink[] {
  return trainingPagesFor(isAdmin).map((page) => portalLink(page.title, linkTo('trainingPage', { pageSlug: page.slug })));
}

/**
 * Spec §2 Menus: Resources and Training are built from the active help-page and content-page
 * entries, with the defaults appended. The administrators' training pages need the
 * newTrainingPages flag; the Knowledge Base link needs knowledgeBase.
 */
export function buildPrimaryMenus(sources: PrimaryMenuSources): PrimaryMenu[] {
  const resources = [
    ...linksOf(sources.helpPages, 'resources'),
    portalLink('All Resources', linkTo('resources')),
    ...(sources.knowledgeBase ? [portalLink('Knowledge Base', linkTo('knowledge'))] : []),
    portalLink('Release Notes', linkTo('changelogs', {})),
  ];
  const training = [
    ...(sources.newTrainingPages ? linksOf(sources.contentPages, 'training') : []),
    ...defaultTrainingLinks(sources.isAdmin),
    portalLink('Training Center', linkTo('training')),
  ];
  return [
    { label: 'Resources', links: resources },
    { label: 'Training', links: training },
  ];
}
