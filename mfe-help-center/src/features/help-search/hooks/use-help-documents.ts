import { skipToken } from '@reduxjs/toolkit/query';
import { type Dispatch, useEffect, useMemo } from 'react';
import {
  KNOWLEDGE_HYDRATE_PAGE_SIZE,
  KNOWLEDGE_SUGGESTION_PAGE_SIZE,
  type KnowledgeDocumentSummary,
  type KnowledgeSearchClick,
} from 'shared-rules';
import { problemMessage } from 'shared-ui';
import { useListKnowledgeDocumentsQuery } from '../../../api/list-knowledge-documents';
import { useSearchKnowledgeQuery } from '../api/search-knowledge';
import type { HelpSearchAction, HelpSearchState } from '../state/help-search-state';

/** A document the drawer lists; search results carry their score, snippet and the click to record. */
export interface HelpListItem {
  document: KnowledgeDocumentSummary;
  score?: number;
  snippet?: string;
  click?: KnowledgeSearchClick;
}

export type HelpListView =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; items: HelpListItem[] };

const LOADING: HelpListView = { status: 'loading' };

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Search mode: the query is searched (top 20), its result ids are remembered, and the remembered
 * ids are hydrated into documents (one page of 20, published only), listed in search order. A
 * result the hydration no longer returns (unpublished since it was indexed) is left out.
 */
export function useSearchResults(searchedQuery: string | null, state: HelpSearchState, dispatch: Dispatch<HelpSearchAction>): HelpListView {
  const search = useSearchKnowledgeQuery(searchedQuery ?? skipToken);
  const answer = search.currentData;
  const answerIds = useMemo(() => answer?.results.map((result) => result.documentId) ?? [], [answer]);
  const remembered = state.rememberedDocumentIds;

  useEffect(() => {
    if (answer && !sameIds(answerIds, remembered)) dispatch({ type: 'remembered', documentIds: answerIds });
  }, [answer, answerIds, remembered, dispatch]);

  const hydrate = useListKnowledgeDocumentsQuery(
    remembered.length > 0 ? { documentIds: remembered, page: 1, pageSize: KNOWLEDGE_HYDRATE_PAGE_SIZE } : skipToken,
  );

  if (searchedQuery === null) return { status: 'ready', items: [] };
  if (search.isError) return { status: 'error', message: problemMessage(search.error), retry: () => void search.refetch() };
  if (!answer || !sameIds(answerIds, remembered)) return LOADING;
  if (remembered.length === 0) return { status: 'ready', items: [] };
  if (hydrate.isError) return { status: 'error', message: problemMessage(hydrate.error), retry: () => void hydrate.refetch() };
  if (!hydrate.currentData) return LOADING;

  const byId = new Map(hydrate.currentData.data.map((document) => [document._id, document]));
  const items = answer.results.flatMap((result, index): HelpListItem[] => {
    const document = byId.get(result.documentId);
    if (!document) return [];
    const click = { searchId: answer.searchId, documentId: result.documentId, position: index + 1 };
    return [{ document, score: result.score, snippet: result.snippet, click }];
  });
  return { status: 'ready', items };
}

/**
 * Suggestion mode: the 8 published documents of the page's tags with the highest priority; when
 * the page has no tags or none of its tags has a document, the 8 most recently updated instead.
 */
export function useSuggestions(tags: readonly string[]): HelpListView {
  const tagged = useListKnowledgeDocumentsQuery(
    tags.length > 0 ? { tags, sort: 'priority', order: 'desc', page: 1, pageSize: KNOWLEDGE_SUGGESTION_PAGE_SIZE } : skipToken,
  );
  const needsFallback = tags.length === 0 || tagged.currentData?.data.length === 0;
  const recent = useListKnowledgeDocumentsQuery(
    needsFallback ? { sort: 'updatedAt', order: 'desc', page: 1, pageSize: KNOWLEDGE_SUGGESTION_PAGE_SIZE } : skipToken,
  );

  if (tags.length > 0 && !needsFallback) {
    if (tagged.isError) return { status: 'error', message: problemMessage(tagged.error), retry: () => void tagged.refetch() };
    if (!tagged.currentData) return LOADING;
    return { status: 'ready', items: tagged.currentData.data.map((document) => ({ document })) };
  }
  if (recent.isError) return { status: 'error', message: problemMessage(recent.error), retry: () => void recent.refetch() };
  if (!recent.currentData) return LOADING;
  return { status: 'ready', items: recent.currentData.data.map((document) => ({ document })) };
}
