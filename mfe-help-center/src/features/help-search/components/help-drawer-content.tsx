import { Button, CloseButton, Divider, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useReducer } from 'react';
import { EmptyState, useFeatureFlag } from 'shared-ui';
import { emptyTextFor, helpSearchReducer, initialHelpSearchState, searchableQuery } from '../state/help-search-state';

/** The search debounce (spec: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface HelpDrawerContentProps {
  onContactSupport: () => void;
  onBrowseKnowledge: () => void;
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
 * The help drawer: a search box over the knowledge base, suggestions, and the ways to reach
 * people. The knowledge base has no documents in the portal yet, so both lists are empty and the
 * drawer says so with the spec's texts.
 */
export function HelpDrawerContent({ onContactSupport, onBrowseKnowledge }: HelpDrawerContentProps) {
  const [state, dispatch] = useReducer(helpSearchReducer, initialHelpSearchState);
  const [debouncedQuery] = useDebouncedValue(state.query, SEARCH_DEBOUNCE_MS);
  const searchedQuery = searchableQuery(debouncedQuery);
  const waitingForDebounce = state.mode === 'search' && searchableQuery(state.query) !== searchedQuery;
  const empty = emptyTextFor(state, searchedQuery);
  const knowledgeBase = useFeatureFlag('knowledgeBase');

  return (
    <Stack gap="md" h="100%">
      <TextInput
        aria-label="Search help"
        placeholder="Search guides, policies and how-tos"
        leftSection={<SearchIcon />}
        value={state.query}
        onFocus={() => dispatch({ type: 'focused' })}
        onChange={(event) => dispatch({ type: 'typed', query: event.currentTarget.value })}
        rightSection={
          state.mode === 'search' ? <CloseButton aria-label="Clear search" size="sm" onClick={() => dispatch({ type: 'cleared' })} /> : null
        }
      />

      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {state.mode === 'search' ? 'Search results' : 'Suggested for you'}
      </Title>
      {waitingForDebounce ? (
        <Loader size="sm" mx="auto" aria-label="Searching" />
      ) : (
        <EmptyState title={empty.title} description={empty.description} />
      )}

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
