/**
 * Texts of the print and share views, document making, the OS make/edit screens, batch edit and the
 * manifest queries, in both interface languages (kept apart from the shell's dictionaries;
 * zh-CN.ts and en-US.ts merge them). officePagesEn must hold the same keys.
 */
export const officePagesZh = {
  'office.mft.timeline': '舱单轨迹',
  'office.doc.pick': '请从列表中选择要制单的记录',
  'office.doc.openList': '打开{{list}}',
  'office.doc.source': '来源',
  'office.doc.issuer': '签发',
  'office.doc.status.DRAFT': '草稿',
  'office.doc.status.CONFIRMED': '已确认',
  'office.doc.status.NEW': '未保存',
  'office.doc.save': '保存',
  'office.doc.saved': '保存成功！',
  'office.doc.confirm': '确认单证',
  'office.doc.unconfirm': '取消确认',
  'office.doc.pdf': '下载PDF',
  'office.doc.link': '生成发货人链接',
  'office.doc.linkHint': '发货人可通过此链接填写单证，确认前有效至 {{date}}：',
  'office.doc.locked': '单证已确认，不能再修改，请联系货代',
  'office.doc.invalidLink': '链接无效或已过期',
  'office.doc.make': '制单',
  'office.editor.forbidden': '没有此操作的权限',
} as const;

export type OfficePageKey = keyof typeof officePagesZh;

export const officePagesEn: Record<OfficePageKey, string> = {
  'office.mft.timeline': 'Timeline',
  'office.doc.pick': 'Pick the record to make the document from in its list',
  'office.doc.openList': 'Open {{list}}',
  'office.doc.source': 'Source',
  'office.doc.issuer': 'Issuer',
  'office.doc.status.DRAFT': 'Draft',
  'office.doc.status.CONFIRMED': 'Confirmed',
  'office.doc.status.NEW': 'Not saved',
  'office.doc.save': 'Save',
  'office.doc.saved': 'Saved',
  'office.doc.confirm': 'Confirm',
  'office.doc.unconfirm': 'Reopen',
  'office.doc.pdf': 'Download PDF',
  'office.doc.link': 'Link for the shipper',
  'office.doc.linkHint': 'The shipper can fill the document in by this link until it is confirmed, valid until {{date}}:',
  'office.doc.locked': 'The document is confirmed and can no longer be changed; contact the forwarder',
  'office.doc.invalidLink': 'The link is invalid or has expired',
  'office.doc.make': 'Make',
  'office.editor.forbidden': 'You may not do this',
};
