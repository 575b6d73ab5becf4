import { FIELD_CATALOGUE } from './field-catalogue';
import { FIELD_FORMATS, FIELD_DATA_TYPES } from './field-definition';
import {
  fieldLabel,
  getCustomFieldDefinition,
  getFieldDefinition,
  parseFieldId,
  readFieldValue,
  readFieldValues,
  writeFieldValue,
} from './field-values';
import { parseJsonPath } from './json-path';
import { type LoanDocument, emptyLoanDocument, emptyParty } from './loan-document';

function sampleLoan(): LoanDocument {
  return {
    loanProgramName: 'Conf 30 Fixed',
    loanPurpose: 'Purchase',
    mortgageType: 'Conventional',
    loanAmount: 320000,
    noteRate: 6.875,
    termMonths: 360,
    property: { address: { street: '12 Elm St', city: 'Austin', state: 'TX', postalCode: '78701' }, purchasePrice: 400000 },
    applications: [
      {
        borrower: {
          ...emptyParty(),
          firstName: 'Dana',
          lastName: 'Reyes',
          ssn: '123-45-6789',
          residences: [{ address: { street: '9 Oak Ave', city: 'Austin', state: 'TX', postalCode: '78702' }, current: true }],
        },
        coBorrower: { ...emptyParty(), firstName: 'Sam', lastName: 'Reyes' },
        assets: [],
        liabilities: [],
      },
      { borrower: { ...emptyParty(), firstName: 'Lee', lastName: 'Chen' }, assets: [], liabilities: [] },
    ],
    customFields: [{ fieldName: 'CX.NONQM.YN', value: 'X' }],
  };
}

function expectWritten(result: ReturnType<typeof writeFieldValue>): LoanDocument {
  if (!result.ok) throw new Error(`write refused: ${result.problem.detail}`);
  return result.document;
}

describe('field catalogue', () => {
  it('has unique ids, known formats and data types, and a jsonPath in the dialect for every field', () => {
    const ids = FIELD_CATALOGUE.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(FIELD_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    for (const definition of FIELD_CATALOGUE) {
      expect(FIELD_FORMATS).toContain(definition.format);
      expect(FIELD_DATA_TYPES).toContain(definition.dataType);
      expect(parseJsonPath(definition.jsonPath)).not.toBeNull();
      if (definition.format === 'DROPDOWN') expect(definition.options.length).toBeGreaterThan(0);
    }
  });

  it('lists the disclosure-source custom fields and the non-QM flag', () => {
    for (const id of [
      'CX.CORE.INITIALDISC',
      'CX.CORE.COC',
      'CX.CORE.CLOSEDOCS',
      'CX.CORE.REVISEDCD',
      'CX.CORE.DISCPREVIEW',
      'CX.CORE.FHA.CASENUMBER',
      'CX.NONQM.YN',
    ]) {
      expect(getCustomFieldDefinition(id)?.id).toBe(id);
    }
  });
});

describe('fieldLabel', () => {
  it('names a field by its description, with the borrower pair only when the loan has several', () => {
    expect(fieldLabel('4002#1', 1)).toBe('Borrower Last Name');
    expect(fieldLabel('4002#2', 2)).toBe('Borrower Last Name (borrower pair 2)');
    expect(fieldLabel('CX.NOT.LISTED', 1)).toBe('CX.NOT.LISTED');
    expect(fieldLabel('no-such-field', 1)).toBe('no-such-field');
  });
});

describe('parseFieldId', () => {
  it('splits the borrower pair suffix', () => {
    expect(parseFieldId('4000#2')).toEqual({ baseId: '4000', pair: 2, explicitPair: true });
    expect(parseFieldId('4000')).toEqual({ baseId: '4000', pair: 1, explicitPair: false });
    expect(parseFieldId('4000#5')).toBeNull();
    expect(parseFieldId('4000#0')).toBeNull();
    expect(parseFieldId('')).toBeNull();
  });
});

describe('getFieldDefinition', () => {
  it('resolves a pair id to the pair position in its jsonPath', () => {
    expect(getFieldDefinition('4000#2')).toMatchObject({ id: '4000#2', jsonPath: '$.applications[1].borrower.firstName' });
    expect(getFieldDefinition('1109')?.dataType).toBe('Decimal');
    expect(getFieldDefinition('1109#2')).toBeUndefined();
    expect(getFieldDefinition('99999')).toBeUndefined();
  });

  it('gives unlisted custom ids a free-text schema and refuses ids that are not custom', () => {
    expect(getCustomFieldDefinition('CX.BROKER.NOTE')).toMatchObject({ format: 'STRING', readOnly: false });
    expect(getCustomFieldDefinition('4000')).toBeUndefined();
  });
});

describe('readFieldValue / readFieldValues', () => {
  const loan = sampleLoan();

  it('reads loan, property, pair and custom fields by id', () => {
    expect(readFieldValue(loan, '1109')).toBe(320000);
    expect(readFieldValue(loan, '19')).toBe('Purchase');
    expect(readFieldValue(loan, '11')).toBe('12 Elm St');
    expect(readFieldValue(loan, '4000')).toBe('Dana');
    expect(readFieldValue(loan, '4000#1')).toBe('Dana');
    expect(readFieldValue(loan, '4004')).toBe('Sam');
    expect(readFieldValue(loan, '4000#2')).toBe('Lee');
    expect(readFieldValue(loan, '4004#2')).toBeNull();
    expect(readFieldValue(loan, '4000#3')).toBeNull();
    expect(readFieldValue(loan, 'FR0104')).toBe('9 Oak Ave');
    expect(readFieldValue(loan, 'CX.NONQM.YN')).toBe('X');
    expect(readFieldValue(loan, 'CX.CORE.COC')).toBeNull();
  });

  it('reports unknown ids beside the values', () => {
    const read = readFieldValues(loan, ['4002#2', '3', 'NOPE', '364#2']);
    expect(read.values).toEqual({ '4002#2': 'Chen', '3': 6.875, NOPE: null, '364#2': null });
    expect(read.unknownFieldIds).toEqual(['NOPE', '364#2']);
  });
});

describe('writeFieldValue', () => {
  it('normalises values to their stored form without changing the original document', () => {
    const loan = sampleLoan();
    let next = expectWritten(writeFieldValue(loan, '1109', '$350,000.00'));
    next = expectWritten(writeFieldValue(next, '65#2', '987654321'));
    next = expectWritten(writeFieldValue(next, '1402', '02/29/1988'));
    next = expectWritten(writeFieldValue(next, '66', '(512) 555-0100 x12'));
    next = expectWritten(writeFieldValue(next, '19', 'cash-out refinance'));
    expect(next.loanAmount).toBe(350000);
    expect(next.applications[1].borrower.ssn).toBe('987-65-4321');
    expect(next.applications[0].borrower.birthDate).toBe('1988-02-29');
    expect(next.applications[0].borrower.homePhone).toBe('512-555-0100 x12');
    expect(next.loanPurpose).toBe('Cash-Out Refinance');
    expect(loan.loanAmount).toBe(320000);
    expect(loan.applications[1].borrower.ssn).toBeUndefined();
  });

  it('creates the co-borrower, the next pair and a residence when a value needs them', () => {
    let loan = expectWritten(writeFieldValue(emptyLoanDocument(), '4004', 'Ana'));
    expect(loan.applications[0].coBorrower?.firstName).toBe('Ana');
    loan = expectWritten(writeFieldValue(loan, '4000#2', 'Kim'));
    expect(loan.applications).toHaveLength(2);
    expect(loan.applications[1]).toMatchObject({
      borrower: { firstName: 'Kim', residences: [], employers: [] },
      assets: [],
      liabilities: [],
    });
    loan = expectWritten(writeFieldValue(loan, 'FR0108#2', '787011234'));
    expect(loan.applications[1].borrower.residences).toEqual([{ address: { postalCode: '78701-1234' }, current: true }]);
  });

  it('stores a negative amount only in a field that allows one', () => {
    const loan = emptyLoanDocument();
    expect(getFieldDefinition('FM0132')).toMatchObject({
      description: 'Real Estate Owned 1 Net Monthly Rental Income',
      allowNegative: true,
    });
    const written = expectWritten(writeFieldValue(loan, 'FM0132', '-$1,250.50'));
    expect(written.applications[0].realEstateOwned?.[0].monthlyRentalIncome).toBe(-1250.5);
    expect(writeFieldValue(loan, '1109', '-350000')).toMatchObject({
      ok: false,
      problem: { code: 'invalid-value', detail: 'Loan Amount (1109) must be zero or more.' },
    });
    expect(expectWritten(writeFieldValue(loan, '1109', '0')).loanAmount).toBe(0);
  });

  it('refuses skipping a pair, unknown ids, read-only fields and invalid values', () => {
    const loan = emptyLoanDocument();
    const skip = writeFieldValue(loan, '4000#3', 'Pat');
    expect(skip).toMatchObject({ ok: false, problem: { code: 'borrower-pair-out-of-range' } });
    expect(writeFieldValue(loan, '12345', 'x')).toMatchObject({ ok: false, problem: { code: 'unknown-field' } });
    expect(writeFieldValue(loan, '364', 'L-1')).toMatchObject({ ok: false, problem: { code: 'read-only-field' } });
    expect(writeFieldValue(loan, '364', 'L-1', { allowReadOnly: true })).toMatchObject({ ok: true, document: { loanNumber: 'L-1' } });
    expect(writeFieldValue(loan, '65', '12-34')).toMatchObject({ ok: false, problem: { code: 'invalid-value' } });
    expect(writeFieldValue(loan, '1172', 'Jumbo')).toMatchObject({ ok: false, problem: { code: 'invalid-value' } });
    expect(writeFieldValue(loan, '1402', '02/30/1990')).toMatchObject({ ok: false, problem: { code: 'invalid-value' } });
    expect(writeFieldValue(loan, '4', { months: 360 })).toMatchObject({ ok: false, problem: { code: 'invalid-value' } });
  });

  it('writes, updates and clears custom fields, listed or not', () => {
    let loan = expectWritten(writeFieldValue(sampleLoan(), 'CX.CORE.COC', 'correspondent'));
    loan = expectWritten(writeFieldValue(loan, 'CUST02FV', '1,250.50'));
    loan = expectWritten(writeFieldValue(loan, 'CX.BROKER.NOTE', 'call after 5'));
    expect(loan.customFields).toEqual([
      { fieldName: 'CX.NONQM.YN', value: 'X' },
      { fieldName: 'CX.CORE.COC', value: 'Correspondent' },
      { fieldName: 'CUST02FV', value: '1250.5' },
      { fieldName: 'CX.BROKER.NOTE', value: 'call after 5' },
    ]);
    loan = expectWritten(writeFieldValue(loan, 'CX.NONQM.YN', false));
    loan = expectWritten(writeFieldValue(loan, 'CX.CORE.COC', ''));
    expect(loan.customFields.map((entry) => entry.fieldName)).toEqual(['CUST02FV', 'CX.BROKER.NOTE']);
    expect(writeFieldValue(loan, 'CX.NONQM.YN', 'yes')).toMatchObject({ ok: false, problem: { code: 'invalid-value' } });
  });

  it('clears plain fields by removing them', () => {
    const loan = expectWritten(writeFieldValue(sampleLoan(), '3', null));
    expect('noteRate' in loan).toBe(false);
    const untouched = expectWritten(writeFieldValue(emptyLoanDocument(), '4004#2', ''));
    expect(untouched.applications).toHaveLength(1);
  });
});
