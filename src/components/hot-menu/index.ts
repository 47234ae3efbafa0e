/** The hot-menu editor and the frequent-menu list, shared by the dashboard and the sider. */
export { HotMenuEditor, type HotMenuEditorProps } from './HotMenuEditor';
export { reloadAccessRecords, useAccessRecords, type AccessRecordsResult } from './useAccessRecords';
export { HOT_MENU_MAX, pathLabel, selectedRecords, type AccessRecord } from './model';
