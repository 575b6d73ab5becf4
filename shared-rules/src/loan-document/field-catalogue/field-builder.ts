/** Helpers the catalogue's area files share to write their definitions compactly. */
import type { FieldDataType, FieldDefinition, FieldFormat, FieldOption } from '../field-definition';

/** Options from values, or `[value, text]` where the label differs from the stored value. */
export function options(...values: Array<string | [value: string, text: string]>): FieldOption[] {
  return values.map((entry) => (typeof entry === 'string' ? { text: entry, value: entry } : { value: entry[0], text: entry[1] }));
}

export function field(
  id: string,
  description: string,
  format: FieldFormat,
  dataType: FieldDataType,
  jsonPath: string,
  extra: { options?: FieldOption[]; readOnly?: boolean; allowNegative?: boolean } = {},
): FieldDefinition {
  return {
    id,
    description,
    format,
    dataType,
    options: extra.options ?? [],
    readOnly: extra.readOnly ?? false,
    ...(extra.allowNegative ? { allowNegative: true } : {}),
    jsonPath,
  };
}

/** The shapes most fields take, so an area file reads as a list of ids, labels and paths. */
export const text = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'STRING', 'String', jsonPath);
export const money = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'DECIMAL_2', 'Decimal', jsonPath);
/** An amount that may be below zero (a net income, an adjustment), typed with its minus sign. */
export const signedMoney = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'DECIMAL_2', 'Decimal', jsonPath, { allowNegative: true });
export const date = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'DATE', 'DateTime', jsonPath);
export const wholeNumber = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'INTEGER', 'Int', jsonPath);
/** A yes/no question, stored as a boolean (absent until answered). */
export const yesNo = (id: string, description: string, jsonPath: string): FieldDefinition =>
  field(id, description, 'Y_N', 'Boolean', jsonPath);
export const dropdown = (id: string, description: string, jsonPath: string, choices: FieldOption[]): FieldDefinition =>
  field(id, description, 'DROPDOWN', 'String', jsonPath, { options: choices });

/** Street, city, state and zip of an address at `addressPath`, under `ids` in that order. */
export function addressFields(
  ids: [street: string, city: string, state: string, zip: string],
  label: string,
  addressPath: string,
): FieldDefinition[] {
  return [
    text(ids[0], `${label} Street`, `${addressPath}.street`),
    text(ids[1], `${label} City`, `${addressPath}.city`),
    field(ids[2], `${label} State`, 'STATE', 'String', `${addressPath}.state`),
    field(ids[3], `${label} Zip`, 'ZIPCODE', 'String', `${addressPath}.postalCode`),
  ];
}

/** Instance numbers 1..count written as the `[#]` template writes them: `01`, `02`, … */
export function instanceNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, index) => String(index + 1).padStart(2, '0'));
}

export const customFieldPath = (fieldName: string): string => `$.customFields[?(@.fieldName=='${fieldName}')].value`;

/** Who in a borrower pair an asset or a liability belongs to. */
export const OWNERSHIPS = options('Borrower', ['CoBorrower', 'Co-Borrower'], 'Joint');
