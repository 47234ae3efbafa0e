import { isSafeUrl } from '../../schemas/rules';

/**
 * Opens a document whose address a call answers (user manual, new-user guide) in a new window.
 * The window is opened at the click, before the call, so the browser counts it as the user's and
 * does not block it; it is closed again when there is no address, or one that is neither http(s)
 * nor a stored file (a stored "javascript:" must never run in the app's origin, docs/security.md).
 * Rejects with the call's error, or an Error when the address is missing or refused.
 */
export async function openDocument(load: () => Promise<unknown>): Promise<void> {
  const win = window.open('about:blank', '_blank');
  try {
    const url = await load();
    if (!isSafeUrl(url)) throw new Error('no document address');
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (e) {
    win?.close();
    throw e;
  }
}
