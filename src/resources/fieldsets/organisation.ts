import { ORG_VERSIONS } from '../../schemas/scopes';
import { f } from '../fields';
import type { FieldDef } from '../types';

/**
 * The organisation screen (/hrs_org) over the hrs_org identity table (server/db/core-tables.ts):
 * not a generic data route (the table has no org_id; it IS the organisations), so its fields live
 * here and both the page and server/plugins/organisations.ts validate with them.
 */

/** What an organisation tells its partners (the member ranking's company card, /contactUs). */
export const companyCardFields: FieldDef[] = [
  f.textarea('companyProfile', '公司简介', 'Company profile', { maxLength: 1000 }),
  f.textarea('companyAdvantage', '公司优势', 'Strengths', { maxLength: 1000 }),
  f.textarea('companyContactInfo', '联系方式', 'Contact details', { maxLength: 1000 }),
];

/** What only the platform administrator sets: the account of an organisation on this installation. */
export const orgAccountFields: FieldDef[] = [
  f.text('orgName', '公司名称', 'Organisation name', { required: true, maxLength: 100 }),
  f.text('orgNameEn', '英文名称', 'English name', { maxLength: 100 }),
  f.enum(
    'orgVersion',
    '版本',
    'Version',
    ORG_VERSIONS.map((v) => [v, v, v] as [string, string, string]),
    { required: true },
  ),
  f.date('stopDate', '有效期至', 'Valid until', { required: true }),
  f.boolean('chatEnabled', '在线沟通权限', 'Chat entitlement'),
  f.boolean('privateSaas', '私有化部署', 'Private SaaS'),
  // The group's own organisation (docs/organisations.md); the page offers the organisations as choices.
  f.integer('groupOrgId', '所属集团', 'Group', { min: 1 }),
  f.enum(
    'status',
    '状态',
    'Status',
    [
      ['1', '启用', 'Enabled'],
      ['0', '停用', 'Disabled'],
    ],
    { required: true },
  ),
];

/** A new organisation: its code (fixed afterwards: people log in with it) and its first administrator. */
export const newOrgFields: FieldDef[] = [
  f.text('orgCode', '公司代码', 'Organisation code', { required: true, rule: 'code', maxLength: 20 }),
  ...orgAccountFields,
  f.text('adminLoginName', '管理员登录名', 'Administrator login name', { required: true, rule: 'code', maxLength: 35 }),
  f.text('adminUserName', '管理员姓名', 'Administrator name', { required: true, maxLength: 40 }),
  f.text('adminPassword', '管理员密码', 'Administrator password', { required: true, maxLength: 100 }),
];

/** Everything the platform administrator edits on an existing organisation. */
export const platformOrgFields: FieldDef[] = [...orgAccountFields, ...companyCardFields];
