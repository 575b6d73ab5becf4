import type { ContentPageEntry } from 'shared-rules';
import { activeEntries, entryLink, type MenuLink } from 'shared-ui';

/** What the administrators' own menu entries are built from: the two settings and the flag that gates training pages. */
export interface SettingsMenuSources {
  helpPages: readonly ContentPageEntry[];
  contentPages: readonly ContentPageEntry[];
  newTrainingPages: boolean;
}

function linksOf(entries: readonly ContentPageEntry[], section: 'resources' | 'training'): MenuLink[] {
  return activeEntries(entries).flatMap((entry) => entryLink(entry, section) ?? []);
}

/**
 * Spec §2 Menus: Resources and Training start with the active help-page and content-page entries
 * (the latter while newTrainingPages is on); the help center declares the rest of both menus.
 */
export function settingsMenuLinks(sources: SettingsMenuSources): Record<string, MenuLink[]> {
  return {
    Resources: linksOf(sources.helpPages, 'resources'),
    Training: sources.newTrainingPages ? linksOf(sources.contentPages, 'training') : [],
  };
}
