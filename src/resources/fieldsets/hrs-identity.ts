import { f, key } from '../fields';
import type { FieldDef } from '../types';
import { dept } from './common';

/**
 * Users and roles live in the identity tables the login uses (server/db/core-tables.ts); these fields
 * are their columns as the generic screens show and edit them.
 */
export const LOGIN_ROLES: [string, string, string][] = [
  ['admin', '管理员', 'Administrator'],
  ['staff', '员工', 'Staff'],
];

export const userFields = [
  f.text('userName', '中文名', 'Chinese name', { ...key, required: true, maxLength: 40 }),
  f.text('userEname', '英文名', 'English name', { list: true, maxLength: 40 }),
  f.text('loginName', '登录名', 'Login name', { ...key, unique: true, rule: 'code', maxLength: 35 }),
  f.text('internationalCountryCode', '国际区号', 'Country calling code', { maxLength: 5 }),
  f.text('phoneNumber', '手机号', 'Mobile phone', { list: true, filter: 'like', unique: true, rule: 'phone', maxLength: 30 }),
  f.text('userEmail', '邮箱', 'Email', { list: true, filter: 'like', unique: true, rule: 'email', maxLength: 80 }),
  f.ref('roleId', '角色', 'Role', 'hrs_role', { list: true, filter: 'eq', required: true }),
  f.enum('loginRole', '登录角色', 'Login role', LOGIN_ROLES, { list: true, filter: 'eq', required: true }),
  f.enum(
    'status',
    '状态',
    'Status',
    [
      ['1', '启用', 'Enabled'],
      ['0', '停用', 'Disabled'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  // docs/behaviour.md §1.6: with the organisation's chat entitlement, this flag lets the user chat.
  f.boolean('onlineService', '在线客服', 'Online service (chat)', { list: true, filter: 'eq' }),
  f.text('password', '密码', 'Password', { writeOnly: true, maxLength: 100 }),
];

export const roleFields = [
  f.text('roleCode', '角色编码', 'Role code', { ...key, required: true, unique: true, rule: 'code', maxLength: 35 }),
  f.text('roleName', '角色名称', 'Role name', { ...key, required: true, maxLength: 60 }),
  f.boolean('isAdmin', '管理员角色(拥有全部权限)', 'Administrator role (every permission)', { list: true }),
];

/**
 * 公司用户 (/hrs_orgUser): the organisation's staff as a directory, a view of the users table limited
 * to staff logins (administrators are managed in 用户管理 only), with department and job title. It
 * offers no role: who may do what stays with the administrators, so this view cannot grant rights.
 */
const pick = (names: string[]) => names.map((n) => userFields.find((x) => x.name === n)!);
export const orgUserFields: FieldDef[] = [
  ...pick(['userName', 'userEname', 'loginName', 'internationalCountryCode', 'phoneNumber', 'userEmail']),
  dept({ list: true }),
  f.text('jobTitle', '职位', 'Job title', { list: true, filter: 'like', maxLength: 50 }),
  ...pick(['status', 'password']),
  // A new person starts enabled (the column's default) unless said otherwise.
].map((x) => (x.name === 'userEname' ? { ...x, list: false } : x.name === 'status' ? { ...x, required: false } : x));
