import { Avatar, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  NAME_REQUIRED,
  PHONE_INVALID,
  PHONE_PATTERN,
  type Profile,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
} from 'shared-rules';
import {
  PageHeader,
  problemFieldErrors,
  problemMessage,
  problemOf,
  showToast,
  useGetExternalOrgsQuery,
  useProfile,
  useRoles,
} from 'shared-ui';
import { useChangeEmailMutation, useUpdateProfileMutation } from './api/account-api';
import { ProfilePhotoControls } from './profile-photo/profile-photo-controls';
import { roleLabelsOf } from './role-labels';
import { FactsTable, SettingsCard } from './settings-card';

const PHONE = new RegExp(PHONE_PATTERN);

export const PASSWORD_REQUIRED = 'Enter your password to change the email address.';

const detailsOf = (profile: Profile) => ({
  firstName: profile.name.first,
  lastName: profile.name.last,
  phone: profile.phone,
  cell: profile.cell,
});

/** Shows the server's field problems under their fields, or a toast when none names a field. */
function showRefusal(form: { setErrors: (errors: Record<string, string>) => void }, error: unknown, title: string) {
  const errors = problemFieldErrors(problemOf(error));
  if (Object.keys(errors).length > 0) form.setErrors(errors);
  else showToast('error', title, problemMessage(error));
}

function DetailsForm({ profile }: { profile: Profile }) {
  const [updateProfile, saving] = useUpdateProfileMutation();
  const form = useForm({
    initialValues: detailsOf(profile),
    validate: {
      firstName: (value) => (value.trim() === '' ? NAME_REQUIRED : null),
      lastName: (value) => (value.trim() === '' ? NAME_REQUIRED : null),
      phone: (value) => (PHONE.test(value.trim()) ? null : PHONE_INVALID),
      cell: (value) => (PHONE.test(value.trim()) ? null : PHONE_INVALID),
    },
  });
  // Saved elsewhere (another tab, an administrator): the form shows the profile as it is now.
  const saved = detailsOf(profile);
  const savedKey = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-initialised only when the saved values change.
  useEffect(() => {
    form.setInitialValues(saved);
    form.setValues(saved);
  }, [savedKey]);

  const submit = form.onSubmit((values) => {
    updateProfile({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      cell: values.cell.trim(),
    })
      .unwrap()
      .then(() => showToast('success', 'Profile saved', 'Your name and phone numbers are updated.'))
      .catch((error: unknown) => showRefusal(form, error, 'Profile not saved'));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your name and phone numbers">
      <Stack gap="sm" maw={520}>
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            required
            maxLength={PROFILE_NAME_MAX_LENGTH}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            required
            maxLength={PROFILE_NAME_MAX_LENGTH}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Office phone"
            maxLength={PROFILE_PHONE_MAX_LENGTH}
            autoComplete="tel-national"
            {...form.getInputProps('phone')}
          />
          <TextInput label="Cell phone" maxLength={PROFILE_PHONE_MAX_LENGTH} autoComplete="tel" {...form.getInputProps('cell')} />
        </Group>
        <Group>
          <Button type="submit" loading={saving.isLoading} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmailForm({ profile }: { profile: Profile }) {
  const [changeEmail, changing] = useChangeEmailMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (EMAIL_PATTERN.test(value.trim()) ? null : EMAIL_INVALID),
      password: (value) => (value === '' ? PASSWORD_REQUIRED : null),
    },
  });
  const submit = form.onSubmit(({ email, password }) => {
    changeEmail({ email: email.trim(), password })
      .unwrap()
      .then((changed) => {
        form.reset();
        showToast('success', 'Email address changed', `Sign in with ${changed.email} from now on.`);
      })
      .catch((error: unknown) => showRefusal(form, error, 'Email address not changed'));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change your email address">
      <Stack gap="sm" maw={520}>
        <Text size="sm">
          Your email address is <strong>{profile.email}</strong>. It is also the name you sign in with.
        </Text>
        <TextInput label="New email address" type="email" required autoComplete="email" maxLength={254} {...form.getInputProps('email')} />
        <PasswordInput
          label="Your password"
          description="To confirm it is you."
          required
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group>
          <Button type="submit" variant="light" loading={changing.isLoading}>
            Change email address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /settings/profile: who you are in the portal, your photo, your name and phones, and your email address (with your password). */
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
      <PageHeader title="Profile" description="Your details as the portal shows them to your colleagues and your account executive." />
      <Stack gap="lg">
        <SettingsCard title="About you">
          <Group>
            <Avatar src={profile.profilePhoto?.url ?? null} alt="Your profile photo" size={64} radius="xl" color="brand">
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
          <ProfilePhotoControls profile={profile} />
          <FactsTable
            label="Your account"
            rows={[
              ['User type', profile.userType === 'external' ? 'External (broker or correspondent)' : 'Internal (lender staff)'],
              ...(isExternal ? ([['Organization', org?.summary.organizationName ?? orgId]] as Array<[string, string | undefined]>) : []),
            ]}
          />
        </SettingsCard>
        <SettingsCard title="Name and phone numbers">
          <DetailsForm profile={profile} />
        </SettingsCard>
        <SettingsCard title="Email address">
          <EmailForm profile={profile} />
        </SettingsCard>
      </Stack>
    </>
  );
}
