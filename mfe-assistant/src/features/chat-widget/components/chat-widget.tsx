import { ActionIcon, Badge, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { FLOATING_WIDGET_Z_INDEX, getBus, linkTo, useBusEvent, useFeatureFlag } from 'shared-ui';
import { useGetChatSystemStatusQuery } from '../../../api/get-system-status';
import { useChatContext } from '../hooks/use-chat-context';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useDraggableOffset } from '../hooks/use-draggable-offset';
import { useWelcomeBubble } from '../hooks/use-welcome-bubble';
import { ticketPrefill, type ActionPlan, type TicketPrefill } from '../state/chat-actions';
import { latestReplyWasFallback } from '../state/conversation-stream';
import { ChatPanel } from './chat-panel';
import { SupportDialog } from './support-dialog';

const BUTTON_SIZE = 56;
const PANEL_GAP = 12;

export const WELCOME_TEXT = 'Hi! Questions about a loan or the portal? Ask me here.';

/** Read after the button's name: the keyboard alternative to dragging it. */
export const MOVE_HINT = 'Use the up and down arrow keys to move this button.';
const MOVE_HINT_ID = 'chat-widget-move-hint';

/** The toggle's name: what it does, and how many replies came while the panel was closed. */
export function toggleLabel(open: boolean, unseenReplies: number): string {
  if (open) return 'Close assistant';
  if (unseenReplies === 0) return 'Open assistant';
  return `Open assistant, ${unseenReplies} new ${unseenReplies === 1 ? 'reply' : 'replies'}`;
}

function ChatIcon({ open }: { open: boolean }) {
  return open ? (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  ) : (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
      <path d="M8 9h8M8 12h5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The floating assistant: a vertically draggable button with a badge for replies that came while
 * it was closed, a welcome bubble, the chat panel and the support dialog.
 */
function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [supportPrefill, setSupportPrefill] = useState<TicketPrefill | null>(null);
  const welcomeVisible = useWelcomeBubble(everOpened);
  const { bottomOffset, handlers, consumeDrag } = useDraggableOffset(BUTTON_SIZE);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const context = useChatContext();
  const chat = useChatConversation({ open, context });
  const systemStatus = useGetChatSystemStatusQuery(undefined, { skip: !everOpened });

  const situation = { currentLoanId: context.currentLoanId };
  const unavailable = systemStatus.data?.enabled === false;
  const fallback = systemStatus.data?.fallback === true || latestReplyWasFallback(chat.state);
  const unseenReplies = open ? 0 : chat.state.unseenReplies;

  const setOpenState = (next: boolean) => {
    setOpen(next);
    if (next) setEverOpened(true);
  };
  const closePanel = () => {
    setOpenState(false);
    buttonRef.current?.focus();
  };

  useBusEvent('chat:open', ({ message }) => {
    setOpenState(true);
    if (message?.trim()) chat.send(message);
  });
  useBusEvent('chat:send-message', ({ text, context: given }) => {
    setOpenState(true);
    chat.send(text, given);
  });

  const onAction = (plan: ActionPlan) => {
    switch (plan.kind) {
      case 'navigate':
        getBus().emit('host:navigate', { to: plan.to });
        return;
      case 'open-url':
        window.open(plan.url, '_blank', 'noopener,noreferrer');
        return;
      case 'send-message':
        chat.send(plan.message);
        return;
      case 'support-dialog':
        setSupportPrefill(plan.prefill);
        return;
      case 'loan-help':
        getBus().emit('host:open-modal', { modal: 'loan-help', params: { loanId: plan.loanId } });
        return;
    }
  };

  return (
    <>
      {welcomeVisible && !open && (
        <Paper
          shadow="md"
          radius="lg"
          p="sm"
          withBorder
          role="status"
          style={{
            position: 'fixed',
            right: 24 + BUTTON_SIZE + PANEL_GAP,
            bottom: bottomOffset + 8,
            maxWidth: 240,
            zIndex: FLOATING_WIDGET_Z_INDEX,
          }}
        >
          <Text size="sm">{WELCOME_TEXT}</Text>
        </Paper>
      )}
      {open && (
        <ChatPanel
          bottom={bottomOffset + BUTTON_SIZE + PANEL_GAP}
          chat={chat}
          situation={situation}
          unavailable={unavailable}
          fallback={fallback}
          onClose={closePanel}
          onAction={onAction}
          onOpenSupport={() => setSupportPrefill(ticketPrefill(null, situation))}
          onOpenHistory={() => getBus().emit('host:navigate', { to: linkTo('chatHistory') })}
          onContactSupport={() => getBus().emit('host:open-modal', { modal: 'contact-support', params: { loanId: context.currentLoanId } })}
        />
      )}
      <SupportDialog prefill={supportPrefill} conversationId={chat.state.conversationId} onClose={() => setSupportPrefill(null)} />
      <ActionIcon
        ref={buttonRef}
        size={BUTTON_SIZE}
        radius="xl"
        variant="filled"
        aria-label={toggleLabel(open, unseenReplies)}
        aria-expanded={open}
        title="Assistant (drag, or use the up and down arrow keys, to move)"
        aria-describedby={MOVE_HINT_ID}
        data-testid="chat-widget-button"
        {...handlers}
        onClick={() => {
          if (consumeDrag()) return;
          if (open) closePanel();
          else setOpenState(true);
        }}
        style={{
          position: 'fixed',
          right: 24,
          bottom: bottomOffset,
          zIndex: FLOATING_WIDGET_Z_INDEX,
          touchAction: 'none',
          boxShadow: 'var(--mantine-shadow-lg)',
          overflow: 'visible',
        }}
      >
        <ChatIcon open={open} />
        {unseenReplies > 0 && (
          <Badge
            color="red"
            size="sm"
            circle={unseenReplies < 10}
            aria-hidden
            data-testid="chat-widget-badge"
            style={{ position: 'absolute', top: -4, right: -4, pointerEvents: 'none' }}
          >
            {unseenReplies > 99 ? '99+' : unseenReplies}
          </Badge>
        )}
      </ActionIcon>
      <VisuallyHidden id={MOVE_HINT_ID}>{MOVE_HINT}</VisuallyHidden>
    </>
  );
}

/** The assistant widget, shown only while the `agenticAssistant` feature flag is on. */
export function ChatWidget() {
  const assistantOn = useFeatureFlag('agenticAssistant');
  return assistantOn ? <AssistantWidget /> : null;
}
