import { endpoints, http } from '../../providers';

/**
 * Opens the user manual (GET /hrs/permission/374 -> helpDocumentUrl) in a new window (spec 02 §2.2,
 * §2.3). The window is opened before the call so the browser counts it as the user's click and
 * does not block it; it is closed again when there is no manual (the call toasts why).
 */
export async function openUserManual() {
  const win = window.open('about:blank', '_blank');
  try {
    const res = await http.get(endpoints.userManual);
    const url: unknown = res.data?.data?.helpDocumentUrl;
    if (typeof url !== 'string' || !url) throw new Error('no manual');
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch {
    win?.close();
  }
}
