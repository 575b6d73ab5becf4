import { Badge, Stack, Text } from '@mantine/core';
import type { KnowledgeStatus } from 'shared-rules';
import { STATUS_COLORS, STATUS_LABELS } from '../state/knowledge-labels';

export interface DocumentStatusProps {
  status: KnowledgeStatus;
  /** Why extraction failed (services set it on failed PDFs). */
  statusMessage: string | null;
}

/**
 * A document's status as a badge. A failed PDF says why under the badge (text, not a tooltip,
 * so keyboard and screen-reader users read it too); a processing one says its text is being read.
 */
export function DocumentStatus({ status, statusMessage }: DocumentStatusProps) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLORS[status]} variant="light">
        {STATUS_LABELS[status]}
      </Badge>
      {status === 'failed' && (
        <Text size="xs" c="var(--mantine-color-error)">
          {statusMessage ?? 'The text could not be extracted.'}
        </Text>
      )}
      {status === 'processing' && (
        <Text size="xs" c="dimmed">
          Extracting the text…
        </Text>
      )}
    </Stack>
  );
}
