import { useEffect, useState } from 'react';
import type { RemoteEntry } from 'shared-rules';
import type { RemoteModule } from 'shared-ui';
import { whenIdle } from '../../app/when-idle';
import { loadedRemoteModule, loadRemoteModule, requestedRemoteModule } from './federation-loader';

/** Remote modules by federation name. */
export type LoadedRemoteModules = ReadonlyMap<string, RemoteModule>;

function alreadyLoaded(entries: readonly RemoteEntry[]): LoadedRemoteModules {
  const loaded = new Map<string, RemoteModule>();
  for (const entry of entries) {
    const module = loadedRemoteModule(entry);
    if (module) loaded.set(entry.name, module);
  }
  return loaded;
}

/**
 * The modules of `entries` (their small `./remote` declarations, never their pages), each as soon
 * as it has arrived: those already loaded at the first render, those already being loaded (the
 * open page's) when they arrive, the others asked for when the main thread is idle, so a menu
 * never delays the page being opened. A remote that fails to load is left out; its own area
 * shows the failure with Retry.
 */
export function useRemoteModules(entries: readonly RemoteEntry[]): LoadedRemoteModules {
  const [modules, setModules] = useState<LoadedRemoteModules>(() => alreadyLoaded(entries));
  const names = entries.map((entry) => `${entry.name}@${entry.manifestUrl}`).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `names` stands for `entries`, which callers rebuild on every render.
  useEffect(() => {
    let active = true;
    setModules(alreadyLoaded(entries));
    const remember = (entry: RemoteEntry, module: RemoteModule) => {
      if (!active) return;
      setModules((current) => (current.get(entry.name) === module ? current : new Map(current).set(entry.name, module)));
    };
    const follow = (entry: RemoteEntry, load: Promise<RemoteModule>) =>
      load.then(
        (module) => remember(entry, module),
        () => undefined,
      );
    for (const entry of entries) {
      const pending = requestedRemoteModule(entry);
      if (pending) void follow(entry, pending);
    }
    const cancelIdle = whenIdle(() => {
      for (const entry of entries) void follow(entry, loadRemoteModule(entry));
    });
    return () => {
      active = false;
      cancelIdle();
    };
  }, [names]);
  return modules;
}
