import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export const REMOTE_UNAVAILABLE_TITLE = 'This area is temporarily unavailable';
export const REMOTE_OUTDATED_PORTAL_TITLE = 'This area needs a newer version of the portal';

export interface RemoteUnavailableProps {
  /** Label of the area, e.g. "Loans", for the explanatory line. */
  area?: string;
  onRetry: () => void;
  /** Compact variant for sidebars and small slots. */
  compact?: boolean;
  /**
   * The area was built for shared code this portal does not have (its version range): trying again
   * cannot help, a reload may (the portal may have been updated meanwhile).
   */
  outdatedPortal?: boolean;
}

/** The fenced fallback for a remote that failed to load or threw: the rest of the portal keeps working. */
export function RemoteUnavailable({ area, onRetry, compact = false, outdatedPortal = false }: RemoteUnavailableProps) {
  const what = area ?? 'This part of the portal';
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
          {outdatedPortal ? REMOTE_OUTDATED_PORTAL_TITLE : REMOTE_UNAVAILABLE_TITLE}
        </Title>
        {compact && area && (
          <Text c="dimmed" ta="center" size="xs">
            {outdatedPortal ? `${area} was updated for a newer portal.` : `${area} could not be loaded.`}
          </Text>
        )}
        {!compact && (
          <Text c="dimmed" ta="center" size="sm">
            {outdatedPortal
              ? `${what} was updated for a newer version of the portal than the one open here. Everything else keeps working; reload the page, and if this stays, the portal's administrators can see why in the error log.`
              : `${what} could not be loaded. Everything else keeps working; try again in a moment.`}
          </Text>
        )}
        {outdatedPortal ? (
          <Button size={compact ? 'xs' : 'sm'} variant="light" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        ) : (
          <Button size={compact ? 'xs' : 'sm'} variant="light" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
