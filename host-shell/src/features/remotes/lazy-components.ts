import type { LazyComponent } from 'shared-ui';
import { preloadableLazy, type PreloadableComponent } from '../../app/preloadable-lazy';

// Keyed by loader function; values are the preloadable lazy wrappers of that loader's component.
const components = new Map<string, Map<unknown, unknown>>();

/**
 * One lazy component per loader, so re-renders keep the loaded component; `preload` starts its
 * chunk early (the first page after sign-in). Kept per remote so that Retry after a failed chunk
 * can drop them and import again.
 */
export function lazyFor<P extends object>(remote: string, loader: LazyComponent<P>): PreloadableComponent<P> {
  let perRemote = components.get(remote);
  if (!perRemote) {
    perRemote = new Map();
    components.set(remote, perRemote);
  }
  let component = perRemote.get(loader) as PreloadableComponent<P> | undefined;
  if (!component) {
    component = preloadableLazy(loader);
    perRemote.set(loader, component);
  }
  return component;
}

export function forgetLazyComponents(remote: string): void {
  components.delete(remote);
}
