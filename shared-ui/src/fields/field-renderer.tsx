import { Autocomplete, Badge, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { US_STATES, formatCalendarDate, isCustomFieldId, type FieldDefinition, type LoanFieldValue } from 'shared-rules';
import { CalendarDateInput } from './calendar-date-input';
import { checkboxChecked, checkboxStoredValue, fieldValueProblem, yesNoSelection, yesNoStoredValue } from './field-value';
import { MaskedFieldInput } from './masked-field-input';

export interface FieldRendererProps {
  definition: FieldDefinition;
  /** The stored value (numbers for numeric formats, `X`/'' for checkboxes, booleans for Y/N). */
  value: LoanFieldValue | undefined;
  onChange: (value: LoanFieldValue) => void;
  required?: boolean;
  /** Replaces the definition's description as the label. */
  label?: string;
  /** Shown under the input; by default the value's own problem (an incomplete SSN, …). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * One loan field, rendered by its format: masked text for STRING, PHONE, ZIPCODE, SSN, INTEGER
 * and every DECIMAL format; a date picker that also takes typed MM/dd/yyyy for DATE; a state list for STATE; a list of options for DROPDOWN (and
 * free text with suggestions for DROPDOWNLIST); a checkbox storing `X` for CHECKBOX; Yes/No for
 * Y_N. Custom fields (`CX.` ids or ids containing `CUST`) use the list-style layout. Holds no
 * wizard state: the value comes in, every change goes out through `onChange`.
 */
export function FieldRenderer(props: FieldRendererProps) {
  return isCustomFieldId(props.definition.id) ? <ListStyleField {...props} /> : <FieldControl {...props} />;
}

/** The list-style layout of custom fields: a row with the field's name and id beside its input. */
function ListStyleField(props: FieldRendererProps) {
  const labelId = useId();
  const label = props.label ?? props.definition.description;
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="md"
      py="xs"
      data-testid={`custom-field-${props.definition.id}`}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 45%' }}>
        <Text size="sm" fw={500} id={labelId}>
          {label}
          {props.required && (
            <Text span c="red" aria-hidden>
              {' '}
              *
            </Text>
          )}
        </Text>
        <Badge variant="light" color="gray" size="xs" radius="sm" style={{ alignSelf: 'flex-start' }}>
          {props.definition.id}
        </Badge>
      </Stack>
      <div style={{ flex: '1 1 55%' }}>
        <FieldControl {...props} label={label} hideLabel />
      </div>
    </Group>
  );
}

function FieldControl({ hideLabel = false, ...props }: FieldRendererProps & { hideLabel?: boolean }) {
  const { definition, value, onChange, required, disabled } = props;
  const label = props.label ?? definition.description;
  const visibleLabel = hideLabel ? undefined : label;
  const ariaLabel = hideLabel ? label : undefined;
  const error = props.error === undefined ? fieldValueProblem(definition, value) : props.error;
  const readOnly = definition.readOnly || disabled;
  const common = {
    label: visibleLabel,
    'aria-label': ariaLabel,
    required,
    withAsterisk: required && !hideLabel,
    error,
    disabled: readOnly,
  };

  switch (definition.format) {
    case 'CHECKBOX':
      return (
        <Checkbox
          label={label}
          checked={checkboxChecked(value)}
          disabled={readOnly}
          error={error}
          onChange={(event) => onChange(checkboxStoredValue(event.currentTarget.checked))}
        />
      );
    case 'Y_N':
      return (
        <NativeSelect
          {...common}
          value={yesNoSelection(value) ?? ''}
          data={[
            { value: '', label: 'Not answered' },
            { value: 'Y', label: 'Yes' },
            { value: 'N', label: 'No' },
          ]}
          onChange={(event) => onChange(yesNoStoredValue(event.currentTarget.value || null))}
        />
      );
    case 'STATE':
      return (
        <NativeSelect
          {...common}
          value={typeof value === 'string' ? value : ''}
          data={[{ value: '', label: 'Choose a state' }, ...US_STATES.map((state) => ({ value: state.value, label: state.label }))]}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case 'DROPDOWN':
      return (
        <NativeSelect
          {...common}
          value={value === null || value === undefined ? '' : String(value)}
          data={[{ value: '', label: 'Choose…' }, ...definition.options.map((option) => ({ value: option.value, label: option.text }))]}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case 'DROPDOWNLIST':
      return (
        <Autocomplete
          {...common}
          value={value === null || value === undefined ? '' : String(value)}
          data={definition.options.map((option) => option.value)}
          onChange={(text) => onChange(text === '' ? null : text)}
        />
      );
    case 'DATE':
      return (
        <CalendarDateInput
          {...common}
          value={typeof value === 'string' ? value : null}
          // Typed dates are stored as MM/dd/yyyy, the rule engine's DATE format.
          onChange={(date) => onChange(date === null ? null : (formatCalendarDate(date) ?? null))}
        />
      );
    default:
      return <MaskedFieldInput {...common} definition={definition} value={value} onChange={onChange} />;
  }
}
