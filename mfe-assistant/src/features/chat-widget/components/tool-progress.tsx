import { Group, Text } from '@mantine/core';

/** A tool the assistant reported running between two chunks of its reply ("Looking up loan 2611000002…"). */
export function ToolProgress({ toolName, message }: { toolName: string; message: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="tool-progress" data-tool={toolName} my={4}>
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
        style={{ flexShrink: 0 }}
      >
        <path
          d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <Text size="xs" c="dimmed" fs="italic">
        {message}
      </Text>
    </Group>
  );
}
