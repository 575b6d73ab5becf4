import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageHeader, problemFieldErrors, problemMessage, problemOf, showToast } from 'shared-ui';
import { confirmationOf, NewPasswordFields } from '../passwords/new-password-fields';
import { newPasswordError, PasswordRules } from '../passwords/password-rules';
import { useChangePasswordMutation } from './api/account-api';
import { SettingsCard } from './settings-card';

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';

type PasswordForm = {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
};

/** /settings/password: change the password with the current one; every other sign-in ends. */
export function PasswordPage() {
  const [changePassword, changing] = useChangePasswordMutation();
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: {
      currentPassword: (value) => (value === '' ? CURRENT_PASSWORD_REQUIRED : null),
      newPassword: newPasswordError,
      confirmation: confirmationOf<PasswordForm>('newPassword'),
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
        <PasswordRules />
        <form onSubmit={submit} noValidate aria-label="Change your password">
          <Stack gap="sm" maw={420}>
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <NewPasswordFields form={form} passwordField="newPassword" confirmationField="confirmation" />
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
