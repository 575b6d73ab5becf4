import { Checkbox, Group, Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import {
  type AdminUser,
  PERSONA,
  PERSONA_LABELS,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
  STAFF_PERSONAS,
  USER_TYPES,
  type UserType,
  ENCOMPASS_ID_MAX_LENGTH,
} from 'shared-rules';
import { useGetExternalOrgsQuery, useProfile } from 'shared-ui';
import type { UserForm } from '../hooks/use-user-form';
import { organizationOptions } from '../state/organization-options';
import { EMAIL_MAX_LENGTH } from '../state/user-form-values';
import { USER_TYPE_LABELS } from '../state/user-labels';

export interface UserFormFieldsProps {
  form: UserForm;
  /** The user edited, or null for a new one (only a new user's kind can be chosen). */
  user: AdminUser | null;
}

function KindField({ form }: { form: UserForm }) {
  const choose = (value: string) => {
    const kind = USER_TYPES.find((candidate) => candidate === value);
    if (!kind) return;
    form.setFieldValue('userType', kind);
    // The other kind's fields are hidden: their problems would explain nothing.
    form.clearFieldError('organizationId');
    form.clearFieldError('roleTypes');
    form.clearFieldError('personas');
  };
  return (
    <Input.Wrapper label="Kind" labelElement="div" description="External users belong to a broker organization; lender staff do not.">
      <SegmentedControl
        aria-label="Kind"
        fullWidth
        mt={4}
        data={(['external', 'internal'] as const satisfies readonly UserType[]).map((kind) => ({
          value: kind,
          label: USER_TYPE_LABELS[kind],
        }))}
        value={form.values.userType}
        onChange={choose}
      />
    </Input.Wrapper>
  );
}

function ExternalFields({ form, user }: UserFormFieldsProps) {
  const organizations = useGetExternalOrgsQuery();
  return (
    <>
      <Select
        label="Organization"
        placeholder="Search organizations"
        required
        searchable
        nothingFoundMessage="No organization has this name"
        data={organizationOptions(organizations.data, user?.organization ?? null)}
        description={organizations.isError ? 'The organizations could not be loaded. Close and open the form again.' : undefined}
        {...form.getInputProps('organizationId')}
      />
      <Checkbox.Group label="Roles" required {...form.getInputProps('roleTypes')}>
        <Group gap="lg" mt={6}>
          {ROLE_TYPES.map((role) => (
            <Checkbox key={role} value={role} label={ROLE_TYPE_LABELS[role]} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}

function StaffFields({ form }: { form: UserForm }) {
  const { profile } = useProfile();
  const isSuperAdministrator = profile?.personas.some(({ entityId }) => entityId === PERSONA.superAdministrator) ?? false;
  return (
    <Checkbox.Group label="Personas" description="What the staff member may do in the portal." {...form.getInputProps('personas')}>
      <Stack gap={6} mt={6}>
        {STAFF_PERSONAS.map((persona) => {
          // Services refuse this persona from anyone but a super administrator: say so before they try.
          const reserved = persona === PERSONA.superAdministrator && !isSuperAdministrator;
          return (
            <Checkbox
              key={persona}
              value={persona}
              label={PERSONA_LABELS[persona]}
              disabled={reserved}
              description={reserved ? 'Only a super administrator can give or take it.' : undefined}
            />
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}

/** The fields of the Add / Edit user form; the kind decides whether an organisation and roles or personas are asked. */
export function UserFormFields({ form, user }: UserFormFieldsProps) {
  return (
    <Stack gap="sm">
      {user === null && <KindField form={form} />}
      <Group grow align="flex-start">
        <TextInput label="First name" required maxLength={PROFILE_NAME_MAX_LENGTH} data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label="Last name" required maxLength={PROFILE_NAME_MAX_LENGTH} {...form.getInputProps('lastName')} />
      </Group>
      <TextInput
        label="Email"
        type="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        description={user === null ? 'The user signs in with it; a link to choose a password is sent there.' : 'The user signs in with it.'}
        {...form.getInputProps('email')}
      />
      <Group grow align="flex-start">
        <TextInput label="Office phone" type="tel" maxLength={PROFILE_PHONE_MAX_LENGTH} {...form.getInputProps('phone')} />
        <TextInput label="Cell phone" type="tel" maxLength={PROFILE_PHONE_MAX_LENGTH} {...form.getInputProps('cell')} />
      </Group>
      <TextInput
        label="Encompass ID"
        description="The user’s id in Encompass, when they have one."
        maxLength={ENCOMPASS_ID_MAX_LENGTH}
        {...form.getInputProps('encompassId')}
      />
      {form.values.userType === 'external' ? <ExternalFields form={form} user={user} /> : <StaffFields form={form} />}
    </Stack>
  );
}
