import { Badge, Tooltip } from '@mantine/core';
import type { OutboxStatus } from 'shared-rules';
import { OUTBOX_STATUS_LABELS } from '../state/outbox-view';

const COLORS: Record<OutboxStatus, string> = { sent: 'green', stored: 'gray', failed: 'red' };

const MEANINGS: Record<OutboxStatus, string> = {
  sent: 'Accepted by the SMTP server.',
  stored: 'Not sent: waiting for its next delivery attempt, or kept in the outbox because no SMTP server is configured.',
  failed: 'The SMTP server refused it, or every attempt failed; open it to read the error and retry sending.',
};

/** An email's delivery status, with what it means on hover. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Tooltip label={MEANINGS[status]}>
      <Badge color={COLORS[status]} variant="light">
        {OUTBOX_STATUS_LABELS[status]}
      </Badge>
    </Tooltip>
  );
}
