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
 * and hands it to the browser as a download.
 */
export async function downloadFile(url: string, fallbackName: string) {
  const r = await http.get(url, { responseType: 'blob', timeout: HTTP_TIMEOUT_MS, envelope: false });
  const href = URL.createObjectURL(r.data as Blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(r.headers['content-disposition'] as string | undefined, fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
