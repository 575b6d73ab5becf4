import type { LoanDocumentFolder } from 'shared-rules';

/** The select value standing for "no folder" (services take `documentId: null` / no `documentId`). */
export const UNCATEGORIZED = 'uncategorized';

/** Where a file can be filed: "Uncategorized" first, then the loan's folders by title. */
export function folderOptions(folders: Pick<LoanDocumentFolder, 'id' | 'title'>[]): Array<{ value: string; label: string }> {
  const sorted = [...folders].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  return [{ value: UNCATEGORIZED, label: 'Uncategorized' }, ...sorted.map((folder) => ({ value: folder.id, label: folder.title }))];
}
