import { Badge, Loader, Text, Tooltip } from '@mantine/core';
import { formatInstantDate } from 'shared-rules';
import type { SettingStatus } from '../hooks/use-setting-status';

/** One checklist row's status. */
export function SettingStatusBadge({ status }: { status: SettingStatus }) {
  switch (status.kind) {
    case 'loading':
      // A span may carry a name only with a role: the status role names it and says it politely.
      return <Loader size="xs" role="status" aria-label="Checking" />;
    case 'configured':
      return (
        <Tooltip
          label={
            status.by === 'environment'
              ? 'Set up by the server environment'
              : status.updatedAt
                ? `Last saved ${formatInstantDate(status.updatedAt) ?? status.updatedAt}`
                : 'Saved'
          }
          disabled={status.by === 'saved' && !status.updatedAt}
        >
          <Badge color="green" variant="light">
            Configured
          </Badge>
        </Tooltip>
      );
    case 'not-configured':
      return (
        <Badge color="orange" variant="light">
          Not configured
        </Badge>
      );
    case 'unknown':
      return (
        <Badge color="red" variant="outline">
          Could not check
        </Badge>
      );
    case 'records':
      return (
        <Badge color={status.count > 0 ? 'green' : 'orange'} variant="light">
          {status.count === 0 ? `No ${status.noun}s yet` : `${status.count} ${status.noun}${status.count === 1 ? '' : 's'}`}
        </Badge>
      );
    case 'no-setting':
      return (
        <Text size="xs" c="dimmed">
          Managed on its page
        </Text>
      );
  }
}
