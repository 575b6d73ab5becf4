import type { LoanDocumentFolder } from 'shared-rules';

/** The select value standing for "no folder" (services take `documentId: null` / no `documentId`). */
export const UNCATEGORIZED = 'uncategorized';

/** Where a file can be filed: "Uncategorized" first, then the loan's folders by title. */
export function folderOptions(folders: Pick<LoanDocumentFolder, 'id' | 'title'>[]): Array<{ value: string; label: string }> {
  const sorted = [...folders].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  return [{ value: UNCATEGORIZED, label: 'Uncategorized' }, ...sorted.map((folder) => ({ value: folder.id, label: folder.title }))];
}

/** The loan's folder with this title (compared trimmed and without case), or null. */
export function folderTitled<F extends Pick<LoanDocumentFolder, 'title'>>(folders: F[], title: string): F | null {
  const wanted = title.trim().toLowerCase();
  return folders.find((folder) => folder.title.trim().toLowerCase() === wanted) ?? null;
}
