import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type FieldDefinition, type LoanFieldValue, mayBeNegative } from 'shared-rules';
import { fieldInputText, typedFieldValue } from './field-value';

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
 * The on-screen keyboard a field asks for. A field that takes negative amounts gets the full
 * keyboard: phones' decimal pads have no minus key.
 */
function inputModeOf(definition: FieldDefinition): 'numeric' | 'decimal' | 'tel' | 'text' | undefined {
  if (!definition.format.startsWith('DECIMAL')) return INPUT_MODES[definition.format];
  return mayBeNegative(definition) ? 'text' : 'decimal';
}

/** What a masked input takes: the field, its stored value, and the usual input props. */
export interface MaskedFieldInputProps {
  definition: FieldDefinition;
  /** The stored value: a number for INTEGER and DECIMAL formats, text otherwise. */
  value: LoanFieldValue | undefined;
  /** Called on every keystroke with the stored value of the masked text (null when blank). */
  onChange: (value: LoanFieldValue) => void;
  label?: string;
  'aria-label'?: string;
  required?: boolean;
  withAsterisk?: boolean;
  /** The value's problem, shown once the user has left the field. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A masked text input (the format's mask from shared-rules, applied on every keystroke). It keeps the typed text (`12.` while a decimal is being typed) and reports
 * the stored value; a stored value changed from outside replaces the text. Its problem shows
 * once the user leaves the field.
 */
export function MaskedFieldInput({ definition, value, onChange, error, ...inputProps }: MaskedFieldInputProps) {
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
      inputMode={inputModeOf(definition)}
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
