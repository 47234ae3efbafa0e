import type { TableDef } from './tables';
import { settingColumns } from '../settings/columns';

const now = 'now()';

/** Identity, permission and session tables of the platform shell. */
export const coreTables: TableDef[] = [
  {
    name: 'hrs_org',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_code', type: 'text', notNull: true },
      { name: 'org_name', type: 'text', notNull: true },
      { name: 'org_name_en', type: 'text' },
      // 标准版 / 专业版 / 集团版 / 网上订舱 (online-booking-only)
      { name: 'org_version', type: 'text', notNull: true, default: `'标准版'` },
      { name: 'stop_date', type: 'date', notNull: true, default: `'2099-12-31'` },
      { name: 'chat_enabled', type: 'boolean', notNull: true, default: 'false' },
      { name: 'private_saas', type: 'boolean', notNull: true, default: 'false' },
      // The installation's customer-service organisation: every chat user may write to its people.
      { name: 'customer_service', type: 'boolean', notNull: true, default: 'false' },
      { name: 'status', type: 'integer', notNull: true, default: '1' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      // Company card of the network member ranking (docs/behaviour.md §2.2.2).
      { name: 'company_profile', type: 'text' },
      { name: 'company_advantage', type: 'text' },
      { name: 'company_contact_info', type: 'text' },
      // The group this organisation belongs to (the group's own organisation id; null = none). Its
      // users see the members' figures in the jt_ reports (docs/organisations.md, docs/money.md).
      { name: 'group_org_id', type: 'bigint' },
      // The currency the books are kept in: charge lines' base amounts and the reports' money.
      { name: 'base_currency', type: 'text', notNull: true, default: `'CNY'` },
    ],
    indexes: [{ columns: ['org_code'], unique: true }, { columns: ['group_org_id'] }],
  },
  {
    name: 'hrs_role',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'role_code', type: 'text', notNull: true },
      { name: 'role_name', type: 'text', notNull: true },
      // An administrator role holds every permission, including routes added later by configuration.
      { name: 'is_admin', type: 'boolean', notNull: true, default: 'false' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      // Raised with every change of the role's grants: sessions reload the codes when it moves (server/auth/grants-cache.ts).
      { name: 'grants_version', type: 'integer', notNull: true, default: '0' },
    ],
    indexes: [{ columns: ['org_id', 'role_code'], unique: true }],
  },
  {
    name: 'hrs_user',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'role_id', type: 'bigint' },
      { name: 'login_name', type: 'text' },
      { name: 'phone_number', type: 'text' },
      { name: 'international_country_code', type: 'text', notNull: true, default: `'86'` },
      { name: 'user_email', type: 'text' },
      { name: 'user_name', type: 'text', notNull: true },
      { name: 'user_ename', type: 'text' },
      // admin / staff / superAdmin (docs/behaviour.md §2.6)
      { name: 'login_role', type: 'text', notNull: true, default: `'staff'` },
      { name: 'status', type: 'integer', notNull: true, default: '1' },
      { name: 'password_hash', type: 'text', notNull: true },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      // Personal settings (docs/behaviour.md §2.3), page language param_text among them: src/schemas/settings.ts.
      ...settingColumns,
    ],
    indexes: [
      { columns: ['org_id', 'login_name'], unique: true },
      { columns: ['org_id', 'international_country_code', 'phone_number'], unique: true },
      { columns: ['org_id', 'user_email'], unique: true },
      { columns: ['phone_number'] },
      { columns: ['user_email'] },
    ],
  },
  {
    // Menu and button nodes, rebuilt from the resource registry at every start.
    name: 'hrs_permission_node',
    columns: [
      { name: 'code', type: 'text', primaryKey: true },
      { name: 'kind', type: 'text', notNull: true }, // menu | button
      { name: 'parent_code', type: 'text' },
      { name: 'path', type: 'text' },
      { name: 'module', type: 'text', notNull: true },
      { name: 'label_zh', type: 'text', notNull: true },
      { name: 'label_en', type: 'text', notNull: true },
      { name: 'sort', type: 'integer', notNull: true, default: '0' },
    ],
  },
  {
    name: 'hrs_role_permission',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'role_id', type: 'bigint', notNull: true },
      { name: 'permission_code', type: 'text', notNull: true },
    ],
    indexes: [{ columns: ['role_id', 'permission_code'], unique: true }],
  },
  {
    // One row per issued token: logout and password changes revoke it at once. The grants are read
    // live through the user's role (server/auth/sessions.ts); menus/buttons are no longer written
    // (kept, as columns are never dropped).
    name: 'auth_session',
    columns: [
      { name: 'jti', type: 'text', primaryKey: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'menus', type: 'jsonb', notNull: true },
      { name: 'buttons', type: 'jsonb', notNull: true },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
      { name: 'revoked_at', type: 'timestamptz' },
    ],
    indexes: [{ columns: ['user_id'] }],
  },
  {
    // Partner systems allowed to sign users in (server/auth/sso-keys.ts): the kid of their tokens and
    // the organisations each may sign into. No secret is stored (it is derived from the master secret).
    name: 'auth_sso_key',
    columns: [
      { name: 'kid', type: 'text', primaryKey: true },
      { name: 'name', type: 'text', notNull: true },
      { name: 'org_codes', type: 'jsonb', notNull: true },
      { name: 'created_at', type: 'timestamptz', notNull: true, default: now },
      { name: 'revoked_at', type: 'timestamptz' },
      { name: 'last_used_at', type: 'timestamptz' },
    ],
  },
  {
    // Single-sign-on tokens already exchanged (each may be used once).
    name: 'auth_sso_used',
    columns: [
      { name: 'jti', type: 'text', primaryKey: true },
      { name: 'used_at', type: 'timestamptz', notNull: true, default: now },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
    ],
  },
  {
    name: 'hrs_user_access_record',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'permission_id', type: 'text', notNull: true },
      { name: 'permission_name', type: 'text', notNull: true },
      { name: 'path', type: 'text', notNull: true },
      { name: 'access_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'status', type: 'integer', notNull: true, default: '0' },
      { name: 'sort', type: 'integer', notNull: true, default: '-1' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'edit_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['user_id', 'path'], unique: true }, { columns: ['access_time'] }],
  },
  {
    // Page-language dictionary served by /hrs/language/pages (platform-wide labels).
    name: 'hrs_page_language',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'page_type', type: 'text', notNull: true },
      { name: 'language_code', type: 'text', notNull: true },
      { name: 'label_key', type: 'text', notNull: true },
      { name: 'label_text', type: 'text', notNull: true },
    ],
    indexes: [{ columns: ['page_type', 'language_code', 'label_key'], unique: true }],
  },
  {
    // Approval tasks: one row per approver of an application (top-bar counts, /prm/api/toDo).
    name: 'prm_approval',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'approver_user_id', type: 'bigint', notNull: true },
      { name: 'title', type: 'text', notNull: true },
      { name: 'business_scope', type: 'text' },
      { name: 'applicant', type: 'text' },
      // The application's state (src/schemas/approvals.ts), the same on every task of one application.
      { name: 'status', type: 'text', notNull: true, default: `'PENDING'` },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      // One task per named approver of an application (server/workflow/approvals.ts): what kind of
      // application, which row it is (e.g. af_order_lock_unlock_list.id), who applied, who decided.
      { name: 'kind', type: 'text' },
      { name: 'subject_id', type: 'bigint' },
      { name: 'event_id', type: 'integer' },
      { name: 'applicant_user_id', type: 'bigint' },
      { name: 'decided_by', type: 'bigint' },
      { name: 'decided_by_name', type: 'text' },
      { name: 'decided_at', type: 'timestamptz' },
      { name: 'decision_remark', type: 'text' },
    ],
    indexes: [{ columns: ['org_id', 'approver_user_id', 'status'] }, { columns: ['org_id', 'kind', 'subject_id'] }],
  },
  {
    // Messages to one user (top-bar notification counts, /prm/api/messageList).
    name: 'sys_message',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'title', type: 'text', notNull: true },
      { name: 'content', type: 'text' },
      // What happened (server/workflow/notify.ts) and the in-app path the message opens.
      { name: 'kind', type: 'text' },
      { name: 'link', type: 'text' },
      { name: 'read_at', type: 'timestamptz' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['org_id', 'user_id', 'create_time'] }],
  },
  {
    // Uploaded files (attachments, pictures). Kept in the database so PGlite and PostgreSQL installs
    // back up and move as one; served at /files/{uuid}/{name}, the uuid being the only key.
    name: 'sys_file',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'file_uuid', type: 'uuid', notNull: true, default: 'gen_random_uuid()' },
      { name: 'file_name', type: 'text', notNull: true },
      // What the content is (src/schemas/uploads.ts uploadKindOfContent), never what the name says.
      { name: 'content_kind', type: 'text', notNull: true },
      { name: 'size', type: 'integer', notNull: true },
      { name: 'bytes', type: 'bytea', notNull: true },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['file_uuid'], unique: true }],
  },
  {
    // Saved air waybill prints of an air export order (docs/api-waybill.md). A master print has
    // hawb_number '' so the unique index allows one master per order and one house per number.
    name: 'af_awb_print',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'order_id', type: 'bigint', notNull: true },
      // PRINT_MAWB | PRINT_HAWB
      { name: 'print_type', type: 'text', notNull: true },
      { name: 'hawb_number', type: 'text', notNull: true, default: `''` },
      // WaybillPrintValues with the paper boxes' free text, as checked by validateWaybillPrint.
      { name: 'data', type: 'jsonb', notNull: true },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'updated_by', type: 'bigint' },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['order_id', 'print_type', 'hawb_number'], unique: true }, { columns: ['org_id', 'order_id'] }],
  },
];
