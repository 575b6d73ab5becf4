import type { RemoteEntry, RemotesConfig } from 'shared-rules';
import type { SlotName } from './remote-module';

/** True when `pathname` is `prefix` itself or lies below it (`/loan` owns `/loan/1`, not `/loans`). */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  const normalized = prefix.length > 1 && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (normalized === '/') return true;
  return pathname === normalized || pathname.startsWith(`${normalized}/`);
}

/**
 * The remote that owns `pathname`: the entry with the longest matching route prefix, or null
 * when no remote claims the path (the host then renders its own page or "not found").
 */
export function resolveRemoteForPath(config: RemotesConfig, pathname: string): RemoteEntry | null {
  let best: { entry: RemoteEntry; length: number } | null = null;
  for (const entry of config.remotes) {
    for (const prefix of entry.routes) {
      if (pathHasPrefix(pathname, prefix) && (best === null || prefix.length > best.length)) {
        best = { entry, length: prefix.length };
      }
    }
  }
  return best?.entry ?? null;
}

/** The remote that fills `slot`, or null when none declares it. The first declaration wins. */
export function resolveRemoteForSlot(config: RemotesConfig, slot: SlotName): RemoteEntry | null {
  return config.remotes.find((entry) => entry.slots.includes(slot)) ?? null;
}
