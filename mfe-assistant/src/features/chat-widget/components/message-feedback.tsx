import { ActionIcon, Group } from '@mantine/core';
import type { ChatFeedback } from 'shared-rules';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Thumbs up or down on a reply; pressing the chosen one again takes it back. */
export function MessageFeedback({ value, onChange }: { value: ChatFeedback | null; onChange: (feedback: ChatFeedback | null) => void }) {
  return (
    <Group gap={2} role="group" aria-label="Was this reply helpful?">
      <ActionIcon
        size="sm"
        variant={value === 'up' ? 'light' : 'subtle'}
        color={value === 'up' ? 'green' : 'gray'}
        aria-label="Helpful"
        aria-pressed={value === 'up'}
        onClick={() => onChange(value === 'up' ? null : 'up')}
      >
        <Thumb />
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant={value === 'down' ? 'light' : 'subtle'}
        color={value === 'down' ? 'red' : 'gray'}
        aria-label="Not helpful"
        aria-pressed={value === 'down'}
        onClick={() => onChange(value === 'down' ? null : 'down')}
      >
        <Thumb down />
      </ActionIcon>
    </Group>
  );
}
