import { Alert, Button, Text } from '@mantine/core';
import { EmptyState, PageHeader, getBus, useProfile, useRoles } from 'shared-ui';
import { SettingsCard } from './settings-card';

/**
 * /settings/encompass: internal users without a valid integration token land here. Services
 * offer no call to store a token from the browser, so the page explains the state and the way out.
 */
export function EncompassPage() {
  const { profile } = useProfile();
  const { isInternal } = useRoles();
  if (!profile) return null;
  if (!isInternal) {
    return <EmptyState title="Integration token" description="Integration tokens are for lender staff. Your account does not need one." />;
  }
  return (
    <>
      <PageHeader title="Integration Token" description="Internal users need a valid Encompass integration token to work with loans." />
      <SettingsCard title="Encompass connection">
        {profile.hasIntegrationToken ? (
          <Alert color="green" title="Connected">
            Your integration token is valid. Nothing to do here.
          </Alert>
        ) : (
          <>
            <Alert color="orange" title="No valid integration token">
              Your account has no valid Encompass integration token, so loan pages stay unavailable until one is issued.
            </Alert>
            <Text size="sm">Integration tokens are issued by your portal administrator. Ask support to issue one for your account.</Text>
            <div>
              <Button variant="light" onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
                Contact Support
              </Button>
            </div>
          </>
        )}
      </SettingsCard>
    </>
  );
}
