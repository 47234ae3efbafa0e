import type { Language } from './messages';

/**
 * Values as a person reads them, the same on screen and in exported spreadsheets: yes/no words,
 * a party's one-line address, rich text without its tags.
 */

export const BOOLEAN_TEXT: Readonly<Record<Language, readonly [string, string]>> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'] };

export const booleanText = (b: boolean, lang: Language) => BOOLEAN_TEXT[lang][b ? 0 : 1];

export const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Name, then the address line as a label prints it; '' when the party is empty. */
export function partyText(p: Record<string, unknown>): string {
  const parts = [p.scName, p.scAddress, p.cityNameEn, p.stateCode, p.postCode, p.nationCode].filter((x) => x != null && x !== '');
  return parts.join(', ');
}
