import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export const REMOTE_UNAVAILABLE_TITLE = 'This area is temporarily unavailable';

export interface RemoteUnavailableProps {
  /** Label of the area, e.g. "Loans", for the explanatory line. */
  area?: string;
  onRetry: () => void;
  /** Compact variant for sidebars and small slots. */
  compact?: boolean;
}

/** The fenced fallback for a remote that failed to load or threw: the rest of the portal keeps working. */
export function RemoteUnavailable({ area, onRetry, compact = false }: RemoteUnavailableProps) {
  return (
    <Paper
      role="alert"
      withBorder
      radius="md"
      p={compact ? 'sm' : 'xl'}
      maw={compact ? undefined : 520}
      mx={compact ? undefined : 'auto'}
      mt={compact ? 0 : 'xl'}
    >
      <Stack align="center" gap={compact ? 'xs' : 'sm'}>
        {!compact && (
          <ThemeIcon size={48} radius="xl" variant="light" color="orange" aria-hidden>
            <svg
              aria-hidden="true"
              width="26"
              height="26"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 9v4" />
              <path d="M10.363 3.591 2.257 17.125a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636-2.87L13.637 3.59a1.914 1.914 0 0 0-3.274 0z" />
              <path d="M12 16h.01" />
            </svg>
          </ThemeIcon>
        )}
        <Title order={compact ? 6 : 3} ta="center">
          {REMOTE_UNAVAILABLE_TITLE}
        </Title>
        {compact && area && (
          <Text c="dimmed" ta="center" size="xs">
            {area} could not be loaded.
          </Text>
        )}
        {!compact && (
          <Text c="dimmed" ta="center" size="sm">
            {area ? `${area} could not be loaded.` : 'This part of the portal could not be loaded.'} Everything else keeps working; try
            again in a moment.
          </Text>
        )}
        <Button size={compact ? 'xs' : 'sm'} variant="light" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}
