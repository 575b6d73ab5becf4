/**
 * The help drawer's search box: suggestion mode lists suggested documents, search mode lists the
 * results of the typed query. Focusing or typing enters search mode; the clear button leaves it,
 * empties the query and forgets the documents remembered for the search.
 */
export type HelpSearchMode = 'suggestion' | 'search';

export interface HelpSearchState {
  mode: HelpSearchMode;
  query: string;
  /** The result ids of the last search, in its order: the drawer hydrates them into documents. Cleared on leave. */
  rememberedDocumentIds: string[];
}

export type HelpSearchAction =
  | { type: 'focused' }
  | { type: 'typed'; query: string }
  | { type: 'cleared' }
  | { type: 'remembered'; documentIds: string[] };

export const initialHelpSearchState: HelpSearchState = { mode: 'suggestion', query: '', rememberedDocumentIds: [] };

export function helpSearchReducer(state: HelpSearchState, action: HelpSearchAction): HelpSearchState {
  switch (action.type) {
    case 'focused':
      return state.mode === 'search' ? state : { ...state, mode: 'search' };
    case 'typed':
      return { ...state, mode: 'search', query: action.query };
    case 'cleared':
      return initialHelpSearchState;
    case 'remembered':
      return { ...state, rememberedDocumentIds: action.documentIds };
  }
}

/** The query to send, or null when it is blank after trimming (blank queries are ignored). */
export function searchableQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : trimmed;
}

/** The empty-state texts of the drawer (spec texts). */
export const HELP_EMPTY_TEXTS = {
  noResults: { title: 'No results found', description: 'Try different keywords' },
  noDocumentation: { title: 'No documentation available', description: 'Try searching for specific topics' },
} as const;

/**
 * Which empty text the drawer shows when it has nothing to list: a search that ran for a real
 * query found nothing, otherwise there is no documentation to suggest.
 */
export function emptyTextFor(state: HelpSearchState, searchedQuery: string | null) {
  return state.mode === 'search' && searchedQuery !== null ? HELP_EMPTY_TEXTS.noResults : HELP_EMPTY_TEXTS.noDocumentation;
}
