import { altHttp, endpoints } from '../../providers';
import { openDocument } from './openDocument';

/**
 * Opens the user manual (GET /hrs/permission/374 -> helpDocumentUrl) in a new window (docs/behaviour.md §2.2.2,
 * §2.2.3); when there is none the call has toasted why.
 */
export async function openUserManual() {
  await openDocument(async () => (await altHttp.get(endpoints.userManual)).data?.data?.helpDocumentUrl).catch(() => undefined);
}
