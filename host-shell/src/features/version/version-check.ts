import type { VersionInfo } from 'shared-rules';

/** `GET /api/version`, never cached; null on any failure (spec: version-check errors are ignored). */
export async function fetchBuildId(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFn('/api/version', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<VersionInfo>;
    return typeof body.message === 'string' && body.message !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Says whether the build services report differs from the one this page runs. `loaded` is the
 * build baked into the bundle, so a deploy between the page's load and its first check is seen
 * at that first check; without one (a development build) the first answer is taken as the
 * loaded build. An unknown id (a failed check) never counts as a new version.
 */
export function createVersionWatcher(loaded: string | null = null) {
  return {
    observe(buildId: string | null): boolean {
      if (buildId === null) return false;
      if (loaded === null) {
        loaded = buildId;
        return false;
      }
      return buildId !== loaded;
    },
  };
}

/** Refresh App: drop every Cache Storage entry, then reload from the server. */
export async function refreshApp(): Promise<void> {
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
  } finally {
    window.location.reload();
  }
}
