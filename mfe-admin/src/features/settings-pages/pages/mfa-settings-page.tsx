import { Alert, Input, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import type { MfaSettings } from 'shared-rules';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

const AUDIENCES: { value: MfaSettings['appliesTo']; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'internal', label: 'Internal staff' },
  { value: 'external', label: 'Brokers' },
];

/**
 * /admin/settings/mfa-settings: whether signing in needs an authenticator (TOTP) code, for whom,
 * and how many days users have to set one up before it is required. The specification names only
 * the enforcement switch; the audience and the grace period are what an administrator needs to
 * roll it out without locking everyone out on the same morning.
 */
export default function MfaSettingsPage() {
  const setting = useSettingForm('mfa-settings', {
    validate: {
      gracePeriodDays: (value) =>
        Number.isInteger(value) && value >= 0 && value <= 30 ? null : 'Enter a whole number of days from 0 to 30',
    },
  });
  const { form } = setting;
  const audienceLabel = useId();
  return (
    <SettingFormFrame
      title="MFA Settings"
      description="Require a code from an authenticator app when users sign in."
      setting={setting}
      aside={
        <Alert color="blue" title="Each user sets up their own authenticator">
          <Text size="sm">
            Users add the portal to an authenticator app from their account settings. Until they do, they are asked to set it up when they
            sign in; after the grace period they cannot sign in without it.
          </Text>
        </Alert>
      }
    >
      <Switch
        label="Require an authenticator code at sign-in"
        description="Off: users may still set up an authenticator, but signing in does not need it."
        {...form.getInputProps('enforceTotp', { type: 'checkbox' })}
      />
      <Stack gap={4}>
        <Input.Label id={audienceLabel}>Applies to</Input.Label>
        <SegmentedControl aria-labelledby={audienceLabel} w="fit-content" data={AUDIENCES} {...form.getInputProps('appliesTo')} />
      </Stack>
      <NumberInput
        label="Grace period (days)"
        description="Days a user may still sign in without a code after the requirement starts (0: required at once). Set these before turning the requirement on."
        min={0}
        max={30}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={{ base: '100%', sm: 240 }}
        {...form.getInputProps('gracePeriodDays')}
      />
    </SettingFormFrame>
  );
}
