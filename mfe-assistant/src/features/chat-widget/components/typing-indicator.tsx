import { Group, Text } from '@mantine/core';
import './chat-widget.css';

export const TYPING_LABEL = 'The assistant is typing';

/** Three dots while the assistant thinks or writes; announced once as a status. */
export function TypingIndicator() {
  return (
    <Group gap={6} role="status" aria-label={TYPING_LABEL} py={6} px="sm" data-testid="typing-indicator">
      <Group gap={4} aria-hidden>
        <span className="mfe-assistant-typing-dot" />
        <span className="mfe-assistant-typing-dot" />
        <span className="mfe-assistant-typing-dot" />
      </Group>
      <Text size="xs" c="dimmed">
        Thinking…
      </Text>
    </Group>
  );
}
