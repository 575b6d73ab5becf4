import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** Rate locks come with the lock desk: until then the tab says so, and offers no button that would do nothing. */
export function RateLockSection() {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        Rate lock
      </Title>
      <Text size="sm">Requesting a rate lock is not available yet: it opens here with the lock desk.</Text>
    </Stack>
  );
}
