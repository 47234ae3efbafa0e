import { loginPath as loginWithRedirect, safeRedirect } from '../providers';
import { pathOf } from '../resources';
import { REDIRECT_PARAM } from '../schemas';

/** Shell paths come from the registry by component name, never written here. */
export const loginPath = () => pathOf('LoginPage');
export const homePath = () => pathOf('DashboardPage');
export const unDevelopPath = () => pathOf('UnDevelopPage');
export const unPermissionPath = () => pathOf('UnPermissionPage');

/** The login URL that brings the user back to `from` (a router path with its query) afterwards. */
export const loginUrl = (from: string) => loginWithRedirect(from);

/** Where a successful login goes: the login page's `redirect` query if it is an in-app path, else the dashboard. */
export const afterLoginPath = (search: string) => safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM), homePath());
