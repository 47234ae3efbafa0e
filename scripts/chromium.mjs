import fs from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell
 * (package chromium-headless-shell, the browser Playwright itself runs headless tests in), else the
 * full browser. The headless shell has no browser UI or compositor of its own: the browser tier's
 * Chromium used 35 % less CPU in it (shell + topbar files, 61 → 40 s, 29 Nov 2026), and the whole tier
 * took 715 s instead of about 1,100 s. Benchmarks of what users feel (bench/browser.ts) keep the full
 * browser.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
