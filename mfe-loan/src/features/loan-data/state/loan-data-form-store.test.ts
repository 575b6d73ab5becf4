import { createLiveValidator, type LiveValidator, type RuleSet } from 'shared-rules';
import { LoanDataFormStore } from './loan-data-form-store';

const RULES: RuleSet[] = [
  {
    enabled: true,
    tags: ['loan-data'],
    rules: [
      { id: 'first-name', ruleType: 'REQUIRED', fieldIdTemplate: '4000#' },
      { id: 'ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN', customErrorMessage: 'Enter the SSN as 123-45-6789.' },
    ],
  },
];

function storeWith(values: Record<string, string | number | null>, validator: LiveValidator = createLiveValidator(RULES)) {
  const store = new LoanDataFormStore();
  store.setValidator(validator);
  store.reset({ version: 3, borrowerPairs: 2, values });
  return store;
}

describe('the loan-data form store', () => {
  it('marks a field dirty when it differs from its saved value, and clean again when changed back', () => {
    const store = storeWith({ '4000#1': 'Ana', '1109': 425000, '15': null });
    store.setValue('4000#1', 'Anna');
    expect(store.getField('4000#1')).toMatchObject({ value: 'Anna', dirty: true });
    expect(store.getSummary().dirtyCount).toBe(1);

    store.setValue('4000#1', 'Ana');
    expect(store.getField('4000#1').dirty).toBe(false);
    expect(store.isDirty()).toBe(false);

    // A blank is a blank however it is stored, a number equals its decimal text.
    store.setValue('15', '');
    store.setValue('1109', 425000);
    expect(store.isDirty()).toBe(false);
  });

  it('sends only the changed fields, and discards them back to the saved values', () => {
    const store = storeWith({ '4000#1': 'Ana', '4002#1': 'Lopez' });
    store.setValue('4002#1', 'López');
    store.setValue('1109', 300000);
    expect(store.changes()).toEqual({ '4002#1': 'López', '1109': 300000 });
    store.discard();
    expect(store.changes()).toEqual({});
    expect(store.getField('4002#1').value).toBe('Lopez');
    expect(store.getField('1109').value).toBeNull();
  });

  it('shows the live messages of the rules reading the changed field, per pair', () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': 'Ben', '65#2': '123-45-6789' });
    expect(store.getField('4000#1').messages).toEqual([]);
    store.setValue('4000#2', null);
    expect(store.getField('4000#2').messages).toEqual(['Value is required']);
    store.setValue('65#2', '123-45');
    expect(store.getField('65#2').messages).toEqual(['Enter the SSN as 123-45-6789.']);
    expect(store.getSummary().blockingIds).toEqual(['4000#2', '65#2']);
  });

  it('wakes only the fields whose state changed', () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': 'Ben' });
    const first = jest.fn();
    const second = jest.fn();
    store.subscribeField('4000#1', first);
    store.subscribeField('4000#2', second);
    store.getField('4000#1');
    store.getField('4000#2');
    store.setValue('4000#2', 'Benjamin');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    // Typing on while the field stays dirty and valid still wakes it (its value changed), but only it.
    store.setValue('4000#2', 'Benjamín');
    expect(second).toHaveBeenCalledTimes(2);
    expect(first).not.toHaveBeenCalled();
  });

  it("asks the validator to update with the changed field only, and keeps the snapshot's identity when nothing changed", () => {
    const real = createLiveValidator(RULES);
    const validator: LiveValidator = { validateAll: jest.fn(real.validateAll), update: jest.fn(real.update) };
    const store = storeWith({ '4000#1': 'Ana' }, validator);
    const before = store.getField('4002#1');
    store.setValue('4000#1', 'Anna');
    expect(validator.update).toHaveBeenCalledWith(expect.objectContaining({ '4000#1': 'Anna' }), ['4000#1'], { borrowerPairs: 2 });
    expect(store.getField('4002#1')).toBe(before);
  });

  it("shows the server's refusal under a field until that field changes", () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': 'Ben', '1109': 100 });
    store.setValue('1109', 5);
    store.setServerMessages({ '1109': ['The loan amount is below the minimum of 50,000.'] });
    expect(store.getField('1109').messages).toEqual(['The loan amount is below the minimum of 50,000.']);
    expect(store.getSummary().blockingIds).toEqual(['1109']);
    store.setValue('1109', 60000);
    expect(store.getField('1109').messages).toEqual([]);
  });

  it('takes the saved values as the new initial ones, keeping a field edited again during the save', () => {
    const store = storeWith({ '4000#1': 'Ana', '1109': 100 });
    store.setValue('4000#1', 'Anna');
    store.setValue('1109', 200);
    const sent = store.changes();
    store.setValue('1109', 250);
    store.markSaved(sent, { loanId: 'l', version: 4, borrowerPairs: 2, values: { '4000#1': 'Anna', '1109': '200.00' } });
    expect(store.version).toBe(4);
    expect(store.getField('4000#1')).toMatchObject({ value: 'Anna', dirty: false });
    expect(store.getField('1109')).toMatchObject({ value: 250, dirty: true });
    store.setValue('1109', 200);
    expect(store.isDirty()).toBe(false);
  });

  it('rebases on the values another user stored: theirs taken or mine kept', () => {
    const store = storeWith({ '4000#1': 'Ana', '4002#1': 'Lopez', '1109': 100 });
    store.setValue('4000#1', 'Anna');
    store.setValue('4002#1', 'López');
    store.setValue('1109', 200);
    store.rebase(7, { '4000#1': 'Annie', '4002#1': 'Lopes' }, new Set(['4000#1']));
    expect(store.version).toBe(7);
    expect(store.getField('4000#1')).toMatchObject({ value: 'Annie', dirty: false });
    expect(store.changes()).toEqual({ '4002#1': 'López', '1109': 200 });
  });

  it('judges every field again when the rule sets change', () => {
    const store = storeWith({ '4000#1': null });
    expect(store.getField('4000#1').messages).toEqual(['Value is required']);
    store.setValidator(createLiveValidator([]));
    expect(store.getField('4000#1').messages).toEqual([]);
  });

  it('lets Save wait for a changed value that cannot be stored as it stands', () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': 'Ben', '66#1': null });
    store.setValueProblem((fieldId, value) => (fieldId === '66#1' && value === '555-12' ? 'Enter a 10-digit phone number.' : null));
    store.setValue('66#1', '555-12');
    expect(store.getSummary().blockingIds).toEqual(['66#1']);
  });

  it('keeps Save closed while an unchanged field fails the rules, as services refuse such a save', () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': null, '1109': 100 });
    store.setValue('1109', 200);
    expect(store.getSummary()).toEqual({ dirtyCount: 1, blockingIds: ['4000#2'] });
    store.setValue('4000#2', 'Ben');
    expect(store.getSummary()).toEqual({ dirtyCount: 2, blockingIds: [] });
  });

  it("takes in another save's values for the fields the user has not changed, keeping the changed ones", () => {
    const store = storeWith({ '4000#1': 'Ana', '4000#2': 'Ben', '1109': 100 });
    store.setValue('4000#1', 'Anna');
    store.takeSavedValues({ '4000#1': 'Ann', '4000#2': 'Benjamin', '1109': 100, '1811': 'PrimaryResidence' });
    expect(store.getField('4000#2')).toMatchObject({ value: 'Benjamin', dirty: false });
    expect(store.getField('1811')).toMatchObject({ value: 'PrimaryResidence', dirty: false });
    expect(store.getField('4000#1')).toMatchObject({ value: 'Anna', dirty: true });
    expect(store.changes()).toEqual({ '4000#1': 'Anna' });
    expect(store.version).toBe(3);
  });
});
