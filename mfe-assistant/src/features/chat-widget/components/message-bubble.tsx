import { Box, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The time of a message (`2:05 PM`), in the reader's zone; nothing for a timestamp that names no time. */
export function messageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export interface MessageBubbleProps {
  from: 'user' | 'assistant';
  /** The message's timestamp, when it has one (a message still being written has none). */
  timestamp?: string;
  /** The reply is still arriving: assistive technology waits for it to finish. */
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}

/** One message of the conversation: the user's on the right, the assistant's on the left. */
export function MessageBubble({ from, timestamp, busy, children, testId }: MessageBubbleProps) {
  const mine = from === 'user';
  const time = timestamp ? messageTime(timestamp) : '';
  return (
    <Box
      component="article"
      aria-label={mine ? 'Your message' : 'Assistant reply'}
      aria-busy={busy || undefined}
      data-testid={testId}
      style={{ alignSelf: mine ? 'flex-end' : 'stretch', maxWidth: mine ? '85%' : '100%' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="lg"
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={mine ? 'white' : undefined}
      >
        {children}
      </Paper>
      {time && (
        <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2}>
          <time dateTime={timestamp}>{time}</time>
        </Text>
      )}
    </Box>
  );
}

/** The user's own words: plain text, line breaks kept. */
export function UserText({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
