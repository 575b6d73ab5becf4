import { Badge } from '@mantine/core';
import type { ApprovalStatus } from 'shared-rules';

const COLORS: Record<ApprovalStatus, string> = { Active: 'green', Pending: 'yellow', Suspended: 'orange', Inactive: 'gray' };

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
