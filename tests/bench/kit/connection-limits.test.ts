import { describe, expect, it } from '@jest/globals';
import { parseOpenFileLimit } from './connection-limits.ts';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 20000                files
Max locked memory         8388608              8388608              bytes
`;

describe('parseOpenFileLimit', () => {
  it('reads the soft and hard open-file limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toEqual({ soft: 1024, hard: 20000 });
  });

  it('reads unlimited as infinity', () => {
    expect(parseOpenFileLimit('Max open files            unlimited            unlimited            files\n')).toEqual({
      soft: Number.POSITIVE_INFINITY,
      hard: Number.POSITIVE_INFINITY,
    });
  });

  it('answers null without the line', () => {
    expect(parseOpenFileLimit('Max cpu time              unlimited            unlimited            seconds\n')).toBeNull();
  });
});
