import { describe, expect, it } from '@jest/globals';
import { breakdownOf } from './cpu-profile.ts';

const node = (id: number, functionName: string, url = '') => ({ id, callFrame: { functionName, url } });

describe('breakdownOf', () => {
  it('sums each sample’s time (µs) by the kind of work it was in, in ms', () => {
    const profile = {
      nodes: [
        node(1, '(root)'),
        node(2, 'writev'),
        node(3, 'writeUtf8String'),
        node(4, '(garbage collector)'),
        node(5, '(idle)'),
        node(6, 'broadcast', 'file:///node_modules/socket.io-adapter/dist/in-memory-adapter.js'),
        // A function of our own named like a native write is JavaScript, not a system call.
        node(7, 'writev', 'file:///app/writer.js'),
      ],
      samples: [2, 3, 4, 5, 6, 7, 2],
      timeDeltas: [1000, 500, 2000, 4000, 3000, 250, 1000],
    };
    expect(breakdownOf(profile)).toEqual({ totalMs: 11.75, socketWritesMs: 2.5, garbageCollectionMs: 2, idleMs: 4, otherMs: 3.25 });
  });

  it('answers zeros for a profile without samples', () => {
    expect(breakdownOf({ nodes: [node(1, '(root)')] })).toEqual({
      totalMs: 0,
      socketWritesMs: 0,
      garbageCollectionMs: 0,
      idleMs: 0,
      otherMs: 0,
    });
  });
});
