/**
 * Values by field id: reading and writing a loan document through the catalogue's jsonPaths.
 * Field ids may carry a borrower pair (`4000#2`); custom ids (`CX.`, `CUST`) that the catalogue
 * does not list still read and write their `customFields` entry as text.
 */
import { FIELD_CATALOGUE } from './field-catalogue';
import { type FieldDefinition, type LoanFieldValue, isCustomFieldId } from './field-definition';
import { type JsonPathSegment, isPairPath, parseJsonPath, readJsonPath, writeJsonPath } from './json-path';
import { type LoanDocument, MAX_BORROWER_PAIRS, emptyParty } from './loan-document';
import { normaliseFieldValue } from './field-value-normalise';

const catalogueById = new Map(FIELD_CATALOGUE.map((definition) => [definition.id, definition]));

export interface ParsedFieldId {
  /** The id without its pair suffix, as listed in the catalogue. */
  baseId: string;
  /** 1-based borrower pair; 1 when the id has no `#n` suffix. */
  pair: number;
  /** True when the id was written with `#n`. */
  explicitPair: boolean;
}

const PAIR_SUFFIX = /^(.+)#(\d+)$/;

/** Splits `4000#2` into `4000` and pair 2. Pairs outside 1..MAX_BORROWER_PAIRS give null. */
export function parseFieldId(fieldId: string): ParsedFieldId | null {
  const match = PAIR_SUFFIX.exec(fieldId);
  if (match === null) return fieldId === '' ? null : { baseId: fieldId, pair: 1, explicitPair: false };
  const pair = Number(match[2]);
  if (pair < 1 || pair > MAX_BORROWER_PAIRS) return null;
  return { baseId: match[1], pair, explicitPair: true };
}

const customFieldPath = (fieldName: string): string => `$.customFields[?(@.fieldName=='${fieldName}')].value`;

/** Definition of an unlisted custom field: free text, writable. */
function adHocCustomField(fieldId: string): FieldDefinition {
  return {
    id: fieldId,
    description: fieldId,
    format: 'STRING',
    dataType: 'String',
    options: [],
    readOnly: false,
    jsonPath: customFieldPath(fieldId),
  };
}

interface ResolvedField {
  definition: FieldDefinition;
  segments: JsonPathSegment[];
  pairIndex: number;
}

function resolveField(fieldId: string): ResolvedField | null {
  const parsed = parseFieldId(fieldId);
  if (parsed === null) return null;
  const listed = catalogueById.get(parsed.baseId);
  if (listed === undefined) {
    if (parsed.explicitPair || !isCustomFieldId(fieldId) || fieldId.includes("'")) return null;
    const definition = adHocCustomField(fieldId);
    return { definition, segments: parseJsonPath(definition.jsonPath) ?? [], pairIndex: 0 };
  }
  const pairField = isPairPath(listed.jsonPath);
  if (parsed.explicitPair && !pairField) return null;
  const segments = parseJsonPath(listed.jsonPath);
  if (segments === null) return null;
  return { definition: listed, segments, pairIndex: parsed.pair - 1 };
}

/**
 * The definition of a field id as the field-schema route returns it: `4000#2` gives the 4000
 * definition with id `4000#2` and the pair resolved in its jsonPath. Undefined for unknown ids
 * (including unlisted custom ids: see `getCustomFieldDefinition`).
 */
export function getFieldDefinition(fieldId: string): FieldDefinition | undefined {
  const parsed = parseFieldId(fieldId);
  if (parsed === null) return undefined;
  const listed = catalogueById.get(parsed.baseId);
  if (listed === undefined) return undefined;
  if (!isPairPath(listed.jsonPath)) return parsed.explicitPair ? undefined : listed;
  return { ...listed, id: fieldId, jsonPath: listed.jsonPath.replace('[#]', `[${parsed.pair - 1}]`) };
}

/**
 * The schema of a custom field id (`CX.` or `CUST`): the catalogue entry when listed, otherwise
 * a free-text definition stored in `customFields`. Undefined for ids that are not custom.
 */
export function getCustomFieldDefinition(fieldId: string): FieldDefinition | undefined {
  if (!isCustomFieldId(fieldId) || fieldId.includes("'")) return undefined;
  return catalogueById.get(fieldId) ?? adHocCustomField(fieldId);
}

/** The label of a field id for a person: its catalogue description, with the borrower pair when the loan has several. */
export function fieldLabel(fieldId: string, pairCount: number): string {
  const definition = getFieldDefinition(fieldId) ?? getCustomFieldDefinition(fieldId);
  const description = definition?.description ?? fieldId;
  const parsed = parseFieldId(fieldId);
  return parsed?.explicitPair && pairCount > 1 ? `${description} (borrower pair ${parsed.pair})` : description;
}

function asFieldValue(value: unknown): LoanFieldValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The value of one field, null when the loan has none or the id is unknown. */
export function readFieldValue(document: LoanDocument, fieldId: string): LoanFieldValue {
  const resolved = resolveField(fieldId);
  if (resolved === null) return null;
  return asFieldValue(readJsonPath(document, resolved.segments, resolved.pairIndex));
}

export interface FieldValuesRead {
  /** Every requested id, known or not; unknown ids and empty fields read null. */
  values: Record<string, LoanFieldValue>;
  /** Requested ids that are neither catalogued nor custom: a route answers these with a problem. */
  unknownFieldIds: string[];
}

/** Values of several fields at once, e.g. for `GET /api/loans/:id/fields?ids=` and the rule engine. */
export function readFieldValues(document: LoanDocument, fieldIds: readonly string[]): FieldValuesRead {
  const values: Record<string, LoanFieldValue> = {};
  const unknownFieldIds: string[] = [];
  for (const fieldId of fieldIds) {
    const resolved = resolveField(fieldId);
    if (resolved === null) {
      unknownFieldIds.push(fieldId);
      values[fieldId] = null;
    } else {
      values[fieldId] = asFieldValue(readJsonPath(document, resolved.segments, resolved.pairIndex));
    }
  }
  return { values, unknownFieldIds };
}

export type FieldWriteProblemCode = 'unknown-field' | 'read-only-field' | 'invalid-value' | 'borrower-pair-out-of-range';

export interface FieldWriteProblem {
  code: FieldWriteProblemCode;
  fieldId: string;
  detail: string;
}

export type FieldWriteResult = { ok: true; document: LoanDocument } | { ok: false; problem: FieldWriteProblem };

export interface FieldWriteOptions {
  /** The portal itself may set read-only fields (the loan number at creation). */
  allowReadOnly?: boolean;
}

/**
 * Members a new element needs, by the name of the array or property that receives it. The first
 * residence and employment are the current ones, later ones prior. An asset or liability typed in
 * field by field belongs to the borrower and is of type Other until its owner and type are chosen.
 */
function createContainer(parentKey: string, segment: JsonPathSegment): Record<string, unknown> | undefined {
  const first = segment.kind !== 'index' || segment.index === 0;
  switch (parentKey) {
    case 'applications':
      return { borrower: emptyParty(), assets: [], liabilities: [] };
    case 'borrower':
    case 'coBorrower':
      return { ...emptyParty() };
    case 'residences':
      return { address: {}, current: first };
    case 'employers':
      return { employerName: '', current: first };
    case 'assets':
    case 'liabilities':
      return { ownership: 'Borrower', type: 'Other' };
    case 'realEstateOwned':
      return { address: {} };
    case 'customFields':
      return segment.kind === 'match' ? { [segment.key]: segment.value, value: '' } : undefined;
    default:
      return {};
  }
}

/**
 * A copy of the document with the field set to `value` (normalised to the stored form: numbers
 * for Decimal and Int, `yyyy-MM-dd` dates, masked SSN, phone and zip, option values). Null, undefined
 * or blank text clears the field. A pair field may start the next borrower pair but not skip one.
 * Never throws on user data: problems come back as `{ ok: false, problem }`.
 */
export function writeFieldValue(
  document: LoanDocument,
  fieldId: string,
  value: unknown,
  options: FieldWriteOptions = {},
): FieldWriteResult {
  const resolved = resolveField(fieldId);
  if (resolved === null) {
    return { ok: false, problem: { code: 'unknown-field', fieldId, detail: `Unknown field id ${fieldId}.` } };
  }
  const { definition, pairIndex } = resolved;
  if (definition.readOnly && options.allowReadOnly !== true) {
    return { ok: false, problem: { code: 'read-only-field', fieldId, detail: `${definition.description} is read-only.` } };
  }
  const normalised = normaliseFieldValue(definition, value);
  if (!normalised.ok) {
    return { ok: false, problem: { code: 'invalid-value', fieldId, detail: normalised.detail } };
  }
  const customField = definition.jsonPath.startsWith('$.customFields[');
  let stored: unknown = normalised.value ?? undefined;
  if (customField && stored !== undefined) stored = String(stored);
  // Clearing a custom field removes its entry rather than leaving a name without a value.
  const segments = customField && stored === undefined ? resolved.segments.slice(0, -1) : resolved.segments;
  const usesPair = segments.some((segment) => segment.kind === 'pair');
  if (usesPair && stored !== undefined && pairIndex > document.applications.length) {
    return {
      ok: false,
      problem: {
        code: 'borrower-pair-out-of-range',
        fieldId,
        detail: `The loan has ${document.applications.length} borrower pair(s); pair ${pairIndex + 1} cannot be started before pair ${pairIndex}.`,
      },
    };
  }
  const written = writeJsonPath(document, segments, pairIndex, stored, createContainer);
  if (!written.ok) {
    return { ok: false, problem: { code: 'unknown-field', fieldId, detail: `The loan has no place for ${fieldId}.` } };
  }
  return { ok: true, document: written.root as LoanDocument };
}
