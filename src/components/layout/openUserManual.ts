import { api, request } from '../../api';
import { altHttp } from '../../providers';
import { openDocument } from './openDocument';

/**
 * Opens the user manual (GET /hrs/permission/374 -> helpDocumentUrl) in a new window (docs/behaviour.md §2.2.2,
 * §2.2.3); when there is none the call has toasted why.
 */
export async function openUserManual() {
  await openDocument(
    async () => ((await request(altHttp, api.dashboard.userManual)) as { helpDocumentUrl?: string } | null)?.helpDocumentUrl,
  ).catch(() => undefined);
}
