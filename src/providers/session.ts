import { STORAGE_KEYS } from '../schemas';
import { resetAccess } from './access';

/**
 * The login session lives in sessionStorage (spec 01 §3): it ends with the tab, and each tab can be
 * logged in as a different user.
 */
export const getToken = (): string | null => sessionStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string) => sessionStorage.setItem(STORAGE_KEYS.token, token);

/** Forget everything tied to the user: token, stored buttons and the in-memory permission set. */
export function clearSession() {
  sessionStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.buttons);
  resetAccess();
}
