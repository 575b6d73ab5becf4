import { Autocomplete, Badge, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { US_STATES, isCustomFieldId, type FieldDefinition, type LoanFieldValue } from 'shared-rules';
import {
  checkboxChecked,
  checkboxStoredValue,
  fieldInputText,
  fieldValueProblem,
  typedFieldValue,
  yesNoSelection,
  yesNoStoredValue,
} from './field-value';

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

const INPUT_MODES: Partial<Record<FieldDefinition['format'], 'numeric' | 'decimal' | 'tel'>> = {
  PHONE: 'tel',
  ZIPCODE: 'numeric',
  SSN: 'numeric',
  INTEGER: 'numeric',
  DATE: 'numeric',
};

const PLACEHOLDERS: Partial<Record<FieldDefinition['format'], string>> = {
  PHONE: '555-555-5555',
  ZIPCODE: '12345',
  SSN: '123-45-6789',
  DATE: 'MM/dd/yyyy',
};

/**
 * One loan field, rendered by its format: masked text for STRING, PHONE, ZIPCODE, SSN, DATE,
 * INTEGER and every DECIMAL format; a state list for STATE; a list of options for DROPDOWN (and
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
  const common = { label: visibleLabel, 'aria-label': ariaLabel, required, withAsterisk: required && !hideLabel, error, disabled: readOnly };

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
    default:
      return <TypedField {...common} definition={definition} value={value} onChange={onChange} />;
  }
}

/**
 * A masked text input. It keeps the typed text (`12.` while a decimal is being typed) and reports
 * the stored value; a stored value changed from outside replaces the text. Its problem shows
 * once the user leaves the field.
 */
function TypedField({
  definition,
  value,
  onChange,
  error,
  ...inputProps
}: {
  definition: FieldDefinition;
  value: LoanFieldValue | undefined;
  onChange: (value: LoanFieldValue) => void;
  label?: string;
  'aria-label'?: string;
  required?: boolean;
  withAsterisk?: boolean;
  error?: string | null;
  disabled?: boolean;
}) {
  const [text, setText] = useState(() => fieldInputText(definition, value));
  // An incomplete value is only pointed out once the user leaves the field.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setText((current) => (typedFieldValue(definition, current).value === (value ?? null) ? current : fieldInputText(definition, value)));
  }, [definition, value]);

  return (
    <TextInput
      {...inputProps}
      value={text}
      inputMode={INPUT_MODES[definition.format] ?? (definition.format.startsWith('DECIMAL') ? 'decimal' : undefined)}
      placeholder={PLACEHOLDERS[definition.format]}
      maxLength={definition.format === 'DATE' ? 10 : undefined}
      error={touched ? error : null}
      onBlur={() => setTouched(true)}
      onChange={(event) => {
        const typed = typedFieldValue(definition, event.currentTarget.value);
        setText(typed.text);
        onChange(typed.value);
      }}
    />
  );
}
