import { ActionIcon, Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHAT_CONVERSATIONS_PAGE_SIZE, type ChatConversationSummary, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, linkTo, loadErrorOf, PageHeader } from 'shared-ui';
import { useListChatConversationsQuery } from '../../../api/list-conversations';
import { HISTORY_SEARCH_DEBOUNCE_MS, historyQueryOf, lastPageOf, withHistoryQuery } from '../state/history-query';
import { DeleteConversationDialog, type ConversationRef } from './delete-conversation-dialog';

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const untitled = (conversation: ChatConversationSummary) => conversation.title || 'Untitled conversation';
const COLUMNS: DataTableColumn<ChatConversationSummary>[] = [
  {
    key: 'title',
    title: 'Conversation',
    render: (conversation) => (
      <Anchor component={Link} to={linkTo('chatConversation', { conversationId: conversation.id })} fw={600} size="sm">
        {untitled(conversation)}
      </Anchor>
    ),
  },
  {
    key: 'lastMessagePreview',
    title: 'Last message',
    render: (conversation) => (
      <Text size="sm" c="dimmed" lineClamp={2}>
        {conversation.lastMessagePreview}
      </Text>
    ),
  },
  { key: 'messageCount', title: 'Messages', align: 'right', render: (conversation) => conversation.messageCount },
  {
    key: 'updatedAt',
    title: 'Updated',
    noWrap: true,
    render: (conversation) => <time dateTime={conversation.updatedAt}>{formatInstantDateTime(conversation.updatedAt) ?? ''}</time>,
  },
];

/** /chat-history: the user's conversations, newest first, searchable and paged, each reopened or deleted from here. */
export function ConversationListPage() {
  const [params, setParams] = useSearchParams();
  const { search, page } = historyQueryOf(params);
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, HISTORY_SEARCH_DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<ConversationRef | null>(null);

  useEffect(() => {
    if (debounced.trim() !== search) setParams((current) => withHistoryQuery(current, { search: debounced }), { replace: true });
  }, [debounced, search, setParams]);

  const query = useListChatConversationsQuery({ page, pageSize: CHAT_CONVERSATIONS_PAGE_SIZE, ...(search ? { search } : {}) });
  const list = query.data;
  const lastPage = list ? lastPageOf(list.total, list.pageSize) : 1;

  // A page emptied by a delete (or an old address) shows the last page that has conversations.
  useEffect(() => {
    if (list && !query.isFetching && page > lastPage)
      setParams((current) => withHistoryQuery(current, { page: lastPage }), { replace: true });
  }, [list, query.isFetching, page, lastPage, setParams]);

  return (
    <>
      <PageHeader title="Chat History" description="Your past conversations with the assistant." />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            label="Search conversations"
            placeholder="Words from a question or an answer"
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maw={420}
          />
          <DataTable<ChatConversationSummary>
            label="Conversations"
            records={list?.data}
            rowKey={(conversation) => conversation.id}
            columns={COLUMNS}
            minWidth={640}
            error={loadErrorOf(query, 'Your conversations could not be loaded')}
            loadingLabel="Loading conversations"
            fetching={query.isFetching}
            empty={
              search
                ? { title: 'No conversations found', description: `No conversation matches “${search}”. Try different words.` }
                : {
                    title: 'No conversations yet',
                    description: 'Conversations with the assistant are kept here, so you can pick up where you left off.',
                  }
            }
            rowActions={{
              render: (conversation) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete conversation “${untitled(conversation)}”`}
                  onClick={() => setDeleting({ id: conversation.id, title: untitled(conversation) })}
                >
                  <TrashIcon />
                </ActionIcon>
              ),
            }}
            paging={{
              page,
              pageSize: list?.pageSize ?? CHAT_CONVERSATIONS_PAGE_SIZE,
              total: list?.total ?? 0,
              onPageChange: (next) => setParams((current) => withHistoryQuery(current, { page: next })),
              label: 'Pages of conversations',
              summary: ({ total }) => (total === 1 ? '1 conversation' : `${total} conversations`),
            }}
          />
        </Stack>
      </Paper>
      <DeleteConversationDialog conversation={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
