import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { APPROVAL_STATUSES, CHANNEL_TYPES, CORRESPONDENT_SELECTIONS, type ChannelType, type CorrespondentSelection } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import type { CompanyForm as CompanyFormState } from '../hooks/use-company-form';
import { PrimaryAeSelect } from './primary-ae-select';

export interface CompanyFormProps {
  form: CompanyFormState;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A refusal of the last save that no field shows. */
  refusal: string | null;
  isNew: boolean;
  saving: boolean;
  withPrimaryAe: boolean;
  onCancel: () => void;
}

/** The company's name, approval status, channels, correspondent selection and (administrators) primary account executive. */
export function CompanyForm({ form, submit, refusal, isNew, saving, withPrimaryAe, onCancel }: CompanyFormProps) {
  const { channelTypes, correspondentSelection } = form.values;
  const correspondent = channelTypes.includes('Correspondent');
  // A selection left without the channel (older records) stays editable so it can be cleared.
  const selectionEnabled = correspondent || correspondentSelection.length > 0;

  const changeChannels = (next: ChannelType[]) => {
    form.setFieldValue('channelTypes', next);
    // Dropping the channel drops its selection: nothing else would use it, and services refuse it.
    if (correspondent && !next.includes('Correspondent')) form.setFieldValue('correspondentSelection', []);
  };

  return (
    <form noValidate aria-label={isNew ? 'New company' : 'Company'} onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The channels and the correspondent selection decide which channels the Add Loan wizard offers the company’s users, and their Add
          Loan button works only while the company is Active.
        </Text>
        <TextInput label="Name" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Approval status"
          data={APPROVAL_STATUSES}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('approvalStatus')}
        />
        <Checkbox.Group<ChannelType> label="Channels" value={channelTypes} onChange={changeChannels} error={form.errors.channelTypes}>
          <Group gap="lg" mt={4}>
            {CHANNEL_TYPES.map((channel) => (
              <Checkbox key={channel} value={channel} label={channel} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group<CorrespondentSelection>
          label="Correspondent selection"
          description={selectionEnabled ? 'Delegated, Non-Delegated or both.' : 'Choose the Correspondent channel first.'}
          value={correspondentSelection}
          onChange={(next) => form.setFieldValue('correspondentSelection', next)}
          error={form.errors.correspondentSelection}
          disabled={!selectionEnabled}
        >
          <Group gap="lg" mt={4}>
            {CORRESPONDENT_SELECTIONS.map((selection) => (
              <Checkbox key={selection} value={selection} label={selection} disabled={!selectionEnabled} />
            ))}
          </Group>
        </Checkbox.Group>
        {withPrimaryAe && <PrimaryAeSelect form={form} />}
        <FormRefusal title={isNew ? 'The company was not added' : 'The company was not saved'} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {isNew ? 'Add company' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
