import type { ChatAdminConversationListQuery } from 'shared-rules';

/** Rows per page of the conversations list. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * What the conversations page shows, as its address carries it (`?search=&page=&open=<id>`), so a
 * searched list or an open transcript can be linked, and closing a transcript returns to the same list.
 */
export interface ConversationsView {
  search: string;
  page: number;
  /** The conversation whose transcript is open beside the list. */
  openId: string | null;
}

/** Reads the view from the address; unknown values fall back to the whole list, page 1, nothing open. */
export function conversationsViewFromParams(params: URLSearchParams): ConversationsView {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    openId: params.get('open') || null,
  };
}

/** The address parameters of a view; defaults are left out, so the plain address is the whole list. */
export function conversationsViewParams(view: ConversationsView): Record<string, string> {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.openId ? { open: view.openId } : {}),
  };
}

/** The list request of a view: one page, narrowed by the words searched for. */
export function conversationsListQuery(view: ConversationsView): ChatAdminConversationListQuery {
  return { page: view.page, pageSize: CONVERSATIONS_PAGE_SIZE, ...(view.search ? { search: view.search } : {}) };
}
