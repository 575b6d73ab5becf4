import { type ComponentType, createElement, lazy, useState } from 'react';

export interface PreloadableComponent<P extends object> {
  /** Renders the component, suspending only while its module is still loading. */
  Component: ComponentType<P>;
  /** Starts loading the module (once); the same promise every time. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * `React.lazy` that renders at once when its module was preloaded. A lazy component always
 * suspends on its first render, even for a module already in memory, and React 19 then holds the
 * content back for its 300 ms fallback throttle; a component whose module has arrived is
 * rendered directly instead. Which of the two a mounted instance renders is fixed when it mounts,
 * so a re-render never swaps the element type (and so never remounts the page).
 */
export function preloadableLazy<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= loader().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loader (at module level or cached per remote), like React.lazy's own component.
  function Component(props: P) {
    const [Direct] = useState(() => loaded);
    return createElement(Direct ?? Lazy, props);
  }
  return { Component, preload };
}
