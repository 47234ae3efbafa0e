/** Browser-stored flags of the dashboard (docs/behaviour.md §2.3 "Browser-stored values"). */

/** The guide-finished flag is per user and organisation. */
export const guideKey = (userId: unknown, orgId: unknown) => `dashboardGuideFinished_${String(userId ?? '')}_${String(orgId ?? '')}`;
export const BROWSER_FLAG_KEY = 'browserFlag';
export const MOBILE_FLAG_KEY = 'mobileWarningShown';
/** docs/behaviour.md §2.9: the guide opens after 700 ms. */
export const GUIDE_DELAY_MS = 700;

const get = (s: Storage, k: string) => {
  try {
    return s.getItem(k);
  } catch {
    return null;
  }
};
const set = (s: Storage, k: string, v: string) => {
  try {
    s.setItem(k, v);
  } catch {
    // Storage unavailable: the prompt may simply come back.
  }
};

export const guideFinished = (userId: unknown, orgId: unknown) => get(localStorage, guideKey(userId, orgId)) === '1';
export const finishGuide = (userId: unknown, orgId: unknown) => set(localStorage, guideKey(userId, orgId), '1');

/** Chrome family (Chrome, Chromium, Edge, 360 speed mode, ...): Blink engines with a Chrome token. */
export const isChromeFamily = (ua: string) => /Chrome\/|Chromium\/|CriOS\//.test(ua) && !/Firefox|FxiOS|MSIE|Trident/i.test(ua);

/** A browser known not to be of the Chrome family: Firefox, Safari, Internet Explorer / old Edge. */
export const isOtherBrowser = (ua: string) =>
  !isChromeFamily(ua) && /Firefox\/|FxiOS|MSIE |Trident\/|Edge\/|Version\/[\d.]+.*Safari\//.test(ua);

export const isMobileAgent = (ua: string, width: number) => /Mobi|Android|iPhone|iPad|iPod/i.test(ua) || width < 768;

/** Browser warning: a non-Chrome-family browser and no stored browser flag. */
export const needsBrowserWarning = (ua: string) => isOtherBrowser(ua) && get(localStorage, BROWSER_FLAG_KEY) === null;
export const dismissBrowserWarning = () => set(localStorage, BROWSER_FLAG_KEY, 'false');

export const needsMobileWarning = (ua: string, width: number) => isMobileAgent(ua, width) && get(sessionStorage, MOBILE_FLAG_KEY) === null;
export const dismissMobileWarning = () => set(sessionStorage, MOBILE_FLAG_KEY, '1');
