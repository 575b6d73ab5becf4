import { Alert, Badge, Group, Text } from '@mantine/core';
import type { KnowledgeStatus } from 'shared-rules';
import { VIEWER_TEXTS } from '../../state/viewer-texts';

/** Spec: a document that cannot be shown says so, with its status (processing, draft, failed…). */
export function NotAvailable({ status }: { status: KnowledgeStatus }) {
  return (
    <Alert color="yellow" role="status">
      <Text size="sm">{VIEWER_TEXTS.notAvailable}</Text>
      <Group gap={6} mt="xs">
        <Text size="sm" fw={600}>
          Status:
        </Text>
        <Badge variant="light" color="yellow">
          {status}
        </Badge>
      </Group>
    </Alert>
  );
}
