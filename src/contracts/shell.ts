import type { TSchema } from '@sinclair/typebox';
import { TokenAnswer } from './auth';
import { byHandler, defineCalls, menu, PUBLIC, SESSION } from './define';
import { shellCalls } from './shell.calls';
import { Dict, IdText, labelled, message, Nullable, T } from './schema';

const Bilingual = T.Object({ 'zh-CN': T.String(), 'en-US': T.String() });

/**
 * A node of the permission tree (server/permissions.ts): module containers, routes, and with
 * `withButtons` their button codes. Written out to a fixed depth rather than as a recursive schema,
 * which the serialiser and the reference page then read without references.
 */
function permissionNode(depth: number): TSchema {
  return T.Object({
    id: T.String({ description: 'menu code (route name) or button code' }),
    name: T.String({ description: 'i18n key of the label' }),
    path: Nullable(T.String()),
    kind: T.Union([T.Literal('menu'), T.Literal('button')]),
    label: Bilingual,
    icon: T.Optional(T.String()),
    hidden: T.Optional(T.Boolean()),
    unavailable: T.Optional(T.Boolean({ description: 'the route has no screen yet' })),
    children: T.Array(depth > 0 ? permissionNode(depth - 1) : T.Object({}, { additionalProperties: true })),
  });
}
export const PermissionNode = permissionNode(6);

export const CurrentUser = T.Object({
  userId: T.Integer(),
  userName: Nullable(T.String({ description: 'the login: login name, phone or email' })),
  userCname: Nullable(T.String()),
  userEname: Nullable(T.String()),
  loginName: Nullable(T.String()),
  loginRole: Nullable(T.String()),
  phoneNumber: Nullable(T.String()),
  internationalCountryCode: Nullable(T.String()),
  userEmail: Nullable(T.String()),
  paramText: Nullable(T.String({ description: 'the interface language the user chose' })),
  roleId: Nullable(T.Integer()),
  roleName: Nullable(T.String()),
  orgId: T.Integer(),
  orgCode: T.String(),
  orgName: T.String(),
  orgVersion: Nullable(T.String()),
  stopDate: Nullable(T.String({ description: "date YYYY-MM-DD the organisation's subscription ends" })),
  chatEnabled: Nullable(T.Boolean()),
  privateSaas: Nullable(T.Boolean()),
  onlineService: T.Boolean(),
  showRanking: T.Boolean({ description: 'the network member ranking is shown (own hosts only)' }),
});

export const shell = defineCalls('shell', shellCalls, {
  lookupOrgs: {
    summary: "The organisations a login belongs to (the login page's organisation lookup)",
    description: 'Codes and names only, never login names; limited per address and per looked-up login (docs/security.md).',
    access: PUBLIC('limited per address and per login'),
    query: T.Object({
      loginType: T.Optional(T.Integer({ minimum: 0, maximum: 2, description: '0 phone, 1 email, 2 login name' })),
      type: T.Optional(T.Integer({ minimum: 0, maximum: 2, description: 'the same as loginType (older clients)' })),
      login: T.Optional(T.String({ description: 'the login as typed' })),
      internationalCountryCode: T.Optional(T.String()),
    }),
    answer: T.Array(T.Object({ orgCode: T.String(), orgName: T.String() })),
    errors: { 404: 'the lookup is off (LOGIN_LOOKUP=0): the page asks for the organisation code', 429: 'too many lookups' },
    example: { query: { loginType: 2, login: 'admin' } },
  },
  ssoLogin: {
    summary: "Single sign-on: exchange a partner system's one-time token, signed with one of its SSO keys, for a session",
    access: PUBLIC('the one-time token is the credential; the key that signed it names the organisations it may sign into'),
    body: T.Object({
      token: T.Optional(T.String({ description: 'the one-time token, in the body only (an address may be logged on the way)' })),
    }),
    answer: TokenAnswer,
    beside: TokenAnswer,
    errors: {
      401: "the token is unknown, used or expired, its key may not sign into the user's organisation, or its user does not exist",
      429: 'too many attempts',
    },
  },
  currentUser: { summary: 'The logged-in user and organisation', access: SESSION, answer: CurrentUser },
  changePassword: {
    summary: "Change one's own password; the user's other sessions end",
    access: SESSION,
    body: T.Object({
      oldPassword: T.String({ ...labelled({ 'zh-CN': '原密码', 'en-US': 'Current password' }) }),
      newPassword: T.String({
        ...labelled({ 'zh-CN': '新密码', 'en-US': 'New password' }),
        description: 'at least 8 characters with letters and digits',
      }),
    }),
    answer: T.Boolean(),
    errors: { 400: 'the current password is wrong, or the new one is weak or the same', 429: 'too many wrong current passwords' },
  },
  userLanguage: {
    summary: "A user's interface language (one's own without id)",
    access: SESSION,
    query: T.Object({ id: T.Optional(T.String({ description: 'user id' })) }),
    answer: Nullable(T.String()),
    errors: { 404: 'no such user in the organisation' },
  },
  menuTree: { summary: "The menu tree the user's role grants", access: SESSION, answer: T.Array(PermissionNode) },
  resourceDefs: {
    summary: 'Definitions of the configured routes the user may open (config/resources)',
    access: SESSION,
    answer: T.Array(
      T.Object(
        { path: T.String(), name: T.String() },
        { additionalProperties: true, description: 'a route definition, as in the registry (src/resources/types.ts)' },
      ),
    ),
  },
  buttons: { summary: "The button codes the user's role grants", access: SESSION, answer: T.Array(T.String()) },
  allPermissions: {
    summary: "The whole permission tree with buttons, and the codes a role holds (one's own role without roleId)",
    access: byHandler("another role than one's own needs the hrs_role or hrs_permission menu"),
    query: T.Object({ roleId: T.Optional(T.String({ description: 'role id' })) }),
    answer: T.Object({ tree: T.Array(PermissionNode), have: T.Array(T.String()) }),
    errors: { 404: 'no such role in the organisation' },
  },
  roleGrants: {
    summary: "Replace a role's grants (menu and button codes)",
    description: 'Applies from the next call of every session of the role. A button code needs its menu code.',
    access: menu('hrs_permission', 'hrs_permission:edit'),
    params: T.Object({ roleId: IdText }),
    body: T.Object({
      codes: T.Array(T.String(), { ...message({ 'zh-CN': '权限编码无效', 'en-US': 'codes must be a list of known permission codes' }) }),
    }),
    answer: T.Boolean(),
    errors: { 400: 'an unknown code, a button without its menu, or the administrator role', 404: 'no such role' },
  },
  recordMenu: {
    summary: 'Record a visit to a menu (frequently used menus, the ranking)',
    access: byHandler('a menu route needs its menu'),
    body: T.Object({
      path: T.String({ ...labelled({ 'zh-CN': '菜单路径', 'en-US': 'path' }) }),
      id: T.Optional(T.String()),
      name: T.Optional(T.String()),
    }),
    answer: T.Boolean(),
  },
  pageLanguage: {
    summary: "Labels of a page in a language (the organisation's own wording)",
    access: SESSION,
    query: T.Object({ pageType: T.Optional(T.String()), languageCode: T.Optional(T.String()) }),
    answer: Dict(T.String(), 'label key -> text'),
  },
});
