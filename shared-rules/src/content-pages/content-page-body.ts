import type { ContentPageEntry } from '../api/setting-values';

/**
 * The Markdown a Resources or Training page shows under its header: the entry's body without a
 * first line that is only a heading repeating the label (the page header already shows it). The
 * page and the editor's preview both show this, so the preview is what readers read.
 */
export function contentPageBody(entry: Pick<ContentPageEntry, 'body' | 'label'>): string {
  const [first, ...rest] = entry.body.split('\n');
  return first.startsWith('#') && first.replace(/^#\s+/, '').trim() === entry.label.trim() ? rest.join('\n') : entry.body;
}
