import {
  checkboxValue,
  decimalPlaces,
  isCheckboxChecked,
  maskDateText,
  maskDecimal,
  maskFieldInput,
  maskInteger,
  maskPhone,
  maskSsn,
  maskZip,
  parseDecimal,
  parseInteger,
  parseYesNo,
  yesNoText,
} from './masks';

describe('masks', () => {
  it('phone groups 3-3-4 and takes up to 4 extension digits', () => {
    expect(maskPhone('5')).toBe('5');
    expect(maskPhone('5551')).toBe('555-1');
    expect(maskPhone('(555) 123-4567')).toBe('555-123-4567');
    expect(maskPhone('555123456712')).toBe('555-123-4567 x12');
    expect(maskPhone('5551234567123456')).toBe('555-123-4567 x1234');
    expect(maskPhone('')).toBe('');
  });
  it('zip 5+4', () => {
    expect(maskZip('1234')).toBe('1234');
    expect(maskZip('123456')).toBe('12345-6');
    expect(maskZip('12345-67890')).toBe('12345-6789');
  });
  it('ssn 3-2-4', () => {
    expect(maskSsn('123')).toBe('123');
    expect(maskSsn('1234')).toBe('123-4');
    expect(maskSsn('123456789000')).toBe('123-45-6789');
  });
  it('integer keeps digits only', () => {
    expect(maskInteger('-1,2a3.4')).toBe('1234');
  });
  it('decimal keeps digits, commas and one point, truncated to N places', () => {
    expect(maskDecimal('1,234.5678', { places: 2 })).toBe('1,234.56');
    expect(maskDecimal('$12.3.4')).toBe('12.34');
    expect(maskDecimal('12.99', { places: 0 })).toBe('12');
    expect(maskDecimal('-5.5')).toBe('5.5');
    expect(maskDecimal(' -5.5', { allowNegative: true })).toBe('-5.5');
    expect(maskDecimal('5-5', { allowNegative: true })).toBe('55');
    expect(maskDecimal(',5')).toBe('5');
    expect(maskDecimal('7.')).toBe('7.');
  });
  it('date text keeps digits and slashes, at most 10 characters', () => {
    expect(maskDateText('12/31/2024x')).toBe('12/31/2024');
    expect(maskDateText('2024-12-31')).toBe('20241231');
    expect(maskDateText('12/31/20245')).toBe('12/31/2024');
  });
  it('dispatches by field format', () => {
    expect(maskFieldInput('PHONE', '5551234567')).toBe('555-123-4567');
    expect(maskFieldInput('ZIPCODE', '123456789')).toBe('12345-6789');
    expect(maskFieldInput('SSN', '123456789')).toBe('123-45-6789');
    expect(maskFieldInput('INTEGER', '1a2')).toBe('12');
    expect(maskFieldInput('DATE', '1/2/2024!')).toBe('1/2/2024');
    expect(maskFieldInput('DECIMAL_3', '-1.23456', { allowNegative: true })).toBe('-1.234');
    expect(maskFieldInput('DECIMAL', '1.23456')).toBe('1.23456');
    expect(maskFieldInput('STRING', 'any text')).toBe('any text');
    expect(decimalPlaces('DECIMAL_10')).toBe(10);
    expect(decimalPlaces('STATE')).toBeUndefined();
  });
});

describe('parsers', () => {
  it('decimal and integer', () => {
    expect(parseDecimal('1,234.50')).toBe(1234.5);
    expect(parseDecimal('-.5')).toBe(-0.5);
    expect(parseDecimal('7.')).toBe(7);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1-2')).toBeNull();
    expect(parseInteger(' 42 ')).toBe(42);
    expect(parseInteger('4.2')).toBeNull();
  });
  it('checkbox stores X or empty', () => {
    expect(checkboxValue(true)).toBe('X');
    expect(checkboxValue(false)).toBe('');
    expect(isCheckboxChecked('x')).toBe(true);
    expect(isCheckboxChecked(true)).toBe(true);
    expect(isCheckboxChecked('')).toBe(false);
    expect(isCheckboxChecked(null)).toBe(false);
  });
  it('Y/N stores true, false or null', () => {
    expect([parseYesNo('Y'), parseYesNo('true'), parseYesNo(true)]).toEqual([true, true, true]);
    expect([parseYesNo('n'), parseYesNo('FALSE'), parseYesNo(false)]).toEqual([false, false, false]);
    expect([parseYesNo(''), parseYesNo('maybe'), parseYesNo(null), parseYesNo(1)]).toEqual([null, null, null, null]);
    expect([yesNoText(true), yesNoText(false), yesNoText(null)]).toEqual(['Y', 'N', '']);
  });
});
