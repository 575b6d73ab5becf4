// How many sockets a process may hold on this machine: each socket is an open file, so the
// open-file limit (`ulimit -n`) bounds them, and each client socket to one server address takes an
// ephemeral port of the loopback. Linux only (`/proc`); elsewhere the limits are unknown (null).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface OpenFileLimit {
  soft: number;
  hard: number;
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The `Max open files` line of a `/proc/<pid>/limits` text; null when it has none. */
export function parseOpenFileLimit(limits: string): OpenFileLimit | null {
  const line = limits.split('\n').find((row) => row.startsWith('Max open files'));
  if (!line) return null;
  const [soft, hard] = line
    .slice('Max open files'.length)
    .trim()
    .split(/\s+/)
    .map((value) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value)));
  return Number.isNaN(soft) || Number.isNaN(hard) ? null : { soft, hard };
}

/** This process's open-file limit. Node raises its soft limit to the hard one as it starts, so the hard one is what a child gets. */
export function openFileLimit(): OpenFileLimit | null {
  const limits = readText('/proc/self/limits');
  return limits === null ? null : parseOpenFileLimit(limits);
}

/**
 * Raises this process's open-file limit to `wanted` (soft and hard) with `prlimit`, when the hard
 * limit is lower: only a privileged user (root, CAP_SYS_RESOURCE) may raise a hard limit. Server
 * and client processes started afterwards inherit it. Answers the limit in force afterwards.
 */
export function raiseOpenFileLimit(wanted: number): OpenFileLimit | null {
  const current = openFileLimit();
  if (!current || current.hard >= wanted) return current;
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: 'pipe' });
  } catch {
    // Not allowed (or no prlimit): the limit stays, and the caller runs what fits under it.
  }
  return openFileLimit();
}

/** How many ephemeral ports the loopback gives out (`ip_local_port_range`): client sockets to one address at most. */
export function ephemeralPortCount(): number | null {
  const range = readText('/proc/sys/net/ipv4/ip_local_port_range');
  const [low, high] = range?.trim().split(/\s+/).map(Number) ?? [];
  return low === undefined || high === undefined || Number.isNaN(low) || Number.isNaN(high) ? null : high - low + 1;
}
