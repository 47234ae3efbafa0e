/**
 * The document kinds and the data route each is made from (its menu reads, its edit button writes).
 * Kept apart from the rules (./index.ts) so the generic list, which shows a row's document buttons,
 * does not load them.
 */
export const DOCUMENT_KINDS = ['seaBl', 'osWaybill', 'hawbInfo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (k: unknown): k is DocumentKind => typeof k === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(k);

export const DOCUMENT_SOURCE: Readonly<Record<DocumentKind, string>> = {
  seaBl: 'se_order',
  osWaybill: 'os_waybill',
  hawbInfo: 'fhl_operation',
};
