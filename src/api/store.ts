import { useSyncExternalStore } from 'react';
import { createListeners, type Listeners } from './listeners';

export { createListeners, type Listeners };

/**
 * The one way a piece of browser state outside React (the signed-in user's settings, saved views,
 * frequent menus, configured routes) is shared by every component that shows it: a value, the
 * components subscribed to it, and a hook that re-renders them when it changes. A save in one place
 * reaches every screen at once.
 */

export interface Store<T> extends Pick<Listeners, 'subscribe'> {
  /** The current value (the same object until the next set). */
  get: () => T;
  /** Replaces the value and tells the subscribers. */
  set: (next: T) => void;
  /** Lays `patch` over the value (a new object) and tells the subscribers. */
  update: (patch: Partial<T>) => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let value = initial;
  const { subscribe, notify } = createListeners();
  const set = (next: T) => {
    value = next;
    notify();
  };
  return { subscribe, get: () => value, set, update: (patch) => set({ ...value, ...patch }) };
}

/** A store's value in a component, re-rendering it on every change. */
export const useStore = <T>(store: Pick<Store<T>, 'subscribe' | 'get'>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
