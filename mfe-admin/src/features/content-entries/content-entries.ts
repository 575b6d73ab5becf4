import type { ContentPageEntry, ContentPages } from 'shared-rules';
import { isBlank, URL_PATTERN } from 'shared-ui';

/** The two settings edited as menu entries: Resources (help pages) and Training (content pages). */
export type ContentEntriesKey = 'help-pages' | 'content-pages';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A sub-path suggested from a label: "Closing Checklist (2026)" -> "closing-checklist-2026". */
export function slugFromLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const newEntryId = (): string => `entry-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const newEntry = (order: number): ContentPageEntry => ({
  id: newEntryId(),
  label: '',
  subPath: '',
  link: '',
  body: '',
  active: true,
  order,
});

/** Sub-paths the portal's own pages take under each menu (the release notes are /resources/changelogs). */
export const RESERVED_SUB_PATHS: Record<ContentEntriesKey, readonly string[]> = {
  'help-pages': ['changelogs'],
  'content-pages': [],
};

/** Field problems of the entries, keyed by form path, in the words an administrator reads. */
export const validateEntries =
  (key: ContentEntriesKey) =>
  (values: ContentPages): Record<string, string> => {
    const errors: Record<string, string> = {};
    const subPaths = new Set<string>();
    values.entries.forEach((entry, index) => {
      const at = (field: keyof ContentPageEntry) => `entries.${index}.${field}`;
      if (isBlank(entry.label)) errors[at('label')] = 'Enter the label shown in the menu';
      const hasLink = !isBlank(entry.link);
      const hasBody = !isBlank(entry.body);
      if (hasLink && !URL_PATTERN.test(entry.link.trim())) errors[at('link')] = 'Enter an address starting with https://';
      if (hasLink && hasBody) errors[at('body')] = 'Use either a link or a body: clear one of them';
      if (!hasLink && !hasBody) errors[at('body')] = 'Enter a link to another site, or the body of the page';
      const subPath = entry.subPath.trim();
      if (subPath === '') {
        if (!hasLink) errors[at('subPath')] = 'Enter the sub-path the page opens at, such as closing-checklist';
      } else if (!SLUG_PATTERN.test(subPath)) {
        errors[at('subPath')] = 'Use lower-case letters, digits and single hyphens, such as closing-checklist';
      } else if (subPaths.has(subPath)) {
        errors[at('subPath')] = 'Another entry opens at this sub-path';
      } else if (RESERVED_SUB_PATHS[key].includes(subPath)) {
        errors[at('subPath')] = `The portal's own ${subPath} page opens at this sub-path; choose another`;
      }
      if (subPath !== '') subPaths.add(subPath);
    });
    return errors;
  };

/** The entries as saved: trimmed, and ordered as listed. */
export function savedEntries(values: ContentPages): ContentPages {
  return {
    entries: values.entries.map((entry, index) => ({
      ...entry,
      label: entry.label.trim(),
      subPath: entry.subPath.trim(),
      link: entry.link.trim(),
      body: entry.body.trim() === '' ? '' : entry.body,
      order: index,
    })),
  };
}
