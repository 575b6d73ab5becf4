import type { FieldDefinition } from 'shared-rules';
import { displayFieldValue, sameFieldValue } from './field-values';

const definition = (format: FieldDefinition['format'], options: FieldDefinition['options'] = []): FieldDefinition => ({
  id: 'f',
  description: 'Field',
  format,
  dataType: 'String',
  options,
  readOnly: false,
  jsonPath: '$.f',
});

describe('field values', () => {
  it('are the same when they mean the same', () => {
    expect(sameFieldValue(null, '')).toBe(true);
    expect(sameFieldValue(undefined, null)).toBe(true);
    expect(sameFieldValue(425000.5, '425000.50')).toBe(true);
    expect(sameFieldValue('2026-01-05', '01/05/2026')).toBe(true);
    expect(sameFieldValue('Ana', 'Ana')).toBe(true);
    expect(sameFieldValue('Ana', 'ana')).toBe(false);
    expect(sameFieldValue(0, null)).toBe(false);
    expect(sameFieldValue(12, '12a')).toBe(false);
    expect(sameFieldValue('X', '')).toBe(false);
  });

  it('read as people say them', () => {
    expect(displayFieldValue(definition('CHECKBOX'), 'X')).toBe('Checked');
    expect(displayFieldValue(definition('CHECKBOX'), '')).toBe('Not checked');
    expect(displayFieldValue(definition('Y_N'), false)).toBe('No');
    expect(displayFieldValue(definition('DATE'), '2026-01-05')).toBe('01/05/2026');
    expect(displayFieldValue(definition('STATE'), 'CO')).toBe('Colorado');
    expect(displayFieldValue(definition('DROPDOWN', [{ value: 'AdjustableRate', text: 'ARM' }]), 'AdjustableRate')).toBe('ARM');
    expect(displayFieldValue(definition('STRING'), null)).toBe('Blank');
    expect(displayFieldValue(undefined, 300)).toBe('300');
  });
});
