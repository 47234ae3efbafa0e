// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appTexts } from '../../../src/i18n/catalogue';
import { enUS } from '../../../src/i18n/en-US';
import { loginEn, loginZh } from '../../../src/i18n/login';
import { moduleDesignEn, moduleDesignZh } from '../../../src/i18n/module-design';
import { zhCN } from '../../../src/i18n/zh-CN';
import { changeLanguage, t, tDynamic } from '../../../src/providers';
import { changeLine, checkText, kindText, originText, routeKindText, t as designText } from '../../../src/pages/module-design/texts';
import type { FieldKind } from '../../../src/resources';
import type { ModuleChange } from '../../../src/resources/module-diff';
import { messages } from '../../../src/schemas/messages';

/**
 * The one text catalogue (docs/architecture.md "Texts"): every key has a text in both interface
 * languages, no text is empty, and both languages fill the same placeholders.
 */
const PAIRS: [string, Record<string, string>, Record<string, string>][] = [
  ['application', zhCN, enUS],
  ['login page', loginZh, loginEn],
  ['server messages', messages['zh-CN'], messages['en-US']],
  ['module designer', moduleDesignZh, moduleDesignEn],
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

describe('texts joining the catalogue', () => {
  it('changes no text by importing a module: the app adds its texts and route labels when it starts', async () => {
    // Fresh copies of the modules, as a browser first loads them (tests/setup.ts has started its own).
    vi.resetModules();
    const i18n = await import('../../../src/providers/i18n');
    await import('../../../src/providers');
    const catalogue = await import('../../../src/i18n/catalogue');
    expect(i18n.tDynamic('route.af_order')).toBe('route.af_order');
    expect(i18n.t('chat.entry')).toBe('chat.entry');
    expect(i18n.t('login.title')).toBe('登录');

    i18n.startAppTexts(catalogue.appTexts());
    expect(i18n.tDynamic('route.af_order')).toBe('空运出口订单');
    expect(i18n.t('chat.entry')).toBe('在线沟通');
    expect(i18n.t('login.title')).toBe('登录');
    i18n.changeLanguage('en-US');
    expect(i18n.tDynamic('route.af_order')).toBe('Air export orders');
  });

  it("leaves the module designer's texts out of the application's catalogue (they come with its chunk)", () => {
    expect(Object.keys(appTexts()['zh-CN']).filter((k) => k.startsWith('design.'))).toEqual([]);
    expect(tDynamic('design.title')).toBe('design.title');
  });
});

describe("the module designer's texts", () => {
  it("reads its own keys and the catalogue's through one typed t()", () => {
    expect(designText('design.title')).toBe('模块设计');
    expect(designText('button.cancel')).toBe('取消');
    changeLanguage('en-US');
    expect(designText('design.title')).toBe('Module designer');
    expect(routeKindText('container')).toBe('Menu group (container)');
    expect(checkText('lossy')).toBe('Changes when converted');
    // @ts-expect-error 'design.titel' is not a key of the designer's dictionary
    expect(designText('design.titel')).toBe('design.titel');
  });

  it('names a kind or an origin this build does not know as it is', () => {
    expect(kindText('money')).toBe('金额');
    expect(kindText('hologram' as FieldKind)).toBe('hologram');
    expect(originText('designer')).toBe('模块设计');
    expect(originText('migration')).toBe('migration');
  });

  it('writes each change of a diff as the same sentence in either language', () => {
    const changes: ModuleChange[] = [
      { type: 'renameRoute', from: '/a', to: '/b' },
      { type: 'changeRoute', path: '/a', what: ['label', 'sort'] },
      { type: 'changeKind', path: '/a', field: 'qty', from: 'text', to: 'integer' },
      { type: 'purgeField', path: '/a', field: 'old' },
    ];
    expect(changes.map((c) => changeLine(c))).toEqual([
      '路由改名 /a → /b（数据保留）',
      '修改路由 /a：label、sort',
      '字段类型 /a.qty：文本 → 整数',
      '彻底删除字段 /a.old 的数据',
    ]);
    changeLanguage('en-US');
    expect(changes.map((c) => changeLine(c))).toEqual([
      'Route renamed /a → /b (rows kept)',
      'Route /a changed: label, sort',
      'Field kind /a.qty: Text → Whole number',
      "Field /a.old's data destroyed",
    ]);
  });
});
