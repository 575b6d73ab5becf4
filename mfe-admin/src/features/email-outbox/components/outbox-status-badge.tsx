import { Badge, Tooltip } from '@mantine/core';
import type { OutboxStatus } from 'shared-rules';
import { OUTBOX_STATUS_LABELS } from '../state/outbox-view';

const COLORS: Record<OutboxStatus, string> = { sent: 'green', stored: 'gray', failed: 'red' };

const MEANINGS: Record<OutboxStatus, string> = {
  sent: 'Accepted by the SMTP server.',
  stored: 'Kept in the outbox: no SMTP server was configured, so it was not sent.',
  failed: 'The SMTP server refused it; open it to read the error.',
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
