import { Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXTS } from 'shared-rules';
import { PageHeader, problemFieldErrors, problemMessage, problemOf, showToast } from 'shared-ui';
import { useChangePasswordMutation } from './api/account-api';
import { SettingsCard } from './settings-card';

export const PASSWORDS_DIFFER = 'The two new passwords are not the same.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The rules the browser can check before sending; the services check the rest (breach list, guessability, your name). */
function newPasswordError(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_TEXTS.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_TEXTS.tooLong;
  return null;
}

/** /settings/password: change the password with the current one; every other sign-in ends. */
export function PasswordPage() {
  const [changePassword, changing] = useChangePasswordMutation();
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: {
      currentPassword: (value) => (value === '' ? CURRENT_PASSWORD_REQUIRED : null),
      newPassword: newPasswordError,
      confirmation: (value, values) => (value !== values.newPassword ? PASSWORDS_DIFFER : null),
    },
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    changePassword({ currentPassword, newPassword })
      .unwrap()
      .then(() => {
        form.reset();
        showToast('success', 'Password changed', 'You stay signed in here; every other sign-in of your account has ended.');
      })
      .catch((error: unknown) => {
        const errors = problemFieldErrors(problemOf(error));
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else showToast('error', 'Password not changed', problemMessage(error));
      });
  });

  return (
    <>
      <PageHeader title="Password" />
      <SettingsCard title="Change your password" description="Changing it signs you out everywhere else: other browsers and devices.">
        <Stack gap={4}>
          <Text size="sm">A new password:</Text>
          <List size="sm" spacing={2}>
            <List.Item>
              has {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters (a few unrelated words make a strong one);
            </List.Item>
            <List.Item>does not contain your email address or your name;</List.Item>
            <List.Item>is not a password exposed in a breach, nor easy to guess.</List.Item>
          </List>
        </Stack>
        <form onSubmit={submit} noValidate aria-label="Change your password">
          <Stack gap="sm" maw={420}>
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              {...form.getInputProps('confirmation')}
            />
            <Group>
              <Button type="submit" loading={changing.isLoading}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </SettingsCard>
    </>
  );
}
