import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type ExternalUser, PROFILE_NAME_MAX_LENGTH, PROFILE_PHONE_MAX_LENGTH, ROLE_TYPE_LABELS, ROLE_TYPES } from 'shared-rules';
import { FormRefusal, problemOf, showToast } from 'shared-ui';
import { useCreateBrokerContactMutation, useUpdateBrokerContactMutation } from '../api/save-broker-contact';
import {
  contactCreateRequestOf,
  contactFieldOf,
  contactFormProblems,
  contactFormValuesOf,
  contactUpdateRequestOf,
  type ContactFormValues,
  emptyContactFormValues,
} from '../state/contact-form-values';

/** Which contact the modal edits: `contact` null adds one, in `organizationId` when the page has one chosen. */
export type ContactModalTarget = { kind: 'new'; organizationId: string | null } | { kind: 'edit'; contact: ExternalUser };

export interface CompanyChoice {
  value: string;
  label: string;
}

export interface ContactModalProps {
  target: ContactModalTarget;
  /** The companies the caller covers: a contact is added to, or moved between, these only. */
  companies: CompanyChoice[];
  onClose: () => void;
}

const nameOf = (values: Pick<ContactFormValues, 'firstName' | 'lastName'>) => `${values.firstName} ${values.lastName}`.trim();

/**
 * Adds a broker contact (an external user, emailed a link to choose a password) or edits one,
 * through the users administration's writes. A refusal lands under its field, or in the alert.
 */
export function ContactModal({ target, companies, onClose }: ContactModalProps) {
  const editing = target.kind === 'edit' ? target.contact : null;
  const title = editing ? `Edit ${nameOf(editing)}` : 'Add contact';
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateBrokerContactMutation();
  const [update, updating] = useUpdateBrokerContactMutation();
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: editing ? contactFormValuesOf(editing) : emptyContactFormValues(target.kind === 'new' ? target.organizationId : null),
    validateInputOnBlur: true,
    validate: contactFormProblems,
  });
  const saving = creating.isLoading || updating.isLoading;

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      if (editing) {
        const change = contactUpdateRequestOf(editing, values);
        if (change) await update({ id: editing.id, change }).unwrap();
        showToast('success', 'Contact saved', `${nameOf(values)}’s details are saved.`);
      } else {
        await create(contactCreateRequestOf(values)).unwrap();
        showToast('success', 'Contact added', `${nameOf(values)} was added and emailed a link to choose a password.`);
      }
      onClose();
    } catch (error) {
      const problem = problemOf(error);
      let placed = false;
      for (const { field, message } of problem?.fields ?? []) {
        const name = contactFieldOf(field);
        if (name) {
          form.setFieldError(name, message);
          placed = true;
        }
      }
      if (!placed)
        setRefusal(
          problem?.detail ?? (editing ? 'The contact was not saved. Please try again.' : 'The contact was not added. Please try again.'),
        );
    }
  });

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              required
              maxLength={PROFILE_NAME_MAX_LENGTH}
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput label="Last name" required maxLength={PROFILE_NAME_MAX_LENGTH} {...form.getInputProps('lastName')} />
          </Group>
          <TextInput
            label="Email"
            type="email"
            required
            maxLength={254}
            description={
              editing ? 'The contact signs in with it.' : 'The contact signs in with it; a link to choose a password is sent there.'
            }
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" maxLength={PROFILE_PHONE_MAX_LENGTH} {...form.getInputProps('phone')} />
          <Select
            label="Company"
            placeholder="Choose one of your companies"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="You cover no company with this name"
            data={companies}
            {...form.getInputProps('organizationId')}
          />
          <Checkbox.Group label="Roles" required {...form.getInputProps('roleTypes')}>
            <Group gap="lg" mt={6}>
              {ROLE_TYPES.map((role) => (
                <Checkbox key={role} value={role} label={ROLE_TYPE_LABELS[role]} />
              ))}
            </Group>
          </Checkbox.Group>
          <FormRefusal title={editing ? 'The contact was not saved' : 'The contact was not added'} refusal={refusal} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editing !== null && !form.isDirty()}>
              {editing ? 'Save' : 'Add contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
