import { parseChannelParam, parseNonQmParam } from './channel-param';

describe('parseChannelParam', () => {
  it('reads labels in any case and short names', () => {
    expect(parseChannelParam('Correspondent Delegated')).toBe('Correspondent Delegated');
    expect(parseChannelParam('brokered - wholesale')).toBe('Brokered - Wholesale');
    expect(parseChannelParam('non-delegated')).toBe('Correspondent Non-Delegated');
  });

  it('ignores unknown, ambiguous or empty values', () => {
    expect(parseChannelParam('Correspondent')).toBeNull();
    expect(parseChannelParam('retail')).toBeNull();
    expect(parseChannelParam('')).toBeNull();
    expect(parseChannelParam(undefined)).toBeNull();
  });
});

describe('parseNonQmParam', () => {
  it('accepts the usual truthy spellings only', () => {
    expect(parseNonQmParam('true')).toBe(true);
    expect(parseNonQmParam('X')).toBe(true);
    expect(parseNonQmParam('false')).toBe(false);
    expect(parseNonQmParam(undefined)).toBe(false);
  });
});
