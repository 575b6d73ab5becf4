import { Type } from 'typebox';
import {
  ExternalUsersSummarySchema,
  LOAN_STATUSES,
  LoanDetailSchema,
  LoanStatusSchema,
  NotificationListSchema,
  OUTBOX_STATUSES,
  OutboxStatusSchema,
  PagedLoansSchema,
  PagedOutboxSchema,
  ProfileSchema,
  Nullable,
  RecordOf,
} from './contracts';

/** Every keyword name used anywhere inside a schema. */
function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema))
    schema.forEach((item) => {
      keywordsOf(item, found);
    });
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      keywordsOf(value, found);
    }
  }
  return found;
}

describe('API contracts', () => {
  it('take each enumeration from one list', () => {
    expect(LoanStatusSchema).toMatchObject({ type: 'string', enum: [...LOAN_STATUSES] });
    expect(OutboxStatusSchema).toMatchObject({ type: 'string', enum: [...OUTBOX_STATUSES] });
  });

  it('write nullable reply fields as a type list, which the serializer writes without trying branches', () => {
    expect(Nullable(Type.String({ format: 'date-time' }))).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    const nullableObject = Nullable(Type.Object({ url: Type.String() }));
    expect(nullableObject).toMatchObject({ type: ['object', 'null'], required: ['url'] });
    expect(keywordsOf(nullableObject).has('~kind')).toBe(false);
  });

  it('keep anyOf out of the hottest replies', () => {
    for (const schema of [
      ProfileSchema,
      ExternalUsersSummarySchema,
      PagedLoansSchema,
      LoanDetailSchema,
      NotificationListSchema,
      PagedOutboxSchema,
    ]) {
      expect(keywordsOf(schema).has('anyOf')).toBe(false);
    }
  });

  it('describe maps with additionalProperties, not a catch-all pattern', () => {
    expect(RecordOf(Type.Number())).toEqual(
      expect.objectContaining({ type: 'object', additionalProperties: expect.objectContaining({ type: 'number' }) }),
    );
    expect(keywordsOf(RecordOf(Type.Number())).has('patternProperties')).toBe(false);
  });

  it('are plain JSON, so the browser can load them and services can register them', () => {
    const roundTripped = JSON.parse(JSON.stringify(LoanDetailSchema));
    expect(roundTripped).toEqual({ ...LoanDetailSchema });
  });
});
