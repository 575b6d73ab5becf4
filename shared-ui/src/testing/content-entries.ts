// Test-only: a Resources or Training entry of the help-pages and content-pages settings.
import type { ContentPageEntry } from 'shared-rules';

/** An active entry with a page of its own at `page`; override what the test is about. */
export const contentEntry = (overrides: Partial<ContentPageEntry> = {}): ContentPageEntry => ({
  id: 'e',
  label: 'Page',
  subPath: 'page',
  link: '',
  body: 'Body',
  active: true,
  order: 0,
  ...overrides,
});
