import { Group, Stack, Text } from '@mantine/core';
import type { ChatFeedback, ChatMessage } from 'shared-rules';
import { Markdown } from 'shared-ui';
import { MessageCitations } from '../../../components/message-citations';
import type { ActionPlan, ActionSituation } from '../state/chat-actions';
import { MessageActions } from './message-actions';
import { MessageBubble, UserText } from './message-bubble';
import { MessageFeedback } from './message-feedback';

export interface MessageItemProps {
  message: ChatMessage;
  situation: ActionSituation;
  sendingBlocked: boolean;
  onAction: (plan: ActionPlan) => void;
  onOpenDocument: (documentId: string) => void;
  onRate: (messageId: string, feedback: ChatFeedback | null) => void;
}

/**
 * A message of the widget's conversation. An assistant reply shows its Markdown and what it
 * carries: its sources (expandable), one button per action, and thumbs up or down. The greeting
 * (a reply without metadata) shows its text only.
 */
export function MessageItem({ message, situation, sendingBlocked, onAction, onOpenDocument, onRate }: MessageItemProps) {
  if (message.role === 'user') {
    return (
      <MessageBubble from="user" timestamp={message.timestamp}>
        <UserText>{message.content}</UserText>
      </MessageBubble>
    );
  }
  const { metadata } = message;
  return (
    <MessageBubble from="assistant" timestamp={message.timestamp}>
      <Markdown variant="reply">{message.content}</Markdown>
      {metadata && (
        <Stack gap={4} mt={4}>
          {metadata.fallback && (
            <Text size="xs" c="dimmed">
              Answered by the built-in assistant
            </Text>
          )}
          <MessageActions actions={metadata.actions} situation={situation} sendingBlocked={sendingBlocked} onAction={onAction} />
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <MessageCitations citations={metadata.citations} onOpenDocument={onOpenDocument} />
            <div style={{ marginLeft: 'auto' }}>
              <MessageFeedback value={metadata.feedback} onChange={(feedback) => onRate(message.id, feedback)} />
            </div>
          </Group>
        </Stack>
      )}
    </MessageBubble>
  );
}
