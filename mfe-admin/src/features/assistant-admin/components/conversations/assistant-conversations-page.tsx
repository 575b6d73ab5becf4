import { ListFooter } from '../../../../components/list-footer';
import { Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader, problemMessage } from 'shared-ui';
import { pageCount } from '../../../../components/page-count';
import { useGetChatAdminConversationsQuery } from '../../api/get-chat-admin-conversations';
import { conversationCountLabel } from '../../state/assistant-labels';
import {
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
  if (list.isLoading) return <PageLoader label="Loading the conversations" />;
  if (list.isError || !list.data) {
    return <LoadErrorAlert title={CONVERSATIONS_LOAD_ERROR} message={problemMessage(list.error)} onRetry={() => void list.refetch()} />;
  }
  const { data: conversations, total, pageSize } = list.data;
  if (conversations.length === 0) {
    return view.search ? (
      <EmptyState title="No conversations match" description="Change the words searched for." />
    ) : (
      <EmptyState title="No conversations yet" description="Conversations appear here once users ask the assistant something." />
    );
  }
  const pages = pageCount(total, pageSize);
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      <ConversationsTable
        conversations={conversations}
        openAddress={(conversation) => ({
          search: `?${new URLSearchParams(conversationsViewParams({ ...view, openId: conversation.id }))}`,
        })}
      />
      <ListFooter
        countLabel={conversationCountLabel(total)}
        page={view.page}
        pages={pages}
        onPage={(page) => onViewChange({ ...view, page })}
        pagesLabel="Conversation pages"
      />
    </Stack>
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
