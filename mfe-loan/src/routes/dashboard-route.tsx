import { Card, SimpleGrid, Text } from '@mantine/core';
import { PageHeader, truncateName, useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { OrganizationCard } from '../features/dashboard/components/organization-card';
import { RecentLoans } from '../features/pipeline/components/recent-loans';

/** /dashboard: the user's organisation and their loan activity (empty until loans exist). */
export default function DashboardRoute() {
  const { profile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery();
  const ownId = profile?.tpoUser?.organization.entityId;
  const own = orgs.data?.find((org) => org.summary.id === ownId);

  return (
    <>
      <PageHeader title="Dashboard" description={profile ? `Welcome back, ${truncateName(profile.name.first, 15)}.` : 'Welcome back.'} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {roles.isExternal ? (
          <OrganizationCard organization={own} loading={orgs.isLoading} failed={orgs.isError} onRetry={() => void orgs.refetch()} />
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Broker companies
            </Text>
            <Text fw={600} size="xl" mt="sm">
              {orgs.isLoading ? '…' : orgs.isError ? 'Unable to load organizations' : (orgs.data?.length ?? 0)}
            </Text>
            <Text size="sm" c="dimmed">
              organizations you can see
            </Text>
          </Card>
        )}
        <Card withBorder radius="md" padding="lg">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            Recent loans
          </Text>
          <RecentLoans />
        </Card>
      </SimpleGrid>
    </>
  );
}
