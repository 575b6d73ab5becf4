import { applyFieldIdTemplate, borrowerPairFieldId } from './templates';

describe('applyFieldIdTemplate', () => {
  it('writes the instance as two zero-padded digits', () => {
    expect(applyFieldIdTemplate('DD[#]43', { instance: 3 })).toBe('DD0343');
    expect(applyFieldIdTemplate('DD[#]43', { instance: 12 })).toBe('DD1243');
    expect(applyFieldIdTemplate('X[#]Y[#]', { instance: 100 })).toBe('X100Y100');
  });
  it('writes the borrower pair as # plus the index plus one', () => {
    expect(applyFieldIdTemplate('4000[%]', { borrowerIndex: 0 })).toBe('4000#1');
    expect(applyFieldIdTemplate('FE[#]02[%]', { instance: 1, borrowerIndex: 2 })).toBe('FE0102#3');
  });
  it('leaves a placeholder whose number is missing or not a whole number', () => {
    expect(applyFieldIdTemplate('DD[#]43')).toBe('DD[#]43');
    expect(applyFieldIdTemplate('A[#][%]', { instance: 1.5, borrowerIndex: -1 })).toBe('A[#][%]');
    expect(applyFieldIdTemplate('4000', { instance: 2, borrowerIndex: 1 })).toBe('4000');
  });
});

describe('borrowerPairFieldId', () => {
  it('numbers only ids ending with #', () => {
    expect(borrowerPairFieldId('4000#', 2)).toBe('4000#2');
    expect(borrowerPairFieldId('4000', 2)).toBe('4000');
  });
});
