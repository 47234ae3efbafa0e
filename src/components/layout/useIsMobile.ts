import { useSyncExternalStore } from 'react';

/** Below 992 px the layout switches to mobile mode: the menu moves into a drawer (spec 02 §2.4, §9). */
const MOBILE_QUERY = '(max-width: 991px)';

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(MOBILE_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(MOBILE_QUERY).matches;

export const useIsMobile = () => useSyncExternalStore(subscribe, snapshot, () => false);
