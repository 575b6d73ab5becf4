import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from 'shared-rules';
import { declareLiveTags, isRemoteVersionMismatch, RemoteVersionMismatchError, type RemoteModule } from 'shared-ui';
import { isUnavailableRemote } from './failure-reports';
import { manifestShared, sharedVersionProblems } from './shared-version-check';

/** Every remote exposes its `RemoteModule` as `./remote`. */
export const REMOTE_EXPOSE = 'remote';

const RETRY_DELAY_MS = 600;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(`${remote}: ${message}`);
    this.name = 'RemoteLoadError';
  }
}

const modules = new Map<string, Promise<RemoteModule>>();
const registered = new Map<string, string>();

/** Registers (or re-points) remotes from remotes.json; a changed manifest URL replaces the old one. */
export function registerRemoteEntries(entries: RemoteEntry[]): void {
  const changed = entries.filter((entry) => registered.get(entry.name) !== entry.manifestUrl);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map((entry) => ({ name: entry.name, entry: entry.manifestUrl })),
    { force: true },
  );
  for (const entry of changed) {
    registered.set(entry.name, entry.manifestUrl);
    modules.delete(entry.name);
  }
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return typeof candidate.id === 'string' && Array.isArray(candidate.routes);
}

/**
 * The ranges of the host's shared packages the remote was built for, from its manifest. Read beside
 * the runtime's own load (no extra wait): `./remote` is declarations only, so nothing of the remote
 * has run on the wrong copy before a mismatch fences it.
 */
async function sharedRangeProblems(entry: RemoteEntry): Promise<string[]> {
  const response = await fetch(entry.manifestUrl, { cache: 'no-cache' }).catch((error: unknown) => {
    throw new RemoteLoadError(entry.name, `its manifest could not be read (${error instanceof Error ? error.message : String(error)})`);
  });
  if (!response.ok) throw new RemoteLoadError(entry.name, `its manifest answered ${response.status}`);
  return sharedVersionProblems(manifestShared(await response.json()));
}

async function loadOnce(entry: RemoteEntry): Promise<RemoteModule> {
  const [loaded, problems] = await Promise.all([
    loadRemote<{ default?: unknown }>(`${entry.name}/${REMOTE_EXPOSE}`),
    sharedRangeProblems(entry),
  ]);
  if (problems.length > 0) throw new RemoteVersionMismatchError(entry.name, problems);
  if (isUnavailableRemote(loaded)) throw new RemoteLoadError(entry.name, loaded.message);
  const module = loaded?.default;
  if (!isRemoteModule(module)) throw new RemoteLoadError(entry.name, './remote does not default-export a RemoteModule');
  declareLiveTagsOnce(entry.name, module);
  return module;
}

const liveTagDeclarations = new Map<string, () => void>();

/** A redeployed remote may declare other tags: its latest module's declaration replaces the old one. */
function declareLiveTagsOnce(name: string, module: RemoteModule): void {
  liveTagDeclarations.get(name)?.();
  liveTagDeclarations.set(name, declareLiveTags(module.liveTags ?? []));
}

function forget(entry: RemoteEntry): void {
  // Forcing the registration drops the runtime's cached container and manifest for this remote.
  registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: true });
}

async function loadWithRetry(entry: RemoteEntry): Promise<RemoteModule> {
  try {
    return await loadOnce(entry);
  } catch (error) {
    // Loading it again cannot change what the remote was built for.
    if (isRemoteVersionMismatch(error)) throw error;
    // One retry covers a deploy in progress or a dropped connection.
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    forget(entry);
    return loadOnce(entry);
  }
}

/**
 * The remote's module, loaded once and cached. The same promise is returned until
 * {@link resetRemote}, so React's `use()` can suspend on it and an error boundary can fence it.
 */
export function loadRemoteModule(entry: RemoteEntry): Promise<RemoteModule> {
  let pending = modules.get(entry.name);
  if (!pending) {
    registerRemoteEntries([entry]);
    pending = settledForReact(loadWithRetry(entry));
    modules.set(entry.name, pending);
  }
  return pending;
}

/**
 * Marks the promise with its outcome the way React's `use()` reads it (`status` and `value`), so
 * a module that has already arrived renders at once instead of suspending for a microtask and
 * waiting out React's fallback throttle.
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** The remote's module when it has already loaded, else null (asks for nothing). */
export function loadedRemoteModule(entry: RemoteEntry): RemoteModule | null {
  const tracked = modules.get(entry.name) as (Promise<RemoteModule> & { status?: string; value?: RemoteModule }) | undefined;
  return tracked?.status === 'fulfilled' && tracked.value ? tracked.value : null;
}

/** The load of the remote's module already asked for (loaded, loading or failed), or null (asks for nothing). */
export function requestedRemoteModule(entry: RemoteEntry): Promise<RemoteModule> | null {
  return modules.get(entry.name) ?? null;
}

/** Forgets a failed remote so that Retry loads it from scratch. */
export function resetRemote(entry: RemoteEntry): void {
  modules.delete(entry.name);
  forget(entry);
}
