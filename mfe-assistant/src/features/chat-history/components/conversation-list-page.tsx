import { ActionIcon, Anchor, Group, Pagination, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHAT_CONVERSATIONS_PAGE_SIZE, formatInstantDateTime } from 'shared-rules';
import { EmptyState, LoadErrorAlert, PageHeader, PageLoader, linkTo, problemMessage } from 'shared-ui';
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

  const body = () => {
    if (query.isError) {
      return (
        <LoadErrorAlert
          title="Your conversations could not be loaded"
          message={problemMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (!list) return <PageLoader label="Loading conversations" />;
    if (list.data.length === 0) {
      return search ? (
        <EmptyState title="No conversations found" description={`No conversation matches “${search}”. Try different words.`} />
      ) : (
        <EmptyState
          title="No conversations yet"
          description="Conversations with the assistant are kept here, so you can pick up where you left off."
        />
      );
    }
    return (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Conversations" verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Conversation</Table.Th>
                <Table.Th>Last message</Table.Th>
                <Table.Th ta="right">Messages</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((conversation) => (
                <Table.Tr key={conversation.id}>
                  <Table.Td>
                    <Anchor component={Link} to={linkTo('chatConversation', { conversationId: conversation.id })} fw={600} size="sm">
                      {conversation.title || 'Untitled conversation'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {conversation.lastMessagePreview}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{conversation.messageCount}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={conversation.updatedAt}>{formatInstantDateTime(conversation.updatedAt) ?? ''}</time>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete conversation “${conversation.title || 'Untitled conversation'}”`}
                      onClick={() => setDeleting({ id: conversation.id, title: conversation.title || 'Untitled conversation' })}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {lastPage > 1 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {list.total} conversations
            </Text>
            <nav aria-label="Pages of conversations">
              <Pagination
                total={lastPage}
                value={Math.min(page, lastPage)}
                onChange={(next) => setParams((current) => withHistoryQuery(current, { page: next }))}
              />
            </nav>
          </Group>
        )}
      </Stack>
    );
  };

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
          {body()}
        </Stack>
      </Paper>
      <DeleteConversationDialog conversation={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
