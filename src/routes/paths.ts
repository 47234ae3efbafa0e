import { loginPath as loginWithRedirect } from '../providers';
import { pathOf } from '../resources';

/** Shell paths come from the registry by component name, never written here. */
export const loginPath = () => pathOf('LoginPage');
export const homePath = () => pathOf('DashboardPage');
export const unDevelopPath = () => pathOf('UnDevelopPage');
export const unPermissionPath = () => pathOf('UnPermissionPage');

/** The login URL that brings the user back to `from` (a router path with its query) afterwards. */
export const loginUrl = (from: string) => loginWithRedirect(from);

export { afterLoginPath } from '../providers/redirect';
