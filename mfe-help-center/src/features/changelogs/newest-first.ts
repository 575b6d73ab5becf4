import type { Changelog } from 'shared-rules';

/** Release notes newest first: by start date, then by last edit (the spec's modal order). */
export function newestFirst(changelogs: readonly Changelog[]): Changelog[] {
  return [...changelogs].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.updatedAt.localeCompare(a.updatedAt));
}
