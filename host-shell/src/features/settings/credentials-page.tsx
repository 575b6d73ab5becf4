import { Badge, Group } from '@mantine/core';
import { PageHeader, useProfile } from 'shared-ui';
import { roleLabelsOf } from './role-labels';
import { FactsTable, SettingsCard } from './settings-card';

export function CredentialsPage() {
  const { profile } = useProfile();
  if (!profile) return null;
  return (
    <>
      <PageHeader title="Credentials" description="How the loan origination system identifies you." />
      <SettingsCard title="Loan origination system">
        <FactsTable
          label="Loan origination system"
          rows={[
            ['Encompass user ID', profile.encompassId ?? profile.tpoUser?.encompassId],
            [
              'Integration token',
              profile.userType === 'internal' ? (
                <Badge key="integration-token" color={profile.hasIntegrationToken ? 'green' : 'orange'} variant="light">
                  {profile.hasIntegrationToken ? 'Valid' : 'Missing'}
                </Badge>
              ) : (
                'Not needed for external users'
              ),
            ],
            [
              'Roles',
              <Group key="roles" gap={6}>
                {roleLabelsOf(profile).map((label) => (
                  <Badge key={label} variant="light">
                    {label}
                  </Badge>
                ))}
              </Group>,
            ],
            ['Portal user ID', profile.id],
          ]}
        />
      </SettingsCard>
    </>
  );
}
