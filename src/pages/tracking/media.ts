import { useIsMobile, useIsSmallDevice } from '../../components/layout/useIsMobile';
import { isSafeUrl } from '../../schemas/rules';

/** Phones and tablets below 992 px; small devices below 768 px (docs/behaviour.md §2.9). */
export { useIsMobile, useIsSmallDevice };

/**
 * Links of the public pages open in the same window on mobile devices, otherwise in a new window
 * (docs/behaviour.md §2.4). Only http(s) addresses and our stored files are opened (docs/security.md): answers
 * false, opening nothing, for anything else.
 */
export function openLink(url: string, mobile: boolean): boolean {
  if (!isSafeUrl(url)) return false;
  if (mobile) window.location.assign(url);
  else window.open(url, '_blank', 'noopener');
  return true;
}
