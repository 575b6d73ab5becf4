import { ActionIcon, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { FLOATING_WIDGET_Z_INDEX, getBus, useBusEvent } from 'shared-ui';
import { useDraggableOffset } from '../hooks/use-draggable-offset';
import { useWelcomeBubble } from '../hooks/use-welcome-bubble';
import { ChatPanel } from './chat-panel';

const BUTTON_SIZE = 56;
const PANEL_GAP = 12;

export const WELCOME_TEXT = 'Hi! Questions about a loan or the portal? Ask me here.';

/** Read after the button's name: the keyboard alternative to dragging it. */
export const MOVE_HINT = 'Use the up and down arrow keys to move this button.';
const MOVE_HINT_ID = 'chat-widget-move-hint';

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

/** The floating assistant: a vertically draggable button, a welcome bubble and the chat panel. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const welcomeVisible = useWelcomeBubble(everOpened);
  const { bottomOffset, handlers, consumeDrag } = useDraggableOffset(BUTTON_SIZE);

  const setOpenState = (next: boolean) => {
    setOpen(next);
    if (next) setEverOpened(true);
  };
  useBusEvent('chat:open', () => setOpenState(true));

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
          onClose={() => setOpenState(false)}
          onContactSupport={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}
        />
      )}
      <ActionIcon
        size={BUTTON_SIZE}
        radius="xl"
        variant="filled"
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        aria-expanded={open}
        title="Assistant (drag, or use the up and down arrow keys, to move)"
        aria-describedby={MOVE_HINT_ID}
        data-testid="chat-widget-button"
        {...handlers}
        onClick={() => {
          if (consumeDrag()) return;
          setOpenState(!open);
        }}
        style={{
          position: 'fixed',
          right: 24,
          bottom: bottomOffset,
          zIndex: FLOATING_WIDGET_Z_INDEX,
          touchAction: 'none',
          boxShadow: 'var(--mantine-shadow-lg)',
        }}
      >
        <ChatIcon open={open} />
      </ActionIcon>
      <VisuallyHidden id={MOVE_HINT_ID}>{MOVE_HINT}</VisuallyHidden>
    </>
  );
}
