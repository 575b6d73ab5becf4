import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONDITION_DESCRIPTION_MAX_LENGTH,
  CONDITION_TITLE_MAX_LENGTH,
  type LoanCondition,
  type LoanConditionCreateRequest,
  type LoanConditions,
  type LoanConditionUpdateRequest,
} from 'shared-rules';
import { CalendarDateInput, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useAddLoanConditionMutation } from '../api/add-loan-condition';
import { useUpdateLoanConditionMutation } from '../api/update-loan-condition';

interface ConditionFormValues {
  title: string;
  description: string;
  category: string;
  /** '' for nobody. */
  ownerId: string;
  /** `yyyy-MM-dd`, or '' for none. */
  dueDate: string;
}

type Field = keyof ConditionFormValues;
const FIELDS: readonly Field[] = ['title', 'description', 'category', 'ownerId', 'dueDate'];

function valuesOf(condition: LoanCondition | null): ConditionFormValues {
  return {
    title: condition?.title ?? '',
    description: condition?.description ?? '',
    category: condition?.category ?? '',
    ownerId: condition?.owner?.userId ?? '',
    dueDate: condition?.dueDate ?? '',
  };
}

/** The request fields as services take them: trimmed text, null for nobody and no date. */
function requestOf(values: ConditionFormValues): Required<LoanConditionCreateRequest> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    ownerId: values.ownerId || null,
    dueDate: values.dueDate || null,
  };
}

/** The options of a select: the given ones, and the current value too when the list no longer has it (so it still shows). */
function optionsWith(options: Array<{ value: string; label: string }>, current: { value: string; label: string } | null) {
  return current && current.value !== '' && !options.some((option) => option.value === current.value) ? [...options, current] : options;
}

export interface ConditionFormModalProps {
  loanId: string;
  /** The condition edited, or null to add one. */
  condition: LoanCondition | null;
  conditions: Pick<LoanConditions, 'categories' | 'owners'>;
  onClose: () => void;
}

/**
 * Adds a condition, or edits one (only the changed fields are sent): title, description, category
 * (the `conditions` setting's), owner (the lender's staff covering the loan, or nobody) and due
 * date. The server's field problems show under their fields. Mounted while open.
 */
export function ConditionFormModal({ loanId, condition, conditions, onClose }: ConditionFormModalProps) {
  const editing = condition !== null;
  const form = useForm<ConditionFormValues>({
    initialValues: valuesOf(condition),
    validate: {
      title: (title) => {
        if (title.trim() === '') return 'Enter a title.';
        return title.trim().length > CONDITION_TITLE_MAX_LENGTH ? `A title has at most ${CONDITION_TITLE_MAX_LENGTH} characters.` : null;
      },
      description: (description) =>
        description.trim().length > CONDITION_DESCRIPTION_MAX_LENGTH
          ? `A description has at most ${CONDITION_DESCRIPTION_MAX_LENGTH} characters.`
          : null,
      category: (category) => (category === '' ? 'Choose a category.' : null),
    },
  });
  const [add, adding] = useAddLoanConditionMutation();
  const [update, updating] = useUpdateLoanConditionMutation();
  const saving = adding.isLoading || updating.isLoading;

  const submit = form.onSubmit(async (values) => {
    const request = requestOf(values);
    let result: Awaited<ReturnType<typeof add>>;
    if (condition) {
      const before = requestOf(valuesOf(condition));
      const body = Object.fromEntries(FIELDS.filter((field) => request[field] !== before[field]).map((field) => [field, request[field]]));
      if (Object.keys(body).length === 0) return onClose();
      result = await update({ loanId, conditionId: condition.id, body: body as LoanConditionUpdateRequest });
    } else {
      result = await add({ loanId, body: request });
    }
    if ('error' in result) {
      for (const { field, message } of problemOf(result.error)?.fields ?? []) {
        const name = FIELDS.find((candidate) => field === `body.${candidate}`);
        if (name) form.setFieldError(name, message);
      }
      showErrorToast(result.error, editing ? 'The condition was not saved' : 'The condition was not added');
      return;
    }
    showToast('success', editing ? 'Condition saved' : 'Condition added', `"${result.data.title}" is under ${result.data.category}.`);
    onClose();
  });

  const categoryOptions = optionsWith(
    conditions.categories.map((category) => ({ value: category, label: category })),
    condition ? { value: condition.category, label: `${condition.category} (no longer a category)` } : null,
  );
  const ownerOptions = optionsWith(
    conditions.owners.map((owner) => ({ value: owner.userId, label: owner.name })),
    condition?.owner ? { value: condition.owner.userId, label: condition.owner.name } : null,
  );
  const values = form.getValues();
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit condition' : 'Add condition'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit condition' : 'Add condition'}>
        <Stack gap="md">
          <TextInput label="Title" required maxLength={CONDITION_TITLE_MAX_LENGTH} data-autofocus {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            description="What the broker needs to send, and anything the underwriter will check."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={CONDITION_DESCRIPTION_MAX_LENGTH}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NativeSelect label="Category" required miw={200} {...form.getInputProps('category')}>
              <option value="" disabled>
                Choose a category
              </option>
              {categoryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect label="Owner" description="Who reviews it at the lender" miw={200} {...form.getInputProps('ownerId')}>
              <option value="">Nobody</option>
              {ownerOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </Group>
          <CalendarDateInput
            label="Due date"
            value={values.dueDate}
            error={typeof form.errors.dueDate === 'string' ? form.errors.dueDate : null}
            onChange={(date) => form.setFieldValue('dueDate', date ?? '')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {editing ? 'Save condition' : 'Add condition'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
