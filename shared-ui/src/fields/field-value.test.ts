import { FIELD_FORMATS, type FieldDefinition, type FieldFormat } from 'shared-rules';
import {
  checkboxChecked,
  checkboxStoredValue,
  fieldInputText,
  fieldValueProblem,
  isTypedFormat,
  typedFieldValue,
  yesNoSelection,
  yesNoStoredValue,
} from './field-value';

function field(format: FieldFormat, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { id: 'F1', description: 'Field', format, dataType: 'String', options: [], readOnly: false, jsonPath: '$.f', ...extra };
}

describe('typedFieldValue: each format masks the typed text and stores its value', () => {
  it.each<[FieldFormat, string, string, string | number | null]>([
    ['STRING', 'Rosa Diaz', 'Rosa Diaz', 'Rosa Diaz'],
    ['PHONE', '(303) 555-0100 ext 12', '303-555-0100 x12', '303-555-0100 x12'],
    ['PHONE', '30355501009999999', '303-555-0100 x9999', '303-555-0100 x9999'],
    ['ZIPCODE', '80202', '80202', '80202'],
    ['ZIPCODE', '802021234x', '80202-1234', '80202-1234'],
    ['SSN', '521441234', '521-44-1234', '521-44-1234'],
    ['SSN', '52a1', '521', '521'],
    ['INTEGER', '3a6-0', '360', 360],
    ['DECIMAL', '1,250.755', '1,250.755', 1250.755],
    ['DECIMAL_1', '6.25', '6.2', 6.2],
    ['DECIMAL_2', '$350,000.129', '350,000.12', 350000.12],
    ['DECIMAL_3', '6.12345', '6.123', 6.123],
    ['DECIMAL_4', '1.23456', '1.2345', 1.2345],
    ['DECIMAL_5', '1.234567', '1.23456', 1.23456],
    ['DECIMAL_6', '1.2345678', '1.234567', 1.234567],
    ['DECIMAL_7', '1.23456789', '1.2345678', 1.2345678],
    ['DECIMAL_9', '1.0123456789', '1.012345678', 1.012345678],
    ['DECIMAL_10', '1.01234567891', '1.0123456789', 1.0123456789],
    ['DECIMAL_2', '12.', '12.', 12],
    ['DECIMAL', '-5', '5', 5],
    ['DATE', '01/15/2026abc', '01/15/2026', '01/15/2026'],
    ['DATE', '2026-01-15', '20260115', '20260115'],
    ['STRING', '   ', '   ', null],
  ])('%s: %j → %j stores %j', (format, input, text, value) => {
    expect(typedFieldValue(field(format), input)).toEqual({ text, value });
  });

  it('keeps a minus sign only in a Decimal field that allows negative values', () => {
    const adjustment = field('DECIMAL_2', { dataType: 'Decimal', allowNegative: true });
    expect(typedFieldValue(adjustment, '-1,250.555')).toEqual({ text: '-1,250.55', value: -1250.55 });
    expect(typedFieldValue(adjustment, '-')).toEqual({ text: '-', value: null });
    expect(typedFieldValue(adjustment, '12-5')).toEqual({ text: '125', value: 125 });
    expect(typedFieldValue(field('DECIMAL_2', { dataType: 'Decimal' }), '-12.5')).toEqual({ text: '12.5', value: 12.5 });
    // Only a Decimal field can be negative, whatever else its definition says.
    expect(typedFieldValue(field('DECIMAL_2', { allowNegative: true }), '-12.5')).toEqual({ text: '12.5', value: 12.5 });
  });

  it('covers every format of the field definition', () => {
    const typed = FIELD_FORMATS.filter(isTypedFormat);
    expect(typed).toEqual([
      'STRING',
      'PHONE',
      'ZIPCODE',
      'SSN',
      'DECIMAL',
      'DECIMAL_1',
      'DECIMAL_2',
      'DECIMAL_3',
      'DECIMAL_4',
      'DECIMAL_5',
      'DECIMAL_6',
      'DECIMAL_7',
      'DECIMAL_9',
      'DECIMAL_10',
      'DATE',
      'INTEGER',
    ]);
  });
});

describe('picked formats', () => {
  it('CHECKBOX stores X or empty', () => {
    expect(checkboxStoredValue(true)).toBe('X');
    expect(checkboxStoredValue(false)).toBe('');
    expect(checkboxChecked('x')).toBe(true);
    expect(checkboxChecked('')).toBe(false);
    expect(checkboxChecked(null)).toBe(false);
  });

  it('Y_N stores true, false or null', () => {
    expect(yesNoStoredValue('Y')).toBe(true);
    expect(yesNoStoredValue('N')).toBe(false);
    expect(yesNoStoredValue(null)).toBeNull();
    expect(yesNoSelection(true)).toBe('Y');
    expect(yesNoSelection(false)).toBe('N');
    expect(yesNoSelection(null)).toBeNull();
  });
});

describe('fieldInputText', () => {
  it('shows stored values as the input expects them', () => {
    expect(fieldInputText(field('DATE'), '2026-03-09')).toBe('03/09/2026');
    expect(fieldInputText(field('DECIMAL_2'), 350000.5)).toBe('350000.5');
    expect(fieldInputText(field('STRING'), null)).toBe('');
    expect(fieldInputText(field('DATE'), 'soon')).toBe('soon');
  });
});

describe('fieldValueProblem', () => {
  it('points out incomplete values and lets blanks and complete values pass', () => {
    expect(fieldValueProblem(field('SSN'), '521-44')).toBe('Enter the 9 digits of the SSN.');
    expect(fieldValueProblem(field('SSN'), '521-44-1234')).toBeNull();
    expect(fieldValueProblem(field('PHONE'), '303-555')).toBe('Enter a 10-digit phone number.');
    expect(fieldValueProblem(field('PHONE'), '303-555-0100 x12')).toBeNull();
    expect(fieldValueProblem(field('ZIPCODE'), '8020')).toBe('Enter a 5-digit zip code, optionally plus 4.');
    expect(fieldValueProblem(field('DATE'), '02/30/2026')).toBe('Enter a date as MM/dd/yyyy.');
    expect(fieldValueProblem(field('DATE'), '02/28/2026')).toBeNull();
    expect(fieldValueProblem(field('DECIMAL_2'), 'abc')).toBe('Enter a number.');
    expect(fieldValueProblem(field('DECIMAL_2', { dataType: 'Decimal' }), -5)).toBe('Enter an amount of zero or more.');
    expect(fieldValueProblem(field('DECIMAL_2', { dataType: 'Decimal', allowNegative: true }), -5)).toBeNull();
    expect(fieldValueProblem(field('DROPDOWN', { options: [{ text: 'Purchase', value: 'Purchase' }] }), 'Lease')).toBe(
      'Choose one of the listed values.',
    );
    expect(fieldValueProblem(field('SSN'), null)).toBeNull();
    expect(fieldValueProblem(field('STRING'), '')).toBeNull();
  });
});
