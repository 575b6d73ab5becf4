import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEndpointWithSecret } from 'shared-rules';
import { FormRefusal, problemOf, showToast, useGetExternalOrgsQuery } from 'shared-ui';
import { useCreateWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from '../api/webhook-endpoints';
import {
  type EndpointFormValues,
  emptyEndpointFormValues,
  endpointFormProblems,
  endpointFormValuesOf,
  endpointRefusalOf,
  endpointSaveOf,
} from '../state/endpoint-form-values';

/** Which endpoint the modal edits: `endpoint` null adds one. */
export interface EndpointEditor {
  endpoint: WebhookEndpoint | null;
}

interface FormBodyProps {
  endpoint: WebhookEndpoint | null;
  title: string;
  onClose: () => void;
  /** A new endpoint was added: its secret, to show once. */
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

function EndpointFormBody({ endpoint, title, onClose, onCreated }: FormBodyProps) {
  const organizations = useGetExternalOrgsQuery();
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EndpointFormValues>({
    mode: 'controlled',
    initialValues: endpoint ? endpointFormValuesOf(endpoint) : emptyEndpointFormValues(),
    validate: (values) => endpointFormProblems(values),
  });
  const isNew = endpoint === null;

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      if (endpoint) {
        await update({ id: endpoint.id, save: endpointSaveOf(values) }).unwrap();
        showToast('success', 'Endpoint saved', `${values.url.trim()} is saved.`);
        onClose();
      } else {
        onCreated(await create(endpointSaveOf(values)).unwrap());
      }
    } catch (error) {
      const placed = endpointRefusalOf(
        problemOf(error),
        isNew ? 'The endpoint was not added. Please try again.' : 'The endpoint was not saved. Please try again.',
      );
      form.setErrors(placed.fields);
      setRefusal(placed.message);
    }
  });

  const organizationOptions = (organizations.data ?? []).map((organization) => ({
    value: organization.summary.id,
    label: organization.summary.organizationName,
  }));

  return (
    <form noValidate aria-label={title} onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Address"
          description="Where the portal posts each event, such as https://partner.example.com/webhooks. It must be https on a public network unless private networks are allowed."
          required
          maxLength={2000}
          {...form.getInputProps('url')}
        />
        <Switch
          label="Every organisation"
          description="On: the partner hears about the loans of every organisation, including ones added later."
          {...form.getInputProps('allOrganizations', { type: 'checkbox' })}
        />
        {!form.values.allOrganizations && (
          <MultiSelect
            label="Organisations"
            description="The partner hears only about loans of these organisations."
            data={organizationOptions}
            searchable
            required
            {...form.getInputProps('organizationIds')}
          />
        )}
        <Checkbox.Group label="Events" description="The changes posted to this endpoint." required {...form.getInputProps('eventTypes')}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={`${WEBHOOK_EVENT_LABELS[type]} (${type})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Active"
          description="Off: events are kept and posted once it is on again."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormRefusal title={isNew ? 'The endpoint was not added' : 'The endpoint was not saved'} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={creating.isLoading || updating.isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {isNew ? 'Add endpoint' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds an endpoint, or edits one; each opening starts from the endpoint as listed (or blank). */
export function EndpointFormModal({
  editor,
  onClose,
  onCreated,
}: {
  editor: EndpointEditor | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const title = editor?.endpoint ? `Edit ${editor.endpoint.url}` : 'Add endpoint';
  return (
    <Modal opened={editor !== null} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {editor && (
        <EndpointFormBody
          key={editor.endpoint?.id ?? 'new'}
          endpoint={editor.endpoint}
          title={title}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}
