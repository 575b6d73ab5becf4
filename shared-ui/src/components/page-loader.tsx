import { Center, Loader } from '@mantine/core';

/** Suspense fallback while a lazy page or remote loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader size="sm" />
    </Center>
  );
}
