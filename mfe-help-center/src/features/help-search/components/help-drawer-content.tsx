import { Button, CloseButton, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { KNOWLEDGE_SEARCH_DEBOUNCE_MS } from 'shared-rules';
import { useFeatureFlag } from 'shared-ui';
import { HelpCenterContact } from '../../../components/help-center-contact';
import { useKnowledgeListUpdates } from '../../../hooks/use-knowledge-list-updates';
import { useRecordKnowledgeSearchClickMutation } from '../api/record-search-click';
import { type HelpListItem, type HelpListView, useSearchResults, useSuggestions } from '../hooks/use-help-documents';
import { emptyTextFor, helpSearchReducer, initialHelpSearchState, searchableQuery } from '../state/help-search-state';
import { pageTagsFor } from '../state/page-tags';
import { HelpDocumentList } from './help-document-list';

export interface HelpDrawerContentProps {
  onContactSupport: () => void;
  onBrowseKnowledge: () => void;
  /** Opens a document in the viewer. */
  onOpenDocument: (documentId: string) => void;
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The help drawer: a search box over the knowledge base, the documents suggested for the page the
 * user is on, and the ways to reach people. Typing searches after a 300 ms pause (a blank query
 * is never sent); opening a search result records the click for the search analytics.
 */
export function HelpDrawerContent({ onContactSupport, onBrowseKnowledge, onOpenDocument }: HelpDrawerContentProps) {
  const [state, dispatch] = useReducer(helpSearchReducer, initialHelpSearchState);
  const [debouncedQuery] = useDebouncedValue(state.query, KNOWLEDGE_SEARCH_DEBOUNCE_MS);
  const searchedQuery = searchableQuery(debouncedQuery);
  const waitingForDebounce = state.mode === 'search' && searchableQuery(state.query) !== searchedQuery;
  const knowledgeBase = useFeatureFlag('knowledgeBase');
  const location = useLocation();
  useKnowledgeListUpdates();

  const results = useSearchResults(state.mode === 'search' ? searchedQuery : null, state, dispatch);
  const suggestions = useSuggestions(pageTagsFor(location.pathname, location.search));
  const [recordClick] = useRecordKnowledgeSearchClickMutation();

  const inSearch = state.mode === 'search';
  const view: HelpListView = inSearch ? (waitingForDebounce ? { status: 'loading' } : results) : suggestions;
  const heading = inSearch ? 'Search results' : 'Suggested for you';

  const open = (item: HelpListItem) => {
    // Fire and forget: the analytics never hold up the reader.
    if (item.click) void recordClick(item.click);
    onOpenDocument(item.document._id);
  };

  return (
    <Stack gap="md" h="100%">
      <HelpCenterContact />
      <TextInput
        aria-label="Search help"
        placeholder="Search guides, policies and how-tos"
        leftSection={<SearchIcon />}
        value={state.query}
        onFocus={() => dispatch({ type: 'focused' })}
        onChange={(event) => dispatch({ type: 'typed', query: event.currentTarget.value })}
        rightSection={inSearch ? <CloseButton aria-label="Clear search" size="sm" onClick={() => dispatch({ type: 'cleared' })} /> : null}
      />

      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {heading}
      </Title>
      <HelpDocumentList
        view={view}
        label={heading}
        loadingLabel={inSearch ? 'Searching' : 'Loading suggestions'}
        empty={emptyTextFor(state, searchedQuery)}
        onOpen={open}
      />

      <Divider />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Can't find what you need?
        </Text>
        <Button variant="light" onClick={onContactSupport}>
          Contact Support
        </Button>
        {knowledgeBase && (
          <Button variant="subtle" onClick={onBrowseKnowledge}>
            Browse All Knowledge Base
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
