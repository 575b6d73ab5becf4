import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { PageHeader, useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { roleLabelsOf } from './role-labels';
import { FactsTable, SettingsCard } from './settings-card';

export function ProfilePage() {
  const { profile } = useProfile();
  const { isExternal } = useRoles();
  const orgId = profile?.tpoUser?.organization.entityId;
  const { data: orgs } = useGetExternalOrgsQuery(undefined, { skip: !isExternal || !orgId });
  if (!profile) return null;
  const org = orgs?.find((candidate) => candidate.summary.id === orgId);
  const fullName = `${profile.name.first} ${profile.name.last}`;
  return (
    <>
      <PageHeader title="Profile" description="Your details as the portal knows them. Your administrator maintains them." />
      <Stack gap="lg">
        <SettingsCard title="About you">
          <Group>
            <Avatar src={profile.profilePhoto?.url ?? null} size={64} radius="xl" color="brand">
              {`${profile.name.first[0] ?? ''}${profile.name.last[0] ?? ''}`}
            </Avatar>
            <div>
              <Text fw={600} size="lg">
                {fullName}
              </Text>
              <Text c="dimmed" size="sm">
                {profile.email}
              </Text>
              <Group gap={6} mt={6}>
                {roleLabelsOf(profile).map((label) => (
                  <Badge key={label} variant="light">
                    {label}
                  </Badge>
                ))}
              </Group>
            </div>
          </Group>
          <FactsTable
            label="Your details"
            rows={[
              ['First name', profile.name.first],
              ['Last name', profile.name.last],
              ['Email', profile.email],
              ['Phone', profile.tpoUser?.phone],
              ['User type', profile.userType === 'external' ? 'External (broker or correspondent)' : 'Internal (lender staff)'],
              ...(isExternal ? ([['Organization', org?.summary.organizationName ?? orgId]] as Array<[string, string | undefined]>) : []),
            ]}
          />
        </SettingsCard>
      </Stack>
    </>
  );
}
