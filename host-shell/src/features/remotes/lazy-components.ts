import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from 'shared-ui';

// Keyed by loader function; values are the React.lazy wrappers of that loader's component.
const components = new Map<string, Map<unknown, unknown>>();

/**
 * One `React.lazy` per loader, so re-renders keep the loaded component. Kept per remote so that
 * Retry after a failed chunk can drop them and import again.
 */
export function lazyFor<P extends object>(remote: string, loader: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let perRemote = components.get(remote);
  if (!perRemote) {
    perRemote = new Map();
    components.set(remote, perRemote);
  }
  let component = perRemote.get(loader) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(loader);
    perRemote.set(loader, component);
  }
  return component;
}

export function forgetLazyComponents(remote: string): void {
  components.delete(remote);
}
