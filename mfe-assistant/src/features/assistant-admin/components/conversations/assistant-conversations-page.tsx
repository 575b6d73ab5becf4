import { Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadErrorOf, PageHeader } from 'shared-ui';
import { useGetChatAdminConversationsQuery } from '../../api/get-chat-admin-conversations';
import { conversationCountLabel } from '../../state/assistant-labels';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationsView,
  conversationsListQuery,
  conversationsViewFromParams,
  conversationsViewParams,
} from '../../state/conversations-view';
import { ConversationsTable } from './conversations-table';
import { TranscriptDrawer } from './transcript-drawer';

export const CONVERSATIONS_LOAD_ERROR = 'The conversations could not be loaded';
/** How long typing pauses before the words are searched for. */
const SEARCH_DEBOUNCE_MS = 300;

function SearchField({ view, onChange }: { view: ConversationsView; onChange: (view: ConversationsView) => void }) {
  const [text, setText] = useState(view.search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Only a change of the typed words moves the list; the view's other changes must not re-send them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced words change
  useEffect(() => {
    if (debounced !== view.search) onChange({ ...view, search: debounced, page: 1 });
  }, [debounced]);
  return (
    <TextInput
      label="Search"
      description="Words of the title or the messages, or the owner's name or email"
      type="search"
      maxLength={200}
      maw={420}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

function ConversationsList({ view, onViewChange }: { view: ConversationsView; onViewChange: (view: ConversationsView) => void }) {
  const list = useGetChatAdminConversationsQuery(conversationsListQuery(view));
  return (
    <ConversationsTable
      conversations={list.data?.data}
      error={loadErrorOf(list, CONVERSATIONS_LOAD_ERROR)}
      fetching={list.isFetching}
      empty={
        view.search
          ? { title: 'No conversations match', description: 'Change the words searched for.' }
          : { title: 'No conversations yet', description: 'Conversations appear here once users ask the assistant something.' }
      }
      paging={{
        page: view.page,
        pageSize: list.data?.pageSize ?? CONVERSATIONS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onPageChange: (page) => onViewChange({ ...view, page }),
        label: 'Conversation pages',
        summary: ({ total }) => conversationCountLabel(total),
      }}
      openAddress={(conversation) => ({
        search: `?${new URLSearchParams(conversationsViewParams({ ...view, openId: conversation.id }))}`,
      })}
    />
  );
}

/**
 * /admin/ai/conversations: every user's conversations with the assistant, searched and paged on
 * the server, and one's whole transcript beside the list (`?open=<id>`) with each reply's tool
 * calls, citations, actions, provider and latency.
 */
export default function AssistantConversationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = conversationsViewFromParams(searchParams);
  const show = (next: ConversationsView, options: { replace?: boolean } = {}) => setSearchParams(conversationsViewParams(next), options);
  return (
    <>
      <PageHeader title="Conversations" description="What users asked the assistant, what it answered, and which tools it used." />
      <Stack gap="md">
        <SearchField view={view} onChange={(next) => show(next, { replace: true })} />
        <Paper withBorder radius="md" p="md" component="section" aria-label="Conversations list">
          <ConversationsList view={view} onViewChange={show} />
        </Paper>
      </Stack>
      <TranscriptDrawer conversationId={view.openId} onClose={() => show({ ...view, openId: null })} />
    </>
  );
}
