import { fieldIdsKey, schemaRetryAllowed } from './schema-load-errors';

describe('stored schema-load errors', () => {
  it('name the ids asked for whatever their order', () => {
    expect(fieldIdsKey(['65#1', '4000#1', 'CX.CORE.COC'])).toBe(fieldIdsKey(['CX.CORE.COC', '4000#1', '65#1']));
  });

  it('block a retry until the ids asked for change', () => {
    const failure = { idsKey: fieldIdsKey(['4000#1', '65#1']), message: 'The service is unavailable.' };
    expect(schemaRetryAllowed(undefined, failure.idsKey)).toBe(true);
    expect(schemaRetryAllowed(failure, fieldIdsKey(['65#1', '4000#1']))).toBe(false);
    expect(schemaRetryAllowed(failure, fieldIdsKey(['4000#1', '65#1', '4000#2', '65#2']))).toBe(true);
  });
});
