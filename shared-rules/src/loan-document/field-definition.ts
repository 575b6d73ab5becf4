/**
 * The spec's Field definition: what the field renderer, the rule engine and the field-schema
 * routes know about one field id.
 */

export const FIELD_FORMATS = [
  'STRING',
  'PHONE',
  'STATE',
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
  'CHECKBOX',
  'Y_N',
  'DROPDOWN',
  'DROPDOWNLIST',
] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

export const FIELD_DATA_TYPES = ['String', 'Decimal', 'DateTime', 'Int', 'Boolean'] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

export interface FieldOption {
  text: string;
  value: string;
}

export interface FieldDefinition {
  /** `4000`, `4000#2` (borrower pair 2), `CX.CORE.COC`, `CUST01FV`. */
  id: string;
  description: string;
  format: FieldFormat;
  dataType: FieldDataType;
  /** The allowed values of DROPDOWN fields (DROPDOWNLIST also accepts other text); empty otherwise. */
  options: FieldOption[];
  /** Set by the portal, never by a user or an import. */
  readOnly: boolean;
  /**
   * A Decimal field whose value may be below zero (a net rental income, an adjustment): its input
   * keeps a leading minus sign and services store negative values. Absent or false, as for most
   * loan amounts, a minus sign is dropped while typing and a negative value is refused.
   */
  allowNegative?: boolean;
  /**
   * Where the value lives in the loan document. `[#]` stands for the borrower pair of the id
   * (pair n is `applications[n-1]`); custom fields use a filter on `customFields`.
   */
  jsonPath: string;
}

/**
 * Whether the field takes values below zero: a Decimal field that says so (`allowNegative`).
 * Integers, text and every other field never do, whatever their definition says.
 */
export function mayBeNegative(definition: Pick<FieldDefinition, 'dataType' | 'allowNegative'>): boolean {
  return definition.dataType === 'Decimal' && definition.allowNegative === true;
}

/** The value of one field as read from a loan document; null when the loan has none. */
export type LoanFieldValue = string | number | boolean | null;

/** Custom fields are `CX.` ids or ids containing `CUST`; they render as lists and live in `customFields`. */
export function isCustomFieldId(fieldId: string): boolean {
  return fieldId.startsWith('CX.') || fieldId.includes('CUST');
}
