import { useSyncExternalStore } from 'react';

/** Below 992 px the layout switches to mobile mode: the menu moves into a drawer (docs/behaviour.md §2.2.4, §2.9). */
const MOBILE_QUERY = '(max-width: 991px)';
/** Below 768 px (a small device) the frequent-menu block uses smaller padding (docs/behaviour.md §2.2.4, §2.9). */
const SMALL_QUERY = '(max-width: 767px)';

function useMedia(query: string) {
  const subscribe = (onChange: () => void) => {
    const mq = window.matchMedia(query);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  };
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMedia(MOBILE_QUERY);

export const useIsSmallDevice = () => useMedia(SMALL_QUERY);
