import { f, key } from '../fields';
import type { FieldDef } from '../types';
import { contacts, remark, type Options } from './common';

/**
 * Basic data and logs that the personal settings and the AI assistant bring (docs/settings.md): the
 * air warehouses a user picks as default warehouse, and the assistant's question log.
 */

/** Warehouse kinds; the settings dialog asks for 普货库 and 二级监管 import warehouses (docs/behaviour.md §2.7). */
export const WAREHOUSE_TYPES: Options = [
  ['普货库', '普货库', 'General cargo'],
  ['二级监管', '二级监管', 'Bonded (secondary)'],
  ['冷库', '冷库', 'Cold store'],
  ['危险品库', '危险品库', 'Dangerous goods'],
  ['快件监管', '快件监管', 'Express (bonded)'],
];

export const airWarehouseFields: FieldDef[] = [
  f.text('warehouseCode', '仓库代码', 'Warehouse code', { ...key, unique: true, rule: 'code', maxLength: 20 }),
  f.text('warehouseNameCn', '仓库名称', 'Warehouse', { ...key, required: true, maxLength: 100 }),
  f.text('warehouseNameEn', '英文名称', 'English name', { maxLength: 100 }),
  f.enum('warehouseType', '仓库类型', 'Type', WAREHOUSE_TYPES, { list: true, filter: 'eq', required: true }),
  f.enum(
    'businessScope',
    '业务类型',
    'Business',
    [
      ['AE', '空运出口', 'Air export'],
      ['AI', '空运进口', 'Air import'],
    ],
    { list: true, filter: 'eq', required: true },
  ),
  f.text('airportCode', '机场', 'Airport', { list: true, filter: 'eq', rule: 'airport3', maxLength: 3, lookup: 'airport' }),
  f.text('address', '地址', 'Address', { maxLength: 200 }),
  ...contacts(),
  f.boolean('enabled', '启用', 'Enabled', { list: true, filter: 'eq' }),
  remark(),
];

/** Where an answer of the AI assistant came from. */
export const AI_ANSWER_SOURCES: Options = [
  ['MODEL', '大模型', 'Model'],
  ['BUILTIN', '内置搜索', 'Built-in search'],
  ['FAILED', '失败', 'Failed'],
];

/** The assistant's log, one row per question (an HRS report; written by server/ai only). */
export const aiLogFields: FieldDef[] = [
  f.text('userName', '提问人', 'Asked by', { list: true, filter: 'like', maxLength: 100 }),
  f.textarea('question', '问题', 'Question', { list: true, filter: 'like', required: true, maxLength: 2000 }),
  f.textarea('answer', '回答', 'Answer', { maxLength: 20000 }),
  f.enum('answerSource', '来源', 'Source', AI_ANSWER_SOURCES, { list: true, filter: 'eq' }),
  f.text('pagePath', '所在页面', 'Page', { list: true, maxLength: 200 }),
  f.integer('durationMs', '耗时(ms)', 'Time (ms)', { list: true, min: 0 }),
  f.integer('userId', '用户ID', 'User id', { filter: 'eq', min: 1 }),
];
