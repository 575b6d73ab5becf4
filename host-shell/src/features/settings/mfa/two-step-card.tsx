import { Alert, Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { MFA_TEXTS, type MfaEnrolment } from 'shared-rules';
import { LoadErrorAlert, PageLoader, problemFieldErrors, problemMessage, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useDisableMfaMutation, useGetMfaStatusQuery, useStartMfaEnrolmentMutation } from '../api/account-api';
import { SettingsCard } from '../settings-card';
import { EnrolmentForm } from './enrolment-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const dayText = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const [disable, disabling] = useDisableMfaMutation();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? 'Enter your password.' : null) },
  });
  const submit = form.onSubmit(({ password }) => {
    disable({ password })
      .unwrap()
      .then(() => {
        showToast('success', 'Two-step sign-in is off', 'Your password alone signs you in again.');
        onDone();
      })
      .catch((error: unknown) => {
        const errors = problemFieldErrors(problemOf(error));
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else showErrorToast(error, 'Two-step sign-in was not turned off');
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-step sign-in">
      <Group align="flex-end" gap="sm">
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" color="red" variant="light" loading={disabling.isLoading}>
          Turn off
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/**
 * Two-step sign-in on /settings/credentials: whether it is on, whether the lender requires it
 * (and by when), setting it up (QR code, code, recovery codes shown once) or on another device,
 * and turning it off with the password when the lender allows.
 */
export function TwoStepCard() {
  const status = useGetMfaStatusQuery();
  const [start, starting] = useStartMfaEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const begin = () =>
    start()
      .unwrap()
      .then(setEnrolment)
      .catch((error: unknown) => showErrorToast(error, 'Two-step sign-in could not be set up'));

  const body = () => {
    if (status.isLoading) return <PageLoader label="Reading your two-step sign-in" />;
    if (status.isError || !status.data) {
      return (
        <LoadErrorAlert
          title="Your two-step sign-in could not be read"
          message={problemMessage(status.error)}
          onRetry={() => void status.refetch()}
        />
      );
    }
    const mfa = status.data;
    if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (enrolment) {
      return (
        <EnrolmentForm
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      );
    }
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <Badge color={mfa.enabled ? 'green' : 'gray'} variant="light">
            {mfa.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {mfa.enabled && mfa.enabledAt && (
          <Text size="sm">
            On since {dayText(mfa.enabledAt)}. {mfa.recoveryCodesLeft} of your recovery codes are left.
          </Text>
        )}
        {mfa.required && !mfa.enabled && (
          <Alert color="orange" title="Your lender requires two-step sign-in">
            {mfa.setupDueBy && new Date(mfa.setupDueBy) > new Date()
              ? `Set it up by ${dayText(mfa.setupDueBy)}; after that, the portal opens only this page until you do.`
              : 'Set it up now to use the portal.'}
          </Alert>
        )}
        {!mfa.canEnrol && !mfa.enabled && <Text size="sm">{MFA_TEXTS.storageUnavailable} Ask your portal administrator.</Text>}
        {turningOff ? (
          <TurnOffForm onDone={() => setTurningOff(false)} />
        ) : (
          mfa.canEnrol && (
            <Group gap="sm">
              <Button variant={mfa.enabled ? 'default' : 'filled'} loading={starting.isLoading} onClick={() => void begin()}>
                {mfa.enabled ? 'Set up on another device' : 'Set up two-step sign-in'}
              </Button>
              {mfa.enabled && !mfa.required && (
                <Button variant="subtle" color="red" onClick={() => setTurningOff(true)}>
                  Turn off
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
    );
  };

  return (
    <SettingsCard
      title="Two-step sign-in"
      description="After your password, the portal asks for a code from an authenticator app on your phone, so a stolen password alone cannot sign in."
    >
      {body()}
    </SettingsCard>
  );
}
