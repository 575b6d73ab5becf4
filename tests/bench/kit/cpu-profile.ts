// Where a server process's CPU went over a window: V8's sampling profiler, started and stopped on
// request (serve-child.ts), its samples summed by self time into a few kinds of work.
import { Session } from 'node:inspector/promises';

/** Milliseconds of sampled time by kind of work, over the profiled window. */
export interface CpuBreakdown {
  /** Every sample's time, idle included. */
  totalMs: number;
  /** Native writes to sockets (writev and the string writes): the system calls of sending frames. */
  socketWritesMs: number;
  garbageCollectionMs: number;
  idleMs: number;
  /** Everything else: JavaScript (socket.io, engine.io, ws, the portal) and V8's own work. */
  otherMs: number;
}

const SOCKET_WRITES = new Set(['writev', 'writeUtf8String', 'writeLatin1String', 'writeBuffer', 'writeAsciiString']);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Sums a profile's sampled time by the function each sample was in. */
export function breakdownOf(profile: Profile): CpuBreakdown {
  const kindOf = new Map<number, keyof Omit<CpuBreakdown, 'totalMs'>>();
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    if (url === '' && SOCKET_WRITES.has(functionName)) kindOf.set(node.id, 'socketWritesMs');
    else if (functionName === '(garbage collector)') kindOf.set(node.id, 'garbageCollectionMs');
    else if (functionName === '(idle)') kindOf.set(node.id, 'idleMs');
    else kindOf.set(node.id, 'otherMs');
  }
  const breakdown: CpuBreakdown = { totalMs: 0, socketWritesMs: 0, garbageCollectionMs: 0, idleMs: 0, otherMs: 0 };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    const ms = (deltas[index] ?? 0) / 1000;
    breakdown.totalMs += ms;
    breakdown[kindOf.get(samples[index]) ?? 'otherMs'] += ms;
  }
  return breakdown;
}

/** A profiler of this process: `start`, then `stop` answers the breakdown of the window between. */
export function cpuProfiler(): { start(): Promise<void>; stop(): Promise<CpuBreakdown> } {
  const session = new Session();
  return {
    async start() {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return breakdownOf(profile as Profile);
    },
  };
}
