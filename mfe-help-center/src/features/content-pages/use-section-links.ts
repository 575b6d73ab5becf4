import type { ContentPageEntry } from 'shared-rules';
import { type ContentSection, activeEntries, entryLink, type MenuLink, mayOpenPage, useRoles, useSetting } from 'shared-ui';
import { CONTENT_MENU_ITEMS, type ContentMenu } from './content-menu-items';

function linksOf(entries: readonly ContentPageEntry[], section: ContentSection): MenuLink[] {
  return activeEntries(entries).flatMap((entry) => entryLink(entry, section) ?? []);
}

/**
 * The entries of a section's side menu, the same as the top bar's dropdown of that name: the
 * administrators' active entries (their training pages only while newTrainingPages is on), then
 * the portal's own that the reader may see. Every page those open admits any signed-in user, so
 * an entry's flag and its own access are all that decide (live on every save of the settings).
 */
export function useSectionLinks(menu: ContentMenu): MenuLink[] {
  const helpPages = useSetting('help-pages').value.entries;
  const contentPages = useSetting('content-pages').value.entries;
  const flags = useSetting('feature-flags').value;
  const roles = useRoles();
  const administratorsLinks =
    menu === 'Resources' ? linksOf(helpPages, 'resources') : flags.newTrainingPages ? linksOf(contentPages, 'training') : [];
  const portalLinks = CONTENT_MENU_ITEMS.filter(
    (item) =>
      item.menu === menu && (item.flag === undefined || flags[item.flag]) && (item.access === undefined || mayOpenPage(item.access, roles)),
  ).map((item): MenuLink => ({ label: item.label, to: item.to, external: false }));
  return [...administratorsLinks, ...portalLinks];
}
