import type { TableDef } from './tables';

const now = 'now()';

/** sys_setting's key of the installation's contact details (/contactUs). */
export const CONTACT_KEY = 'installation.contact';

/**
 * Tables of the content and self-service screens (docs/content-pages.md): installation settings
 * (the contact details of /contactUs), questionnaires and their answers (/investigate), and the
 * customers' own information collected by link (/customer_info, /customer_info_menu).
 */
export const serviceTables: TableDef[] = [
  {
    // Installation-wide settings kept by the platform administrator, one JSON value per key.
    name: 'sys_setting',
    columns: [
      { name: 'setting_key', type: 'text', primaryKey: true },
      { name: 'value', type: 'jsonb', notNull: true },
      { name: 'updated_by', type: 'bigint' },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
  },
  {
    // A questionnaire of the installation (defined by the platform administrator, answered by anyone).
    name: 'inv_questionnaire',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'title', type: 'text', notNull: true },
      { name: 'intro', type: 'text' },
      // The activity image (a stored picture, /files/...) the dashboard shows while it is open.
      { name: 'activity_image', type: 'text' },
      { name: 'questions', type: 'jsonb', notNull: true },
      // DRAFT / PUBLISHED / CLOSED
      { name: 'status', type: 'text', notNull: true, default: `'DRAFT'` },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['status', 'update_time'] }],
  },
  {
    name: 'inv_answer',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'questionnaire_id', type: 'bigint', notNull: true },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'answers', type: 'jsonb', notNull: true },
      { name: 'submit_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['questionnaire_id', 'user_id'], unique: true }, { columns: ['questionnaire_id', 'submit_time'] }],
  },
  {
    // A link a forwarder sends its customer to fill in the customer's own information (no login).
    name: 'prm_customer_info_link',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      // The partner it is for; null: a new customer.
      { name: 'coop_id', type: 'bigint' },
      { name: 'token', type: 'uuid', notNull: true, default: 'gen_random_uuid()' },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['token'], unique: true }, { columns: ['org_id', 'create_time'] }],
  },
  {
    // What a customer sent through a link, waiting for the forwarder's review.
    name: 'prm_customer_info',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'link_id', type: 'bigint', notNull: true },
      { name: 'coop_id', type: 'bigint' },
      { name: 'data', type: 'jsonb', notNull: true },
      // PENDING / ACCEPTED / REJECTED
      { name: 'status', type: 'text', notNull: true, default: `'PENDING'` },
      { name: 'submit_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'reviewed_by', type: 'bigint' },
      { name: 'review_time', type: 'timestamptz' },
    ],
    indexes: [{ columns: ['org_id', 'status', 'submit_time'] }, { columns: ['link_id'] }],
  },
  {
    // Before links could be revoked: the last link issued to a partner per page. No longer written
    // (prm_coop_share_link holds every link); kept, as tables are never dropped.
    name: 'prm_coop_link',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'coop_id', type: 'bigint', notNull: true },
      { name: 'kind', type: 'text', notNull: true },
      { name: 'issued_by', type: 'bigint' },
      { name: 'issue_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
      { name: 'bound_time', type: 'timestamptz' },
    ],
    indexes: [{ columns: ['org_id', 'coop_id', 'kind'], unique: true }],
  },
  {
    // Every link staff issued to a partner for one of its pages (docs/partner-share.md): kind 'coop'
    // (address binding) or 'coopTrack' (order track). The signed token names this row, which each
    // use checks: listed on the partner with its expiry, and revocable.
    name: 'prm_coop_share_link',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'coop_id', type: 'bigint', notNull: true },
      { name: 'kind', type: 'text', notNull: true },
      { name: 'issued_by', type: 'bigint' },
      { name: 'issued_by_name', type: 'text' },
      { name: 'issue_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
      { name: 'revoked_by_name', type: 'text' },
      { name: 'revoke_time', type: 'timestamptz' },
      /** The last save of the partner's addresses through this link. */
      { name: 'bound_time', type: 'timestamptz' },
    ],
    indexes: [{ columns: ['org_id', 'coop_id', 'issue_time'] }],
  },
];
