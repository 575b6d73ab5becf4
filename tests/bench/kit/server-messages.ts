// What a benchmark and the server process it started (serve-child.ts) tell each other over IPC.
import type { Notification } from 'shared-rules';
import type { CpuBreakdown } from './cpu-profile.ts';

/** Which server: the portal's services, or a bare fastify hello-world as the naive baseline. */
export type ServerKind = 'portal' | 'hello';

/** How the server is started, beyond the environment (the database's). */
export interface ServerSettings {
  kind: ServerKind;
  port: number;
  /** Raise the sign-in and chat allowances, so that a benchmark's hundreds of messages a minute are answered, not refused. */
  raisedLimits: boolean;
  /** The services' PostgreSQL pool size (their default is 10). */
  poolSize?: number;
}

export type ToServer =
  | { type: 'cpu-usage' }
  /** The process's memory after a full garbage collection, so that what is left is what it holds. */
  | { type: 'memory-usage' }
  /** Publish a notification to a socket.io group through the services' own `app.publish`. */
  | { type: 'publish'; group: string; notification: Notification }
  /** Start V8's sampling profiler; `profile-stop` answers where the CPU went meanwhile. */
  | { type: 'profile-start' }
  | { type: 'profile-stop' };

export type FromServer =
  | { type: 'listening'; url: string }
  | { type: 'cpu-usage'; micros: number }
  | ({ type: 'memory-usage' } & ServerMemory)
  /** How long the publish call held the server's event loop (writing every socket's frame). */
  | { type: 'published'; id: string; emitMs: number }
  | { type: 'profile-started' }
  | ({ type: 'profile' } & CpuBreakdown);

/** A server process's memory in bytes, as `process.memoryUsage()` reads it after a full collection. */
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  /** Memory outside the JS heap held by JS objects (buffers of sockets among them). */
  external: number;
}

/** The environment variable that carries the settings to the server process. */
export const SETTINGS_ENV = 'BENCH_SERVER_SETTINGS';
