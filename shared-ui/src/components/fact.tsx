import { Stack, Text } from '@mantine/core';

/** One labelled value in a facts grid (a loan's channel, a server's address); empty shows a dash. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}
