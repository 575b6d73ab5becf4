import { Text } from '@mantine/core';

/**
 * Spec: the side menu lists years, then months, of published release notes. None are
 * published through services yet, so it says so instead of listing empty years.
 */
export default function ChangelogsSidebar(_props: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Release notes by date">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py="xs">
        Release Notes
      </Text>
      <Text size="sm" c="dimmed" px="sm">
        No releases published yet.
      </Text>
    </nav>
  );
}
