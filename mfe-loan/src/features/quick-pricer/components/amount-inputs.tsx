import { TextInput, type TextInputProps } from '@mantine/core';
import { maskDecimal } from 'shared-rules';

type TextProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  /** The masked text, as the form keeps it. */
  onChange: (text: string) => void;
};

/**
 * Dollars, masked as the portal's DECIMAL_2 fields are (digits, commas, two decimals). The form keeps
 * the text; the scenario reads it as exact cents (`centsOf`).
 */
export function DollarInput({ value, onChange, ...props }: TextProps) {
  return (
    <TextInput
      {...props}
      value={value}
      inputMode="decimal"
      leftSection="$"
      onChange={(event) => onChange(maskDecimal(event.currentTarget.value, { places: 2 }))}
    />
  );
}

/**
 * A decimal with up to three places (a percent or a ratio): the precision the engine keeps for DTI
 * and DSCR, so what is typed is exactly what is priced.
 */
export function ThousandthsInput({ value, onChange, ...props }: TextProps) {
  return (
    <TextInput
      {...props}
      value={value}
      inputMode="decimal"
      onChange={(event) => onChange(maskDecimal(event.currentTarget.value, { places: 3 }).replace(/,/g, ''))}
    />
  );
}
