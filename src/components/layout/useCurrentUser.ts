import { useGetIdentity } from '@refinedev/core';

/** The signed-in user as GET /hrs/user/current describes them (docs/api-shell.md). */
export interface CurrentUser {
  userId: number | string;
  userName?: string;
  userCname?: string;
  userEname?: string;
  loginName?: string;
  loginRole?: string;
  phoneNumber?: string;
  internationalCountryCode?: string;
  userEmail?: string;
  orgId?: number | string;
  orgCode?: string;
  orgName?: string;
  orgVersion?: string;
  stopDate?: string | null;
  roleName?: string;
  /** Saved page language, e.g. 'zh-CN'. */
  paramText?: string;
  /** Private SaaS installation: no contact-us link, no logo (docs/behaviour.md §2.6). */
  privateSaas?: boolean;
  /** The organisation's chat entitlement (docs/behaviour.md §1.6). */
  chatEnabled?: boolean;
  /** The user's online-service flag (docs/behaviour.md §1.3, §1.6). */
  onlineService?: boolean;
}

/** Refine caches the identity query, so the top bar and the pages share one request. */
export const useCurrentUser = () => useGetIdentity<CurrentUser>();

/** How the user is named on screen: Chinese name, else user name, else login name. */
export const displayName = (u: CurrentUser | undefined) => u?.userCname || u?.userName || u?.loginName || '';
