import { ActionIcon, Alert, Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FLOATING_WIDGET_Z_INDEX } from 'shared-ui';
import { openKnowledgeDocument } from '../../../lib/open-knowledge-document';
import { START_FAILED_TITLE, type ChatConversationController } from '../hooks/use-chat-conversation';
import type { ActionPlan, ActionSituation } from '../state/chat-actions';
import { isReplyPending } from '../state/conversation-stream';
import { ChatComposer } from './chat-composer';
import { FallbackNotice } from './fallback-notice';
import { MessageItem } from './message-item';
import { PendingReplyView } from './pending-reply';
import { SendFailureCard } from './send-failure-card';

export const ASSISTANT_UNAVAILABLE_TITLE = 'The assistant is unavailable right now';
export const STARTING_TEXT = 'Starting a conversation…';

export interface ChatPanelProps {
  bottom: number;
  chat: ChatConversationController;
  situation: ActionSituation;
  /** The system status says the assistant is switched off. */
  unavailable: boolean;
  /** The built-in provider answers in place of the model. */
  fallback: boolean;
  onClose: () => void;
  onAction: (plan: ActionPlan) => void;
  /** Opens the widget's support dialog (a ticket about this conversation). */
  onOpenSupport: () => void;
  onOpenHistory: () => void;
  /** Asks the host for the Contact Support modal (when the assistant cannot help at all). */
  onContactSupport: () => void;
}

function HeaderIcon({ path }: { path: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const HISTORY_ICON = 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3';
const SUPPORT_ICON = 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 2h-1';

/**
 * The chat panel (a non-modal dialog): the conversation, the reply being written, a failed send
 * with Retry, and the message box. Focus moves into it when it opens; Escape closes it.
 */
export function ChatPanel({
  bottom,
  chat,
  situation,
  unavailable,
  fallback,
  onClose,
  onAction,
  onOpenSupport,
  onOpenHistory,
  onContactSupport,
}: ChatPanelProps) {
  const { state, status, startError } = chat;
  const pending = isReplyPending(state);
  const composerDisabled = unavailable || status !== 'ready' || pending;
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  // Once the conversation is ready, the message box takes the focus the panel held meanwhile.
  useEffect(() => {
    if (!composerDisabled && document.activeElement === panelRef.current) inputRef.current?.focus();
  }, [composerDisabled]);

  // The newest message (or chunk) stays in view.
  const { messages, pending: reply, failure } = state;
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && (messages || reply || failure)) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, reply, failure]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape in a dialog opened from the panel (rendered in a portal) closes that dialog only.
    if (event.key === 'Escape' && panelRef.current?.contains(event.target as Node)) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Paper
      ref={panelRef}
      role="dialog"
      aria-label="Assistant"
      tabIndex={-1}
      shadow="xl"
      radius="lg"
      withBorder
      onKeyDown={onKeyDown}
      style={{
        position: 'fixed',
        right: 24,
        bottom,
        width: 'min(400px, calc(100vw - 48px))',
        height: 'min(560px, calc(100vh - 120px))',
        zIndex: FLOATING_WIDGET_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        outline: 'none',
      }}
    >
      <Group justify="space-between" px="md" py="sm" bg="var(--mantine-primary-color-filled)" c="white" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>Assistant</Text>
          <Text size="xs" opacity={0.85}>
            Answers about loans, guidelines and the portal
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="transparent" c="white" aria-label="Chat history" title="Chat history" onClick={onOpenHistory}>
            <HeaderIcon path={HISTORY_ICON} />
          </ActionIcon>
          <ActionIcon variant="transparent" c="white" aria-label="Contact support" title="Contact support" onClick={onOpenSupport}>
            <HeaderIcon path={SUPPORT_ICON} />
          </ActionIcon>
          <CloseButton aria-label="Close assistant" variant="transparent" c="white" onClick={onClose} />
        </Group>
      </Group>
      <Stack ref={scrollRef} p="md" gap="sm" style={{ flex: 1, overflowY: 'auto' }}>
        {unavailable ? (
          <Alert color="gray" title={ASSISTANT_UNAVAILABLE_TITLE}>
            <Text size="sm">The assistant has been switched off. Our support team can help in the meantime.</Text>
            <Button size="xs" variant="light" mt="sm" onClick={onContactSupport}>
              Contact Support
            </Button>
          </Alert>
        ) : (
          <>
            {fallback && <FallbackNotice />}
            {status === 'start-failed' && (
              <Alert color="red" role="alert" title={START_FAILED_TITLE}>
                <Text size="sm">{startError}</Text>
                <Group gap="xs" mt="sm">
                  <Button size="xs" variant="light" color="red" onClick={chat.retryStart}>
                    Retry
                  </Button>
                  <Button size="xs" variant="subtle" onClick={onContactSupport}>
                    Contact Support
                  </Button>
                </Group>
              </Alert>
            )}
            {status === 'starting' && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {STARTING_TEXT}
                </Text>
              </Group>
            )}
            <Stack role="log" aria-label="Conversation" gap="sm">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  situation={situation}
                  sendingBlocked={composerDisabled}
                  onAction={onAction}
                  onOpenDocument={openKnowledgeDocument}
                  onRate={chat.rate}
                />
              ))}
              {reply && <PendingReplyView pending={reply} />}
            </Stack>
            {failure && <SendFailureCard failure={failure} onRetry={chat.retry} onDismiss={chat.dismissFailure} />}
          </>
        )}
      </Stack>
      <ChatComposer
        inputRef={inputRef}
        disabled={composerDisabled}
        placeholder={
          unavailable ? 'The assistant is unavailable' : pending ? 'The assistant is answering…' : 'Ask about a loan or the portal…'
        }
        onSend={(text) => chat.send(text)}
        onTyping={chat.signalTyping}
      />
    </Paper>
  );
}
