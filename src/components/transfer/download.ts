import { requestDownload, type CallArgs, type CallRef } from '../../api';
import { http } from '../../providers';
import { HTTP_TIMEOUT_MS } from '../../schemas';

/** The file name a Content-Disposition header gives (RFC 5987 form first), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file the server answers only to its owner (the session's token goes with the request)
 * and hands it to the browser as a download, under the server's name unless the screen names it
 * itself (`ownName`). A refusal is toasted by the client in the server's words, and rejects.
 */
export async function downloadFile<C>(ref: CallRef<C>, args: CallArgs<C>, fallbackName: string, ownName = false) {
  const { blob, disposition } = await requestDownload(http, ref, args, { timeout: HTTP_TIMEOUT_MS });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = ownName ? fallbackName : fileNameOf(disposition, fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
