import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type ChatAdminConversationSummary, formatInstantDateTime } from 'shared-rules';
import { countLabel } from '../../../knowledge-admin/state/knowledge-labels';

export interface ConversationsTableProps {
  conversations: ChatAdminConversationSummary[];
  /** The address that opens a conversation's transcript (the list's search and page kept). */
  openAddress: (conversation: ChatAdminConversationSummary) => { search: string };
}

/** One page of every user's conversations: whose, about what, how long, when last, and how many replies were disliked. */
export function ConversationsTable({ conversations, openAddress }: ConversationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label="Conversations" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Messages</Table.Th>
            <Table.Th>Last activity</Table.Th>
            <Table.Th>Thumbs down</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conversations.map((conversation) => (
            <Table.Tr key={conversation.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{conversation.ownerName}</Text>
                  <Text size="xs" c="dimmed">
                    {conversation.ownerEmail}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td maw={360}>
                <Anchor component={Link} to={openAddress(conversation)} size="sm" fw={600}>
                  {conversation.title || 'Untitled conversation'}
                </Anchor>
                {conversation.lastMessagePreview && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {conversation.lastMessagePreview}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{countLabel(conversation.messageCount)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatInstantDateTime(conversation.updatedAt) ?? conversation.updatedAt}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={conversation.thumbsDown > 0 ? 'red.8' : undefined} fw={conversation.thumbsDown > 0 ? 600 : undefined}>
                  {countLabel(conversation.thumbsDown)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
