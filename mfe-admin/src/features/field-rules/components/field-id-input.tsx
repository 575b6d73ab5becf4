import { Autocomplete, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldDescription, FIELD_IDS } from '../state/rule-types';

export interface FieldIdInputProps {
  label: string;
  /** Help shown while the id is not one the catalogue knows. */
  help: ReactNode;
  required?: boolean;
  /** Optional only so `form.getInputProps` spreads in; always given. */
  value?: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A loan field id, picked from the portal's field catalogue or typed (custom `CX.` and `CUST`
 * fields are not all listed); under it, what the chosen field is.
 */
export function FieldIdInput({ label, help, required, value = '', error, onChange, onBlur }: FieldIdInputProps) {
  const description = fieldDescription(value);
  const perPair = value.trim().endsWith('#');
  return (
    <Autocomplete
      label={label}
      required={required}
      data={FIELD_IDS}
      limit={50}
      maxLength={200}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      description={description ? `${description}${perPair ? ', once per borrower pair' : ''}` : help}
      renderOption={({ option }) => (
        <Text size="sm">
          {option.value}{' '}
          <Text span c="dimmed" size="xs">
            {fieldDescription(option.value)}
          </Text>
        </Text>
      )}
    />
  );
}
