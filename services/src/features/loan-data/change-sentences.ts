/**
 * The sentences of the loan's event log for loan-data changes, as the Summary tab shows them
 * ("Taylor Brooks changed Borrower First Name (4000#1) from "Ann" to "Anna"."). The event's
 * details keep the exact values; the sentence masks SSNs and shortens long text, because the
 * timeline is read over a shoulder and in lists.
 */
import type { FieldDefinition, LoanFieldValue } from 'shared-rules';

/** Characters of a text value a sentence quotes before shortening it. */
const QUOTED_TEXT_LENGTH = 80;

/** A stored value as a sentence quotes it. */
export function valueInSentence(definition: FieldDefinition, value: LoanFieldValue): string {
  if (value === null || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (definition.format === 'SSN') return `"***-**-${value.slice(-4)}"`;
  const text = value.length > QUOTED_TEXT_LENGTH ? `${value.slice(0, QUOTED_TEXT_LENGTH)}…` : value;
  return `"${text}"`;
}

/** "Taylor Brooks changed Borrower First Name (4000#1) from "Ann" to "Anna"." */
export function fieldChangeSentence(
  actorName: string,
  field: { definition: FieldDefinition; canonicalId: string },
  change: { oldValue: LoanFieldValue; newValue: LoanFieldValue },
): string {
  const { definition, canonicalId } = field;
  return `${actorName} changed ${definition.description} (${canonicalId}) from ${valueInSentence(definition, change.oldValue)} to ${valueInSentence(definition, change.newValue)}.`;
}

/** "Ann Smith and Ben Smith": the people of a borrower pair, for the sentence of its removal. */
export function pairPeople(names: ReadonlyArray<string | undefined>): string {
  const people = names.map((name) => name?.trim() ?? '').filter((name) => name !== '');
  return people.length === 0 ? 'no names yet' : people.join(' and ');
}
