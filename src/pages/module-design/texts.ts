import { currentLanguage } from '../../providers';
import type { FieldKind, RouteKind } from '../../resources';
import type { FieldCheck, ModuleChange } from '../../resources/module-diff';
import type { Bilingual } from '../../schemas/check-table';

/** 模块设计's words, in the interface language (the page is its own chunk; its texts come with it). */
const TEXTS = {
  title: { 'zh-CN': '模块设计', 'en-US': 'Module designer' },
  platformOnly: {
    'zh-CN': '模块设计会改变整个系统的表结构，仅平台管理员可以使用。',
    'en-US': 'The module designer changes the tables of the whole installation: platform administrators only.',
  },
  configured: { 'zh-CN': '配置的模块', 'en-US': 'Configured modules' },
  drafts: { 'zh-CN': '未发布的草稿', 'en-US': 'Unpublished drafts' },
  builtin: { 'zh-CN': '系统模块（只读）', 'en-US': 'Built-in modules (read-only)' },
  newModule: { 'zh-CN': '新建模块', 'en-US': 'New module' },
  none: { 'zh-CN': '暂无', 'en-US': 'None' },
  pick: { 'zh-CN': '请选择左侧的模块，或新建一个模块', 'en-US': 'Pick a module on the left, or create one' },
  version: { 'zh-CN': '版本', 'en-US': 'Version' },
  fromFile: { 'zh-CN': '来自文件', 'en-US': 'From file' },
  fileWarning: {
    'zh-CN': '此模块来自 CONFIG_DIR 中的文件，下次启动时文件会覆盖这里的修改；修改后请导出 JSON 并替换该文件。',
    'en-US':
      'This module comes from a file under CONFIG_DIR, which replaces changes made here at the next start: export the JSON and replace the file.',
  },
  draftTag: { 'zh-CN': '有草稿', 'en-US': 'Draft' },
  moduleCode: { 'zh-CN': '模块编码', 'en-US': 'Module code' },
  nameZh: { 'zh-CN': '中文名称', 'en-US': 'Chinese name' },
  nameEn: { 'zh-CN': '英文名称', 'en-US': 'English name' },
  icon: { 'zh-CN': '图标', 'en-US': 'Icon' },
  routes: { 'zh-CN': '路由', 'en-US': 'Routes' },
  addRoute: { 'zh-CN': '新增路由', 'en-US': 'Add a route' },
  removeRoute: { 'zh-CN': '删除路由', 'en-US': 'Remove the route' },
  removeRouteHint: {
    'zh-CN': '删除后路由隐藏，数据保留，可随时恢复',
    'en-US': 'Removed routes are hidden; their data is kept and can be restored',
  },
  path: { 'zh-CN': '路径', 'en-US': 'Path' },
  kind: { 'zh-CN': '类型', 'en-US': 'Kind' },
  parent: { 'zh-CN': '上级菜单', 'en-US': 'Parent' },
  topLevel: { 'zh-CN': '（顶层）', 'en-US': '(top level)' },
  access: { 'zh-CN': '访问', 'en-US': 'Access' },
  accessMenu: { 'zh-CN': '按菜单授权', 'en-US': 'By menu grant' },
  accessOpen: { 'zh-CN': '所有登录用户', 'en-US': 'Every signed-in user' },
  defaultSort: { 'zh-CN': '默认排序', 'en-US': 'Default sort' },
  fields: { 'zh-CN': '字段', 'en-US': 'Fields' },
  addField: { 'zh-CN': '新增字段', 'en-US': 'Add a field' },
  editField: { 'zh-CN': '编辑字段', 'en-US': 'Edit the field' },
  fieldName: { 'zh-CN': '字段名', 'en-US': 'Name' },
  labels: { 'zh-CN': '名称', 'en-US': 'Labels' },
  rules: { 'zh-CN': '规则', 'en-US': 'Rules' },
  screens: { 'zh-CN': '列表/筛选/排序', 'en-US': 'List/filter/sort' },
  actions: { 'zh-CN': '操作', 'en-US': 'Actions' },
  edit: { 'zh-CN': '编辑', 'en-US': 'Edit' },
  remove: { 'zh-CN': '删除', 'en-US': 'Remove' },
  up: { 'zh-CN': '上移', 'en-US': 'Up' },
  down: { 'zh-CN': '下移', 'en-US': 'Down' },
  renamed: { 'zh-CN': '原名', 'en-US': 'was' },
  required: { 'zh-CN': '必填', 'en-US': 'Required' },
  unique: { 'zh-CN': '唯一', 'en-US': 'Unique' },
  list: { 'zh-CN': '列表显示', 'en-US': 'List column' },
  filter: { 'zh-CN': '筛选', 'en-US': 'Filter' },
  filterNone: { 'zh-CN': '不筛选', 'en-US': 'None' },
  filterEq: { 'zh-CN': '等于', 'en-US': 'Equals' },
  filterLike: { 'zh-CN': '包含', 'en-US': 'Contains' },
  filterRange: { 'zh-CN': '范围', 'en-US': 'Range' },
  sort: { 'zh-CN': '可排序', 'en-US': 'Sortable' },
  maxLength: { 'zh-CN': '最大长度', 'en-US': 'Max length' },
  decimals: { 'zh-CN': '小数位', 'en-US': 'Decimals' },
  min: { 'zh-CN': '最小值', 'en-US': 'Minimum' },
  max: { 'zh-CN': '最大值', 'en-US': 'Maximum' },
  rule: { 'zh-CN': '校验规则', 'en-US': 'Named rule' },
  ref: { 'zh-CN': '引用资源', 'en-US': 'References' },
  accept: { 'zh-CN': '文件类型', 'en-US': 'File type' },
  options: { 'zh-CN': '选项', 'en-US': 'Options' },
  optionValue: { 'zh-CN': '值', 'en-US': 'Value' },
  addOption: { 'zh-CN': '新增选项', 'en-US': 'Add an option' },
  sections: { 'zh-CN': '表单分组', 'en-US': 'Form sections' },
  addSection: { 'zh-CN': '新增分组', 'en-US': 'Add a section' },
  sectionFields: { 'zh-CN': '分组字段', 'en-US': 'Fields of the section' },
  preview: { 'zh-CN': '预览', 'en-US': 'Preview' },
  previewList: { 'zh-CN': '列表与筛选', 'en-US': 'List and filters' },
  previewForm: { 'zh-CN': '表单', 'en-US': 'Form' },
  previewShow: { 'zh-CN': '详情', 'en-US': 'Detail' },
  previewHint: {
    'zh-CN': '预览使用草稿和示例数据，不会写入数据库；在表单中保存的记录会出现在预览列表中。',
    'en-US': 'The preview uses the draft and sample rows, never the database; records saved in the form appear in the preview list.',
  },
  previewSaved: { 'zh-CN': '已加入预览列表', 'en-US': 'Added to the preview list' },
  previewNoData: { 'zh-CN': '容器路由没有数据页面', 'en-US': 'A container has no data screens' },
  problems: { 'zh-CN': '定义中的问题', 'en-US': 'Problems in the definition' },
  saveDraft: { 'zh-CN': '保存草稿', 'en-US': 'Save draft' },
  draftSaved: { 'zh-CN': '草稿已保存', 'en-US': 'Draft saved' },
  discardDraft: { 'zh-CN': '放弃草稿', 'en-US': 'Discard draft' },
  publish: { 'zh-CN': '预览变更并发布', 'en-US': 'Review and publish' },
  exportJson: { 'zh-CN': '导出 JSON', 'en-US': 'Export JSON' },
  versions: { 'zh-CN': '版本历史', 'en-US': 'Versions' },
  retired: { 'zh-CN': '已删除（数据保留）', 'en-US': 'Removed (data kept)' },
  restore: { 'zh-CN': '恢复', 'en-US': 'Restore' },
  purge: { 'zh-CN': '彻底删除', 'en-US': 'Purge' },
  purgeTitle: { 'zh-CN': '彻底删除数据', 'en-US': 'Destroy the data' },
  purgeText: {
    'zh-CN': '彻底删除后数据无法恢复。请先导出数据，再输入以下名称确认：',
    'en-US': 'Purged data cannot be restored. Export it first, then type this name to confirm:',
  },
  purgeExport: { 'zh-CN': '导出数据', 'en-US': 'Export the data' },
  purgeDone: { 'zh-CN': '已彻底删除', 'en-US': 'Purged' },
  restoredToDraft: { 'zh-CN': '已加回草稿，发布后生效', 'en-US': 'Added back to the draft; publish to apply' },
  plan: { 'zh-CN': '发布前检查', 'en-US': 'Before publishing' },
  restorePlan: { 'zh-CN': '恢复版本前检查', 'en-US': 'Before restoring' },
  changes: { 'zh-CN': '变更', 'en-US': 'Changes' },
  noChanges: { 'zh-CN': '没有变更', 'en-US': 'Nothing changes' },
  sql: { 'zh-CN': '将执行的 SQL', 'en-US': 'SQL to run' },
  sqlRan: { 'zh-CN': '执行的 SQL', 'en-US': 'SQL that ran' },
  dryRun: { 'zh-CN': '试运行（现有数据）', 'en-US': 'Dry run (existing rows)' },
  rows: { 'zh-CN': '行', 'en-US': 'rows' },
  allPass: { 'zh-CN': '现有数据全部通过', 'en-US': 'Every existing row passes' },
  sampleId: { 'zh-CN': '记录ID', 'en-US': 'Record id' },
  sampleOrg: { 'zh-CN': '公司', 'en-US': 'Organisation' },
  sampleValue: { 'zh-CN': '原值', 'en-US': 'Value' },
  sampleBecomes: { 'zh-CN': '变为', 'en-US': 'Becomes' },
  more: { 'zh-CN': '另有', 'en-US': 'and more:' },
  choose: { 'zh-CN': '这些数据如何处理？', 'en-US': 'What happens to these values?' },
  chooseCancel: { 'zh-CN': '取消发布，先修改数据', 'en-US': 'Cancel: change the data first' },
  chooseAccept: {
    'zh-CN': '转换并清空无法转换或不符合规则的值（先导出到 Excel）',
    'en-US': 'Convert, and empty the values that do not convert or break a rule (written to Excel first)',
  },
  defaults: { 'zh-CN': '必填字段的空行需要默认值', 'en-US': "Required fields' empty rows need a default value" },
  confirmPublish: { 'zh-CN': '确认发布', 'en-US': 'Publish' },
  confirmRestore: { 'zh-CN': '确认恢复', 'en-US': 'Restore' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel' },
  published: { 'zh-CN': '已发布版本', 'en-US': 'Published version' },
  download: { 'zh-CN': '下载被修改的值（Excel）', 'en-US': 'Download the changed values (Excel)' },
  conflict: { 'zh-CN': '其他管理员已发布了新版本', 'en-US': 'Another administrator published a newer version' },
  reload: { 'zh-CN': '载入最新版本', 'en-US': 'Load the newest version' },
  origin: { 'zh-CN': '来源', 'en-US': 'Origin' },
  author: { 'zh-CN': '作者', 'en-US': 'Author' },
  time: { 'zh-CN': '时间', 'en-US': 'Time' },
  restoreVersion: { 'zh-CN': '恢复此版本', 'en-US': 'Restore this version' },
  builtinHint: { 'zh-CN': '系统模块由代码声明，只能查看。', 'en-US': 'Built-in modules are declared in code: read-only.' },
  check: { 'zh-CN': '检查', 'en-US': 'Check' },
  count: { 'zh-CN': '行数', 'en-US': 'Rows' },
  why: { 'zh-CN': '原因', 'en-US': 'Why' },
  aggResource: { 'zh-CN': '汇总的数据', 'en-US': 'Resource summed up' },
  aggGroupBy: { 'zh-CN': '分组字段', 'en-US': 'Group by' },
  aggDate: { 'zh-CN': '日期字段', 'en-US': 'Date field' },
  aggBucket: { 'zh-CN': '按', 'en-US': 'By' },
  bucketDay: { 'zh-CN': '日', 'en-US': 'Day' },
  bucketWeek: { 'zh-CN': '周', 'en-US': 'Week' },
  bucketMonth: { 'zh-CN': '月', 'en-US': 'Month' },
  aggMeasures: { 'zh-CN': '统计值', 'en-US': 'Figures' },
  aggAdd: { 'zh-CN': '新增统计值', 'en-US': 'Add a figure' },
  aggChart: { 'zh-CN': '表格上方显示图表', 'en-US': 'Chart above the table' },
  fnCount: { 'zh-CN': '计数', 'en-US': 'Count' },
  fnSum: { 'zh-CN': '合计', 'en-US': 'Sum' },
  fnAvg: { 'zh-CN': '平均', 'en-US': 'Average' },
  readOnlyDesigner: {
    'zh-CN': '您可以查看和检查，发布需要“发布”按钮权限。',
    'en-US': 'You may look and check; publishing needs the publish grant.',
  },
} satisfies Record<string, Bilingual>;

export type DesignTextKey = keyof typeof TEXTS;
export const txt = (key: DesignTextKey): string => TEXTS[key][currentLanguage()];

const KIND_TEXT: Record<FieldKind, Bilingual> = {
  text: { 'zh-CN': '文本', 'en-US': 'Text' },
  textarea: { 'zh-CN': '多行文本', 'en-US': 'Long text' },
  integer: { 'zh-CN': '整数', 'en-US': 'Whole number' },
  number: { 'zh-CN': '数字', 'en-US': 'Number' },
  money: { 'zh-CN': '金额', 'en-US': 'Money' },
  weight: { 'zh-CN': '重量', 'en-US': 'Weight' },
  date: { 'zh-CN': '日期', 'en-US': 'Date' },
  datetime: { 'zh-CN': '日期时间', 'en-US': 'Date and time' },
  boolean: { 'zh-CN': '是/否', 'en-US': 'Yes/no' },
  enum: { 'zh-CN': '枚举', 'en-US': 'Choice' },
  ref: { 'zh-CN': '引用', 'en-US': 'Reference' },
  richtext: { 'zh-CN': '富文本', 'en-US': 'Rich text' },
  file: { 'zh-CN': '文件', 'en-US': 'File' },
  list: { 'zh-CN': '明细行', 'en-US': 'Rows' },
  party: { 'zh-CN': '收发货人', 'en-US': 'Party' },
  uuid: { 'zh-CN': '唯一码', 'en-US': 'Share code' },
};
export const kindText = (k: FieldKind) => KIND_TEXT[k]?.[currentLanguage()] ?? k;

const ROUTE_KIND_TEXT: Record<RouteKind, Bilingual> = {
  crud: { 'zh-CN': '数据维护 (crud)', 'en-US': 'Records (crud)' },
  report: { 'zh-CN': '报表 (report)', 'en-US': 'Report' },
  container: { 'zh-CN': '菜单分组 (container)', 'en-US': 'Menu group (container)' },
  page: { 'zh-CN': '页面 (page)', 'en-US': 'Page' },
};
export const routeKindText = (k: RouteKind) => ROUTE_KIND_TEXT[k][currentLanguage()];

const CHECK_TEXT: Record<FieldCheck | 'lossy', Bilingual> = {
  convert: { 'zh-CN': '无法转换', 'en-US': 'Does not convert' },
  lossy: { 'zh-CN': '转换后改变', 'en-US': 'Changes when converted' },
  required: { 'zh-CN': '必填为空', 'en-US': 'Required, empty' },
  unique: { 'zh-CN': '重复值', 'en-US': 'Duplicates' },
  maxLength: { 'zh-CN': '超长', 'en-US': 'Too long' },
  enum: { 'zh-CN': '不在选项中', 'en-US': 'Not an option' },
  ref: { 'zh-CN': '引用不存在', 'en-US': 'Missing reference' },
  range: { 'zh-CN': '超出范围', 'en-US': 'Out of range' },
};
export const checkText = (c: FieldCheck | 'lossy') => CHECK_TEXT[c][currentLanguage()];

const ORIGIN_TEXT: Record<string, Bilingual> = {
  designer: { 'zh-CN': '模块设计', 'en-US': 'Designer' },
  file: { 'zh-CN': '配置文件', 'en-US': 'File' },
  restore: { 'zh-CN': '恢复版本', 'en-US': 'Restore' },
  purge: { 'zh-CN': '彻底删除', 'en-US': 'Purge' },
  release: { 'zh-CN': '系统升级', 'en-US': 'Release' },
};
export const originText = (o: string) => ORIGIN_TEXT[o]?.[currentLanguage()] ?? o;

/** One change of the diff as a line. */
export function changeLine(c: ModuleChange): string {
  const zh = currentLanguage() === 'zh-CN';
  switch (c.type) {
    case 'addRoute':
      return zh ? `新增路由 ${c.path}` : `New route ${c.path}`;
    case 'renameRoute':
      return zh ? `路由改名 ${c.from} → ${c.to}（数据保留）` : `Route renamed ${c.from} → ${c.to} (rows kept)`;
    case 'retireRoute':
      return zh ? `删除路由 ${c.path}（隐藏，数据保留）` : `Route removed ${c.path} (hidden, rows kept)`;
    case 'restoreRoute':
      return zh ? `恢复路由 ${c.path}` : `Route restored ${c.path}`;
    case 'changeRoute':
      return zh ? `修改路由 ${c.path}：${c.what.join('、')}` : `Route ${c.path} changed: ${c.what.join(', ')}`;
    case 'addField':
      return zh ? `新增字段 ${c.path}.${c.field}` : `New field ${c.path}.${c.field}`;
    case 'renameField':
      return zh ? `字段改名 ${c.path}.${c.from} → ${c.to}（数据保留）` : `Field renamed ${c.path}.${c.from} → ${c.to} (values kept)`;
    case 'retireField':
      return zh ? `删除字段 ${c.path}.${c.field}（隐藏，数据保留）` : `Field removed ${c.path}.${c.field} (hidden, values kept)`;
    case 'restoreField':
      return zh ? `恢复字段 ${c.path}.${c.field}` : `Field restored ${c.path}.${c.field}`;
    case 'changeKind':
      return zh
        ? `字段类型 ${c.path}.${c.field}：${kindText(c.from)} → ${kindText(c.to)}`
        : `Field kind ${c.path}.${c.field}: ${kindText(c.from)} → ${kindText(c.to)}`;
    case 'changeField':
      return zh ? `修改字段 ${c.path}.${c.field}：${c.what.join('、')}` : `Field ${c.path}.${c.field} changed: ${c.what.join(', ')}`;
    case 'purgeRoute':
      return zh ? `彻底删除路由 ${c.path} 的数据` : `Route ${c.path}'s data destroyed`;
    case 'purgeField':
      return zh ? `彻底删除字段 ${c.path}.${c.field} 的数据` : `Field ${c.path}.${c.field}'s data destroyed`;
  }
}
