import { linkTo } from 'shared-ui';

/** Documents listed per page of a topic on /knowledge. */
export const BROWSE_PAGE_SIZE = 12;

/** What /knowledge shows, from its query string: the picked topic (`?tag=`) and the page of its documents (`&page=`, 1-based). */
export interface BrowseSelection {
  tag: string | null;
  page: number;
}

export function browseSelectionOf(query: URLSearchParams): BrowseSelection {
  const tag = query.get('tag')?.trim() || null;
  const page = Number(query.get('page'));
  return { tag, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The /knowledge address showing `tag` at `page` (page 1 is left out of the address). */
export function browseLink({ tag, page }: BrowseSelection): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (tag && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${linkTo('knowledge')}?${search}` : linkTo('knowledge');
}
