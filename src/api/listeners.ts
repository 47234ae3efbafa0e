/**
 * Subscribers told when something changed, for state that lives elsewhere (the theme colour, a chat
 * client's) or an event (the session's end); the stores of src/api/store.ts are built on it. A file of
 * its own: the login page's modules use it, and its bundle then carries this alone, not the stores.
 */

/** Listeners told when something changed; `subscribe` has useSyncExternalStore's shape. */
export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      // A listener that unsubscribes (or subscribes another) while being told must not upset the loop.
      for (const l of [...listeners]) l();
    },
  };
}
