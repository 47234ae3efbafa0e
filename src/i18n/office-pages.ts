/**
 * Texts of the print and share views, document making, the OS make/edit screens, batch edit and the
 * manifest queries, in both interface languages (kept apart from the shell's dictionaries;
 * zh-CN.ts and en-US.ts merge them). officePagesEn must hold the same keys.
 */
export const officePagesZh = {
  'office.mft.timeline': '舱单轨迹',
} as const;

export type OfficePageKey = keyof typeof officePagesZh;

export const officePagesEn: Record<OfficePageKey, string> = {
  'office.mft.timeline': 'Timeline',
};
