import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ApprovalStatus, Organization } from 'shared-rules';
import { LoadErrorAlert } from 'shared-ui';

const STATUS_COLORS: Record<ApprovalStatus, string> = {
  Active: 'green',
  Pending: 'yellow',
  Suspended: 'orange',
  Inactive: 'gray',
};

export interface OrganizationCardProps {
  organization: Organization | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The external user's organisation: approval status and the channels it may submit through. */
export function OrganizationCard({ organization, loading, failed, onRetry }: OrganizationCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Your organization
      </Text>
      {loading && <Skeleton height={48} mt="sm" />}
      {failed && <LoadErrorAlert mt="sm" message="Unable to load organizations" onRetry={onRetry} />}
      {organization && (
        <Stack gap="xs" mt="sm">
          <Group justify="space-between">
            <Text fw={600} size="lg">
              {organization.summary.organizationName}
            </Text>
            <Badge color={STATUS_COLORS[organization.basicInfo.approvalStatus.currentStatus]} variant="light">
              {organization.basicInfo.approvalStatus.currentStatus}
            </Badge>
          </Group>
          <Group gap={6}>
            {organization.basicInfo.channelTypes.map((channel) => (
              <Badge key={channel} variant="outline" color="gray">
                {channel}
              </Badge>
            ))}
            {organization.basicInfo.channelTypes.includes('Correspondent') &&
              organization.basicInfo.correspondentSelection.map((selection) => (
                <Badge key={selection} variant="outline" color="gray">
                  {selection}
                </Badge>
              ))}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
