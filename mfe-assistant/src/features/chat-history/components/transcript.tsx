import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChatMessage } from 'shared-rules';
import { formatInstantDateTime } from 'shared-rules';
import { Markdown } from 'shared-ui';
import { MessageCitations } from '../../../components/message-citations';
import { openKnowledgeDocument } from '../../../lib/open-knowledge-document';

/** A past conversation's messages, to read: who said it, when, and the assistant's sources. */
export function Transcript({ messages }: { messages: ChatMessage[] }) {
  return (
    <Stack component="ol" aria-label="Messages" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => {
        const mine = message.role === 'user';
        return (
          <Box component="li" key={message.id}>
            <Paper withBorder={!mine} radius="md" p="sm" bg={mine ? 'var(--mantine-color-default-hover)' : undefined}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={700}>
                  {mine ? 'You' : 'Assistant'}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={message.timestamp}>{formatInstantDateTime(message.timestamp) ?? ''}</time>
                </Text>
              </Group>
              {mine ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.content}
                </Text>
              ) : (
                <Markdown variant="reply">{message.content}</Markdown>
              )}
              {message.metadata && message.metadata.citations.length > 0 && (
                <Box mt={4}>
                  <MessageCitations citations={message.metadata.citations} onOpenDocument={openKnowledgeDocument} />
                </Box>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
