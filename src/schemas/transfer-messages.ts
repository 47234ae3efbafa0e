import type { Bilingual } from './check-table';
import type { Language } from './messages';

/**
 * Words of spreadsheet export and import (docs/api-transfer.md): the server answers with them and
 * the browser's dialogs show the same.
 */
export const TRANSFER_MESSAGES = {
  exportBusy: {
    'zh-CN': '您已有一个导出任务正在进行，请等待其完成后再导出',
    'en-US': 'You already have an export running; wait for it to finish',
  },
  importBusy: {
    'zh-CN': '您已有一个导入任务正在进行，请等待其完成后再导入',
    'en-US': 'You already have an import running; wait for it to finish',
  },
  notSpreadsheet: { 'zh-CN': '只能导入 .xlsx 或 .csv 格式的表格文件', 'en-US': 'Only .xlsx or .csv spreadsheets can be imported' },
  oldExcel: {
    'zh-CN': '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再导入',
    'en-US': 'Old .xls files are not supported: save the file as .xlsx in Excel first',
  },
  emptyFile: { 'zh-CN': '文件为空', 'en-US': 'The file is empty' },
  noRows: { 'zh-CN': '文件中没有数据行', 'en-US': 'The file has no data rows' },
  unlistedData: {
    'zh-CN': '文件中有压缩目录未列出的内容，已拒绝导入',
    'en-US': 'The file holds data its zip directory does not list, so it was refused',
  },
  unreadable: {
    'zh-CN': '文件内容无法读取，请在 Excel 中重新保存后再导入',
    'en-US': 'The file cannot be read: save it again in Excel and retry',
  },
  badArchive: {
    'zh-CN': '文件结构异常或解压后过大，已拒绝导入',
    'en-US': 'The file is malformed or expands to too much data, so it was refused',
  },
  problemsHeader: { 'zh-CN': '错误信息', 'en-US': 'Problems' },
  rowHeader: { 'zh-CN': '行号', 'en-US': 'Row' },
  requiredMark: { 'zh-CN': '（*为必填）', 'en-US': '(* required)' },
  optionsSheet: { 'zh-CN': '选项', 'en-US': 'Options' },
} as const satisfies Record<string, Bilingual>;

export const exportTooMany = (max: number, lang: Language) =>
  lang === 'zh-CN'
    ? `导出数据超过单次导出上限 ${max.toLocaleString('en-US')} 行，请缩小查询范围后分批导出`
    : `An export holds at most ${max.toLocaleString('en-US')} rows: narrow the filters and export in parts`;

export const importTooMany = (max: number, lang: Language) =>
  lang === 'zh-CN'
    ? `一次最多导入 ${max.toLocaleString('en-US')} 行，请拆分文件后分批导入`
    : `An import holds at most ${max.toLocaleString('en-US')} rows: split the file`;

export const missingColumns = (labels: string[], lang: Language) =>
  lang === 'zh-CN' ? `表头与导入模板不符，缺少必填列：${labels.join('、')}` : `The header row lacks required columns: ${labels.join(', ')}`;

export const duplicateInFile = (label: string, row: number, lang: Language) =>
  lang === 'zh-CN' ? `${label}与第${row}行重复` : `${label} repeats row ${row}`;
