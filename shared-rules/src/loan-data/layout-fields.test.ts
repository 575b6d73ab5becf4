import { FIELD_CATALOGUE } from '../loan-document/field-catalogue';
import type { FieldDefinition, LoanFieldValue } from '../loan-document/field-definition';
import { getCustomFieldDefinition, getFieldDefinition, readFieldValue, writeFieldValue } from '../loan-document/field-values';
import { type LoanDocument, MAX_BORROWER_PAIRS, emptyLoanDocument } from '../loan-document/loan-document';
import { type LoanDataLayout, layoutFieldIds } from './layout';
import { STATE_SPECIFIC_STATES, stateSpecificLayout } from './state-specific-layout';
import { URLA_LAYOUT } from './urla-layout';

/** A value a user could type into the field, and the value the loan then stores. */
function sampleValue(definition: FieldDefinition): { typed: unknown; stored: LoanFieldValue } {
  switch (definition.format) {
    case 'PHONE':
      return { typed: '(512) 555-0100', stored: '512-555-0100' };
    case 'STATE':
      return { typed: 'tx', stored: 'TX' };
    case 'ZIPCODE':
      return { typed: '787011234', stored: '78701-1234' };
    case 'SSN':
      return { typed: '123456789', stored: '123-45-6789' };
    case 'DATE':
      return { typed: '03/07/2026', stored: '2026-03-07' };
    case 'INTEGER':
      return { typed: '12', stored: 12 };
    case 'CHECKBOX':
      return { typed: true, stored: 'X' };
    case 'Y_N':
      return { typed: 'Y', stored: true };
    case 'DROPDOWN':
    case 'DROPDOWNLIST': {
      const option = definition.options[definition.options.length - 1];
      return { typed: option.text, stored: option.value };
    }
    default:
      if (definition.dataType === 'Decimal') return { typed: '$1,234.50', stored: 1234.5 };
      return { typed: `Text of ${definition.id}`, stored: `Text of ${definition.id}` };
  }
}

function definitionOf(fieldId: string): FieldDefinition | undefined {
  return getFieldDefinition(fieldId) ?? getCustomFieldDefinition(fieldId);
}

function written(document: LoanDocument, fieldId: string, value: unknown): LoanDocument {
  const result = writeFieldValue(document, fieldId, value, { allowReadOnly: true });
  if (!result.ok) throw new Error(`${fieldId}: ${result.problem.detail}`);
  return result.document;
}

/** A loan with every borrower pair started, so that any pair's field may be written. */
function loanWithAllPairs(): LoanDocument {
  let document = emptyLoanDocument();
  for (let pair = 2; pair <= MAX_BORROWER_PAIRS; pair += 1) document = written(document, `4000#${pair}`, `Borrower ${pair}`);
  return document;
}

const LAYOUTS: Array<[string, LoanDataLayout]> = [
  ['URLA', URLA_LAYOUT],
  ['no property state', stateSpecificLayout(null)],
  ...STATE_SPECIFIC_STATES.map((state): [string, LoanDataLayout] => [`state ${state}`, stateSpecificLayout(state)]),
];

describe.each(LAYOUTS)('the fields of the %s layout (four borrower pairs)', (_name, layout) => {
  const fieldIds = layoutFieldIds(layout, MAX_BORROWER_PAIRS);

  it('are all catalogued', () => {
    expect(fieldIds.filter((fieldId) => definitionOf(fieldId) === undefined)).toEqual([]);
  });

  it('each take a value valid for their format, alone on the loan, and read it back', () => {
    const base = loanWithAllPairs();
    for (const fieldId of fieldIds) {
      const { typed, stored } = sampleValue(definitionOf(fieldId) as FieldDefinition);
      expect([fieldId, readFieldValue(written(base, fieldId, typed), fieldId)]).toEqual([fieldId, stored]);
    }
  });

  it('all hold their values together, and clearing one leaves the others', () => {
    let document = loanWithAllPairs();
    for (const fieldId of fieldIds) document = written(document, fieldId, sampleValue(definitionOf(fieldId) as FieldDefinition).typed);
    for (const fieldId of fieldIds) {
      expect([fieldId, readFieldValue(document, fieldId)]).toEqual([fieldId, sampleValue(definitionOf(fieldId) as FieldDefinition).stored]);
    }
    const [first, ...rest] = fieldIds;
    const cleared = written(document, first, null);
    expect(readFieldValue(cleared, first)).toBeNull();
    for (const fieldId of rest) expect(readFieldValue(cleared, fieldId)).toEqual(readFieldValue(document, fieldId));
  });
});

describe('the catalogue', () => {
  it('gives every field a place of its own in the loan document', () => {
    const paths = FIELD_CATALOGUE.map((definition) => definition.jsonPath);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('stores yes/no answers as booleans and keeps a No', () => {
    const document = written(loanWithAllPairs(), 'DECL.C.BANKRUPTCY#3', 'N');
    expect(document.applications[2].coBorrower?.declarations).toEqual({ bankruptcy: false });
    expect(readFieldValue(document, 'DECL.C.BANKRUPTCY#3')).toBe(false);
  });

  it('fills the blocks above a repeated block typed in first, with the members a block needs', () => {
    let document = written(emptyLoanDocument(), 'DD0302', 'First Bank');
    expect(document.applications[0].assets).toEqual([
      { ownership: 'Borrower', type: 'Other' },
      { ownership: 'Borrower', type: 'Other' },
      { ownership: 'Borrower', type: 'Other', holderName: 'First Bank' },
    ]);
    document = written(document, 'FE0302', 'Acme');
    expect(document.applications[0].borrower.employers).toEqual([
      { employerName: '', current: true },
      { employerName: 'Acme', current: false },
    ]);
    document = written(document, 'FR0304', '1 Old Rd');
    expect(document.applications[0].borrower.residences).toEqual([
      { address: {}, current: true },
      { address: { street: '1 Old Rd' }, current: false },
    ]);
    document = written(document, 'FM0224', 'Pending Sale');
    expect(document.applications[0].realEstateOwned).toEqual([{ address: {} }, { address: {}, status: 'PendingSale' }]);
  });

  it('keeps the repeated sections loan-level and refuses them a pair', () => {
    expect(getFieldDefinition('DD0102#2')).toBeUndefined();
    expect(writeFieldValue(loanWithAllPairs(), 'FL0102#2', 'Card Co')).toMatchObject({ ok: false, problem: { code: 'unknown-field' } });
  });
});
