import { Badge, Group, Stack } from '@mantine/core';
import { PageHeader, useProfile } from 'shared-ui';
import { roleLabelsOf } from './role-labels';
import { TwoStepCard } from './mfa/two-step-card';
import { FactsTable, SettingsCard } from './settings-card';

export function CredentialsPage() {
  const { profile } = useProfile();
  if (!profile) return null;
  return (
    <>
      <PageHeader title="Credentials" description="How you sign in, and how the loan origination system identifies you." />
      <Stack gap="lg">
        <TwoStepCard />
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
      </Stack>
    </>
  );
}
