/**
 * The stored form of a value written to a field, by the field's format and data type. Accepts
 * what a user types (masked or not) and what a form or an import holds (text or numbers).
 */
import { parseDateText } from '../dates';
import { type FieldDefinition, mayBeNegative } from './field-definition';

export type NormalisedValue = { ok: true; value: string | number | boolean | null } | { ok: false; detail: string };

const cleared: NormalisedValue = { ok: true, value: null };

function invalid(definition: FieldDefinition, expected: string): NormalisedValue {
  return { ok: false, detail: `${definition.description} (${definition.id}) must be ${expected}.` };
}

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

const DECIMAL_TEXT = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

function decimal(text: string): number | null {
  if (!DECIMAL_TEXT.test(text) || !/\d/.test(text)) return null;
  return Number(text.replace(/[$,]/g, ''));
}

/**
 * The calendar date a DATE value names, `yyyy-MM-dd`: date text in either input format, or the
 * date written at the head of a timestamp (taken as written, never shifted to another zone).
 */
function isoDate(text: string): string | undefined {
  const writtenDate = /^(\d{4}-\d{2}-\d{2})T/.exec(text);
  return parseDateText(writtenDate === null ? text : writtenDate[1]);
}

/** Normalises `value` for `definition`; null, undefined and blank text clear the field. */
export function normaliseFieldValue(definition: FieldDefinition, value: unknown): NormalisedValue {
  if (value === null || value === undefined) return cleared;
  const text = scalarText(value);
  if (text === null) return invalid(definition, 'a single value');
  if (text === '') return cleared;
  switch (definition.format) {
    case 'CHECKBOX':
      if (value === true || text.toUpperCase() === 'X') return { ok: true, value: 'X' };
      if (value === false) return cleared;
      return invalid(definition, 'X or empty');
    case 'Y_N': {
      const answer = text.toUpperCase();
      if (answer === 'TRUE' || answer === 'Y') return { ok: true, value: true };
      if (answer === 'FALSE' || answer === 'N') return { ok: true, value: false };
      return invalid(definition, 'true or false');
    }
    case 'SSN': {
      const digits = /^\d{3}-?\d{2}-?\d{4}$/.test(text) ? text.replace(/-/g, '') : null;
      if (digits === null) return invalid(definition, 'an SSN of 9 digits');
      return { ok: true, value: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` };
    }
    case 'PHONE': {
      const match = /^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})(?:\s*(?:x|ext\.?)\s*(\d{1,4}))?$/i.exec(text);
      if (match === null) return invalid(definition, 'a 10-digit phone number');
      const extension = match[4] === undefined ? '' : ` x${match[4]}`;
      return { ok: true, value: `${match[1]}-${match[2]}-${match[3]}${extension}` };
    }
    case 'ZIPCODE': {
      const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(text);
      if (match === null) return invalid(definition, 'a 5-digit zip, optionally plus 4');
      return { ok: true, value: match[2] === undefined ? match[1] : `${match[1]}-${match[2]}` };
    }
    case 'STATE':
      if (!/^[A-Za-z]{2}$/.test(text)) return invalid(definition, 'a two-letter state code');
      return { ok: true, value: text.toUpperCase() };
    case 'DATE': {
      const date = isoDate(text);
      return date === undefined ? invalid(definition, 'a date (MM/dd/yyyy or yyyy-MM-dd)') : { ok: true, value: date };
    }
    case 'INTEGER': {
      if (!/^-?\d+$/.test(text)) return invalid(definition, 'a whole number');
      return { ok: true, value: Number(text) };
    }
    case 'DROPDOWN': {
      const option =
        definition.options.find((candidate) => candidate.value === text) ??
        definition.options.find((candidate) => candidate.text.toLowerCase() === text.toLowerCase());
      if (option === undefined) {
        return invalid(definition, `one of ${definition.options.map((candidate) => candidate.value).join(', ')}`);
      }
      return { ok: true, value: option.value };
    }
    default:
      break;
  }
  if (definition.dataType === 'Decimal') {
    const number = decimal(text);
    if (number === null) return invalid(definition, 'a number');
    if (number < 0 && !mayBeNegative(definition)) return invalid(definition, 'zero or more');
    return { ok: true, value: number };
  }
  if (definition.dataType === 'Int') {
    return /^-?\d+$/.test(text) ? { ok: true, value: Number(text) } : invalid(definition, 'a whole number');
  }
  return { ok: true, value: text };
}
