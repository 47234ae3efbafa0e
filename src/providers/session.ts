import { createListeners } from '../api/listeners';
import { STORAGE_KEYS } from '../schemas/constants';

/**
 * The login session lives in sessionStorage (docs/behaviour.md §1.3): it ends with the tab, and each tab can be
 * logged in as a different user.
 */
export const getToken = (): string | null => sessionStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string) => sessionStorage.setItem(STORAGE_KEYS.token, token);

const sessionEnd = createListeners();

/** Called when the session ends (logout, expiry): e.g. the chat closes its socket (docs/behaviour.md §2.2.3). */
export const onSessionEnd = (listener: () => void): (() => void) => sessionEnd.subscribe(listener);

/**
 * Forget everything tied to the user: token, stored buttons, and through the listeners the in-memory
 * permission set (providers/access.ts). The session knows no module that keeps user state, so the
 * login page can use it without loading them.
 */
export function clearSession() {
  sessionStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.buttons);
  sessionEnd.notify();
}
