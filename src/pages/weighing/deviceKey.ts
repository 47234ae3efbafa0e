/**
 * The warehouse device key of the weighing screen (docs/weighing.md), kept in the terminal's local
 * storage so a scale terminal stays set up across restarts. A signed-in user does not need it.
 */
const STORAGE_KEY = 'weighingDeviceKey';
export const DEVICE_KEY_HEADER = 'X-Device-Key';

export function storedDeviceKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberDeviceKey(key: string): string {
  localStorage.setItem(STORAGE_KEY, key);
  return key;
}

export function forgetDeviceKey() {
  localStorage.removeItem(STORAGE_KEY);
}

export const deviceHeaders = (key: string | null): Record<string, string> => (key ? { [DEVICE_KEY_HEADER]: key } : {});
