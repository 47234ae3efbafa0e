import { f, key, listed } from '../fields';
import type { FieldDef } from '../types';
import { ENABLED, dept, remark, scope, sortOrder, type Options } from './common';

/**
 * Organisation administration beyond users, roles, permissions, organisations and the audit log:
 * departments, work groups, notices, versions, help documents, approval settings and signatures.
 */

/** The notice status that shows a notice on the dashboard and tells the organisation's people. */
export const NOTICE_PUBLISHED = 'PUBLISHED';

export const deptFields: FieldDef[] = [
  f.text('deptName', '部门名称', 'Department name', { ...key, required: true, maxLength: 50 }),
  f.text('deptCode', '部门代码', 'Department code', { ...key, unique: true, rule: 'code', maxLength: 20 }),
  dept({ list: true }, 'parentDeptId', '上级部门', 'Parent department'),
  f.text('managerName', '负责人', 'Manager', { list: true, filter: 'like', maxLength: 30 }),
  f.text('deptPhone', '部门电话', 'Phone', { rule: 'phone', maxLength: 30 }),
  sortOrder(),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

export const workgroupFields: FieldDef[] = [
  f.text('workgroupName', '工作组名称', 'Work group', { ...key, required: true, maxLength: 50 }),
  f.text('workgroupCode', '工作组代码', 'Code', { ...key, unique: true, rule: 'code', maxLength: 20 }),
  dept({ list: true }),
  scope(),
  f.text('leaderName', '组长', 'Leader', { list: true, filter: 'like', maxLength: 30 }),
  f.textarea('memberNames', '组员', 'Members', { maxLength: 1000 }),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

/** Notice types of docs/behaviour.md §2.3. */
export const NOTICE_TYPES: Options = [
  ['XTGX', '更新', 'Update'],
  ['HDTG', '推广', 'Promotion'],
  ['XTWH', '维护', 'Maintenance'],
];

export const noticeFields: FieldDef[] = [
  f.text('noticeTitle', '公告标题', 'Title', { ...key, required: true, maxLength: 200 }),
  f.enum('noticeType', '公告类型', 'Type', NOTICE_TYPES, { list: true, filter: 'eq', required: true }),
  f.richtext('noticeContent', '公告内容', 'Content'),
  f.date('publishDate', '发布日期', 'Published on', { ...listed, filter: 'range' }),
  f.date('expireDate', '截止日期', 'Shown until', { sort: true }),
  f.boolean('pinned', '置顶', 'Pinned', { list: true, filter: 'eq' }),
  f.enum(
    'noticeStatus',
    '状态',
    'Status',
    [
      ['DRAFT', '草稿', 'Draft'],
      [NOTICE_PUBLISHED, '已发布', 'Published'],
      ['WITHDRAWN', '已撤回', 'Withdrawn'],
    ],
    { list: true, filter: 'eq' },
  ),
];

export const versionFields: FieldDef[] = [
  f.text('versionNumber', '版本号', 'Version', { ...key, required: true, unique: true, maxLength: 20 }),
  f.text('versionName', '版本名称', 'Name', { list: true, filter: 'like', maxLength: 100 }),
  f.enum(
    'versionType',
    '版本类型',
    'Type',
    [
      ['MAJOR', '重大更新', 'Major'],
      ['MINOR', '功能更新', 'Feature'],
      ['PATCH', '问题修复', 'Fix'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.date('releaseDate', '发布日期', 'Release date', { ...listed, required: true, filter: 'range' }),
  f.boolean('forceUpdate', '强制刷新', 'Force reload', { list: true }),
  f.enum(
    'versionStatus',
    '状态',
    'Status',
    [
      ['DRAFT', '草稿', 'Draft'],
      ['RELEASED', '已发布', 'Released'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.richtext('releaseNotes', '更新说明', 'Release notes'),
];

const MODULES: Options = [
  ['prm', '合作伙伴管理', 'Partners'],
  ['hrs', '人事管理', 'Organisation'],
  ['css', '结算管理', 'Settlement'],
  ['af', '空运管理', 'Air freight'],
  ['os', '舱单跨境', 'Manifests and cross-border'],
  ['sc', '海运铁路', 'Sea and rail'],
  ['lc', '陆运管理', 'Road transport'],
  ['io', '其他业务', 'Other business'],
];

export const docFields: FieldDef[] = [
  f.text('docName', '文档名称', 'Document', { ...key, required: true, maxLength: 100 }),
  f.enum(
    'docCategory',
    '文档分类',
    'Category',
    [
      ['GUIDE', '操作指南', 'Guide'],
      ['FAQ', '常见问题', 'FAQ'],
      ['VIDEO', '视频教程', 'Video'],
      ['POLICY', '制度规范', 'Policy'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.enum('moduleCode', '所属模块', 'Module', MODULES, { list: true, filter: 'eq' }),
  // A document, a video tutorial (played on /tutorial), or both; at least one (server/resources/hooks.ts).
  f.file('docUrl', '文档文件', 'File', { accept: 'document' }),
  f.file('videoUrl', '视频文件', 'Video', { accept: 'video' }),
  f.text('docVersion', '文档版本', 'Version', { list: true, maxLength: 20 }),
  f.date('publishDate', '发布日期', 'Published on', { ...listed, filter: 'range' }),
  sortOrder(),
  remark(),
];

/** Whether an event (e.g. unlock of a locked partner, ids 15-37 per scope) needs approval. */
/**
 * Approval settings per organisation and event (docs/behaviour.md §1.4): whether the event needs approval and
 * who approves. Any one of the named approvers decides (docs/approvals.md); approverNames is filled
 * by the server from the users named.
 */
export const icsFields: FieldDef[] = [
  f.integer('eventId', '事件ID', 'Event id', { ...listed, required: true, filter: 'eq', min: 1 }),
  f.text('eventName', '事件名称', 'Event', { list: true, filter: 'like', maxLength: 50 }),
  scope({ required: true }),
  f.boolean('approval', '需要审批', 'Needs approval', { list: true, filter: 'eq', required: true }),
  f.list('approvers', '审批人', 'Approvers', [f.ref('approverId', '审批人', 'Approver', 'hrs_user', { required: true })], { maxItems: 20 }),
  f.text('approverNames', '审批人', 'Approvers', { list: true, readOnly: true, maxLength: 1000 }),
  f.enum('settingStatus', '状态', 'Status', ENABLED, { list: true, filter: 'eq' }),
  remark(),
];

export const signTemplateFields: FieldDef[] = [
  f.text('templateName', '模板名称', 'Template', { ...key, required: true, maxLength: 50 }),
  f.enum(
    'templateType',
    '模板类型',
    'Type',
    [
      ['EMAIL', '邮件签名', 'Email signature'],
      ['DOCUMENT', '单证签章', 'Document signature'],
      ['SEAL', '电子印章', 'Electronic seal'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  f.textarea('signatureText', '签名内容', 'Signature text', { maxLength: 500 }),
  f.file('signatureImage', '签名图片', 'Signature image', { accept: 'image' }),
  f.boolean('isDefault', '默认', 'Default', { list: true, filter: 'eq' }),
  f.enum('templateStatus', '状态', 'Status', ENABLED, { list: true, filter: 'eq' }),
  remark(),
];

const CONFIG_GROUPS: Options = [
  ['ORDER', '订单', 'Orders'],
  ['FINANCE', '财务', 'Finance'],
  ['MAIL', '邮件', 'Mail'],
  ['PRINT', '打印', 'Printing'],
  ['SYSTEM', '系统', 'System'],
];

export const orgConfigureFields: FieldDef[] = [
  f.text('configKey', '配置键', 'Setting key', { ...key, required: true, unique: true, rule: 'code' }),
  f.text('configName', '配置名称', 'Setting', { ...key, required: true, maxLength: 100 }),
  f.text('configValue', '配置值', 'Value', { list: true, maxLength: 500 }),
  f.enum('configGroup', '配置分组', 'Group', CONFIG_GROUPS, { list: true, filter: 'eq' }),
  scope({ list: false }),
  remark(),
];
