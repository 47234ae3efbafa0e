import { beforeEach, describe, expect, it } from 'vitest';
import '../../../src/i18n/app-texts';
import { enUS } from '../../../src/i18n/en-US';
import { loginEn, loginZh } from '../../../src/i18n/login';
import { zhCN } from '../../../src/i18n/zh-CN';
import { changeLanguage, t, tDynamic } from '../../../src/providers';
import { messages } from '../../../src/schemas/messages';

/**
 * The one text catalogue (docs/architecture.md "Texts"): every key has a text in both interface
 * languages, no text is empty, and both languages fill the same placeholders.
 */
const PAIRS: [string, Record<string, string>, Record<string, string>][] = [
  ['application', zhCN, enUS],
  ['login page', loginZh, loginEn],
  ['server messages', messages['zh-CN'], messages['en-US']],
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

beforeEach(() => sessionStorage.clear());

describe('text catalogue', () => {
  it.each(PAIRS)('%s: every Chinese key has an English text and the converse, none empty', (_, zh, en) => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const empty = Object.entries({ ...zh, ...en }).filter(([, text]) => typeof text !== 'string' || !text.trim());
    expect(empty).toEqual([]);
    expect(Object.keys(en).filter((k) => !en[k]?.trim())).toEqual([]);
  });

  it.each(PAIRS)('%s: both languages fill the same placeholders', (_, zh, en) => {
    const differ = Object.keys(zh).filter((k) => placeholders(zh[k]).join() !== placeholders(en[k] ?? '').join());
    expect(differ).toEqual([]);
  });

  it('serves the merged feature dictionaries through the one t()', () => {
    expect(t('chat.entry')).toBe('在线沟通');
    expect(t('settings.title')).toBe('个人信息');
    expect(t('approval.lock.panel')).toBe('锁定状态');
    changeLanguage('en-US');
    expect(t('chat.entry')).toBe('Chat');
    expect(t('settings.LOCALTIME')).toBe('Now + 4 hours');
    expect(t('search.days', { n: 3 })).toBe(enUS['search.days'].replace('{{n}}', '3'));
  });

  it('takes keys made at run time only through tDynamic, with its fallback', () => {
    // A misspelt key does not compile: typecheck fails if this line ever stops being an error.
    // @ts-expect-error 'chat.entyr' is not a key of the catalogue
    expect(t('chat.entyr')).toBe('chat.entyr');
    expect(tDynamic('chat.entyr', '聊天入口')).toBe('聊天入口');
    expect(tDynamic('chat.entyr')).toBe('chat.entyr');
    const kind = 'entry';
    expect(tDynamic(`chat.${kind}`, 'never')).toBe('在线沟通');
  });
});
