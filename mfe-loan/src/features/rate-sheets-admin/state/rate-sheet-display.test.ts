import { publishedNotice, rateSheetCell } from './rate-sheet-display';
import { publishRefusalOf } from './publish-refusal';

describe('rateSheetCell', () => {
  it('names a cell as a spreadsheet does, and only as far as services located it', () => {
    const price = { letter: 'D', header: 'Price' };
    expect(rateSheetCell({ sheet: 'BasePrices', row: 2, column: price })).toBe('BasePrices!D2');
    expect(rateSheetCell({ sheet: 'BasePrices', row: null, column: price })).toBe('BasePrices!D');
    expect(rateSheetCell({ sheet: 'Products', row: 7, column: null })).toBe('Products row 7');
    expect(rateSheetCell({ sheet: 'Caps', row: null, column: null })).toBe('Caps');
  });
});

describe('publishedNotice', () => {
  it('says whether the sheet prices now or from its effective time', () => {
    const sheet = { sheetId: 'example-lender', version: '7', effectiveAt: '2026-12-01T14:00:00.000Z' };
    expect(publishedNotice({ ...sheet, state: 'in-force' }).title).toBe('Rate sheet example-lender 7 in force');
    expect(publishedNotice({ ...sheet, state: 'scheduled' })).toEqual({
      title: 'Rate sheet example-lender 7 scheduled',
      message: 'It takes effect 12/01/2026 8:00 AM; the sheet in force keeps pricing until then.',
    });
  });
});

describe('publishRefusalOf', () => {
  const problem = (code: string, extra: object = {}) => ({
    status: 422,
    data: { type: 'about:blank', title: 'Refused', status: 422, code, detail: 'Why.', ...extra },
  });

  it('keeps every faulty cell of an invalid sheet', () => {
    const errors = [{ sheet: 'Settings', row: 3, column: null, reason: 'Effective At is no ISO instant.' }];
    expect(publishRefusalOf(problem('rate-sheet-invalid', { rateSheetErrors: errors }))).toEqual({
      kind: 'cells',
      detail: 'Why.',
      problems: errors,
    });
  });

  it('gives one sentence for any other refusal, and for no answer at all', () => {
    expect(publishRefusalOf(problem('rate-sheet-unreadable'))).toEqual({ kind: 'message', message: 'Why.' });
    expect(publishRefusalOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'message',
      message: 'The rate sheet could not be published. Please try again.',
    });
  });
});
