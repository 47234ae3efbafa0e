import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound: a component of any props (`never` would refuse class components' defaults).
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's type parameter.
type AnyComponent = ComponentType<any>;

/** A lazily loaded screen that can also be fetched ahead of its first render. */
export type Preloadable<M extends { default: AnyComponent }> = LazyExoticComponent<M['default']> & {
  /** Fetches (once) the component's chunk and what it imports; resolves to its module. */
  preload: () => Promise<M>;
};

/**
 * `React.lazy` with its loader kept, so a chunk can be fetched before React asks for it: the app
 * and the dashboard's chunks while the login answer is on its way, a screen's chunk when the pointer
 * rests on its menu entry. One promise per chunk: the render and the preload share it.
 */
export function preloadable<M extends { default: AnyComponent }>(load: () => Promise<M>): Preloadable<M> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    // A failed fetch (offline for a moment) is tried again by the next caller, not remembered.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
