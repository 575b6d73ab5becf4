import { Button, Text } from '@mantine/core';
import { PageHeader, getBus } from 'shared-ui';
import { SettingsCard } from './settings-card';

/**
 * Services offer no password-change call yet, so this page asks nothing: it says how a
 * password is changed today rather than showing a form that cannot work.
 */
export function PasswordPage() {
  return (
    <>
      <PageHeader title="Password" />
      <SettingsCard title="Changing your password" description="Password changes are not available in the portal yet.">
        <Text size="sm">
          To reset your password, contact support. For your security, the support team verifies your identity before any change.
        </Text>
        <div>
          <Button variant="light" onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
            Contact Support
          </Button>
        </div>
      </SettingsCard>
    </>
  );
}
