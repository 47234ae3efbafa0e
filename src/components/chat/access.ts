import { isPrivateSaas } from '../layout/privateSaas';
import type { CurrentUser } from '../layout/useCurrentUser';

/**
 * docs/behaviour.md §1.6: the chat entry shows only when the organisation has the chat entitlement, the user's
 * online-service flag is set and the installation is not private SaaS. The server refuses the others
 * (403) whatever the browser shows.
 */
export const chatEntitled = (user: CurrentUser | undefined): boolean =>
  !!user && user.chatEnabled === true && user.onlineService === true && !isPrivateSaas(user);
