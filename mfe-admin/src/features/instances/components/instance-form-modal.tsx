import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { INSTANCE_NAME_MAX_LENGTH, INSTANCE_URL_MAX_LENGTH, type Instance } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { useInstanceForm } from '../hooks/use-instance-form';

/** Which instance the modal edits: `instance` null adds one. */
export interface InstanceEditor {
  instance: Instance | null;
}

function InstanceFormBody({ instance, title, onClose }: { instance: Instance | null; title: string; onClose: () => void }) {
  const { form, isNew, submit, refusal, saving } = useInstanceForm({ instance, onSaved: onClose });
  const current = instance?.isCurrent ?? false;
  return (
    <form noValidate aria-label={title} onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="How administrators and users recognise this portal, such as “Correspondent portal (staging)”."
          required
          maxLength={INSTANCE_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Address"
          description={
            current
              ? 'This portal’s address comes from the services’ PORTAL_URL setting.'
              : 'The address people open the portal at, such as https://portal.lender.com.'
          }
          required
          type="url"
          readOnly={current}
          maxLength={INSTANCE_URL_MAX_LENGTH}
          {...form.getInputProps('baseUrl')}
        />
        <Switch
          label="Enabled"
          description={current ? 'This portal is always enabled.' : 'Users can open a disabled instance only by signing in there.'}
          disabled={current}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormRefusal title={isNew ? 'The instance was not added' : 'The instance was not saved'} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!isNew && !form.isDirty()}>
            {isNew ? 'Add instance' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds an instance, or edits one; each opening starts from the instance as listed (or blank). */
export function InstanceFormModal({ editor, onClose }: { editor: InstanceEditor | null; onClose: () => void }) {
  const title = editor?.instance ? `Edit ${editor.instance.name}` : 'Add instance';
  return (
    <Modal opened={editor !== null} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {editor && <InstanceFormBody key={editor.instance?.id ?? 'new'} instance={editor.instance} title={title} onClose={onClose} />}
    </Modal>
  );
}
