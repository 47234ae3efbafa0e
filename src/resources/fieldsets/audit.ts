import { f } from '../fields';
import type { RouteDef } from '../types';

/**
 * The audit log: one row per change to any data resource, written by the server's generic layer
 * (server/resources/audit.ts) into this shared table. /hrs_log and /prm_log each show one module.
 */
export const AUDIT_TABLE = 'sys_audit_log';

export const auditFields = [
  f.text('module', '模块', 'Module', { list: true, filter: 'eq', maxLength: 20 }),
  f.text('resource', '页面', 'Resource', { list: true, filter: 'eq', sort: true, maxLength: 80 }),
  f.text('recordId', '记录ID', 'Record id', { list: true, filter: 'eq', maxLength: 40 }),
  f.enum(
    'action',
    '操作',
    'Action',
    [
      ['create', '新增', 'Create'],
      ['update', '修改', 'Update'],
      ['delete', '删除', 'Delete'],
    ],
    { list: true, filter: 'eq' },
  ),
  f.text('userName', '操作人', 'By', { list: true, filter: 'like', maxLength: 100 }),
  f.textarea('beforeData', '修改前', 'Before', { maxLength: 100000 }),
  f.textarea('afterData', '修改后', 'After', { maxLength: 100000 }),
];

/** The route options of a module's audit-log page. */
export const auditLogOf = (module: string): Omit<RouteDef, 'path' | 'kind' | 'label'> => ({
  fields: auditFields,
  table: AUDIT_TABLE,
  scope: { module },
  defaultSort: 'createTime,desc',
  // One row per change of anything, read by record, module and time: 3,000 sampled rows describe it.
  statisticsTarget: 10,
});
