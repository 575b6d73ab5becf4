import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type ChatAdminConversationSummary, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableEmpty, type DataTableLoadError, type DataTablePaging } from 'shared-ui';
import { countLabel } from 'shared-ui';

export interface ConversationsTableProps {
  /** Undefined until services first answer. */
  conversations: ChatAdminConversationSummary[] | undefined;
  error: DataTableLoadError | null;
  empty: DataTableEmpty;
  fetching: boolean;
  paging: DataTablePaging;
  /** The address that opens a conversation's transcript (the list's search and page kept). */
  openAddress: (conversation: ChatAdminConversationSummary) => { search: string };
}

const COUNT_COLUMNS: DataTableColumn<ChatAdminConversationSummary>[] = [
  { key: 'messageCount', title: 'Messages', render: (conversation) => <Text size="sm">{countLabel(conversation.messageCount)}</Text> },
  {
    key: 'updatedAt',
    title: 'Last activity',
    render: (conversation) => <Text size="sm">{formatInstantDateTime(conversation.updatedAt) ?? conversation.updatedAt}</Text>,
  },
  {
    key: 'thumbsDown',
    title: 'Thumbs down',
    render: (conversation) => (
      <Text size="sm" c={conversation.thumbsDown > 0 ? 'red.8' : undefined} fw={conversation.thumbsDown > 0 ? 600 : undefined}>
        {countLabel(conversation.thumbsDown)}
      </Text>
    ),
  },
];

/** One page of every user's conversations: whose, about what, how long, when last, and how many replies were disliked. */
export function ConversationsTable({ conversations, error, empty, fetching, paging, openAddress }: ConversationsTableProps) {
  const columns: DataTableColumn<ChatAdminConversationSummary>[] = [
    {
      key: 'owner',
      title: 'Owner',
      render: (conversation) => (
        <Stack gap={0}>
          <Text size="sm">{conversation.ownerName}</Text>
          <Text size="xs" c="dimmed">
            {conversation.ownerEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'title',
      title: 'Title',
      cellStyle: { maxWidth: 360 },
      render: (conversation) => (
        <>
          <Anchor component={Link} to={openAddress(conversation)} size="sm" fw={600}>
            {conversation.title || 'Untitled conversation'}
          </Anchor>
          {conversation.lastMessagePreview && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {conversation.lastMessagePreview}
            </Text>
          )}
        </>
      ),
    },
    ...COUNT_COLUMNS,
  ];
  return (
    <DataTable<ChatAdminConversationSummary>
      label="Conversations"
      records={conversations}
      rowKey={(conversation) => conversation.id}
      columns={columns}
      error={error}
      loadingLabel="Loading the conversations"
      empty={empty}
      fetching={fetching}
      paging={paging}
      minWidth={820}
    />
  );
}
