import { createListeners } from '../api/listeners';

/**
 * The user's theme colour (docs/behaviour.md §2.2.3, §2.9): a tiny store the top bar's colour picker writes and
 * the App's antd ConfigProvider reads. Kept in localStorage so it survives reloads and logins.
 */
export const DEFAULT_THEME_COLOR = '#002FA7';
export const THEME_STORAGE_KEY = 'themeColor';

const HEX = /^#[0-9a-f]{6}$/i;
// The App's ConfigProvider and the layout's sider follow every change.
const listeners = createListeners();

function read(): string {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored && HEX.test(stored) ? stored.toUpperCase() : DEFAULT_THEME_COLOR;
  } catch {
    return DEFAULT_THEME_COLOR;
  }
}

let current = read();

/** The chosen primary colour as #RRGGBB. */
export const themeColor = () => current;

/** Choose a colour (#RRGGBB); anything else is ignored. */
export function setThemeColor(color: string) {
  if (!HEX.test(color)) return;
  const next = color.toUpperCase();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage unavailable: the colour still applies to this page.
  }
  if (next === current) return;
  current = next;
  listeners.notify();
}

/** Re-read the stored colour (another tab, or tests that clear storage). */
export function reloadThemeColor() {
  const next = read();
  if (next === current) return;
  current = next;
  listeners.notify();
}

export const subscribeTheme = listeners.subscribe;

/**
 * The system's "reduce motion" setting: antd's zooms and slides are turned off for people who asked
 * for less movement (WCAG 2.3.3). The browser tests ask for it too, so a click never lands on a
 * dialog or menu still moving into place.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;

export const prefersReducedMotion = () => motionQuery()?.matches ?? false;

export function subscribeReducedMotion(listener: () => void) {
  const q = motionQuery();
  q?.addEventListener?.('change', listener);
  return () => q?.removeEventListener?.('change', listener);
}
