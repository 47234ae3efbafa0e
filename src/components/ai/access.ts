import { isPrivateSaas } from '../layout/privateSaas';
import type { CurrentUser } from '../layout/useCurrentUser';

/**
 * docs/behaviour.md §2.2.3: the AI assistant shows only when the organisation has the chat entitlement and the
 * installation is not private SaaS. The server refuses the others (403) whatever the browser shows.
 */
export const aiEntitled = (user: CurrentUser | undefined): boolean => !!user && user.chatEnabled === true && !isPrivateSaas(user);
