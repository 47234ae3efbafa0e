// @vitest-environment jsdom
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { antdLocale, createHttpClient, currentLanguage, i18nProvider, loadPageLanguage, t, tDynamic } from '../../src/providers';
import { labelKey } from '../../src/resources';
import { STORAGE_KEYS, msg } from '../../src/schemas';
import { fakeServer, ok } from './fake-server';

beforeEach(() => {
  sessionStorage.clear();
});

describe('i18n', () => {
  it('is Chinese by default and translates route labels in both languages', async () => {
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18nProvider.getLocale()).toBe('zh-CN');
    expect(i18nProvider.translate(labelKey('/dashboard'))).toBe('首页');
    expect(i18nProvider.translate('login.orgCode')).toBe('公司代码');
    expect(t('error.403')).toBe(msg('error.403'));

    await i18nProvider.changeLocale('en-US');
    expect(sessionStorage.getItem(STORAGE_KEYS.pageLanguage)).toBe('en-US');
    expect(i18nProvider.getLocale()).toBe('en-US');
    expect(i18nProvider.translate('route.dashboard')).toBe('Dashboard');
    expect(dayjs.locale()).toBe('en');
    expect(antdLocale('en-US').locale).toBe('en');

    await i18nProvider.changeLocale('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(antdLocale('zh-CN').locale).toBe('zh-cn');
  });

  it('refuses a language it has no dictionary for', () => {
    expect(() => i18nProvider.changeLocale('fr-FR')).toThrow(/unsupported language/);
  });

  it('interpolates and falls back to the default message, then the key', () => {
    expect(i18nProvider.translate('notifications.createSuccess', { resource: '订单' })).toBe('订单新建成功');
    expect(i18nProvider.translate('nope.key', {}, 'Fallback')).toBe('Fallback');
    expect(i18nProvider.translate('nope.key', 'Fallback')).toBe('Fallback');
    expect(i18nProvider.translate('nope.key')).toBe('nope.key');
  });

  it("answers Refine's resource keys from the route labels", () => {
    expect(i18nProvider.translate('dashboard.dashboard', 'dashboard')).toBe('首页');
    expect(i18nProvider.translate('dashboard.titles.list')).toBe('首页');
    expect(i18nProvider.translate('dashboard.titles.create')).toBe('新建首页');
  });

  it('merges a page-language map over the dictionary of that language', async () => {
    const server = fakeServer(() => ok({ 'login.orgCode': '企业代码', 'login.extra': '额外' }));
    const http = createHttpClient({ adapter: server.adapter });
    await loadPageLanguage(http, 'login');
    expect(server.calls[0]).toMatchObject({ method: 'GET', url: '/hrs/language/pages?pageType=login&languageCode=zh-CN' });
    expect(t('login.orgCode')).toBe('企业代码');
    expect(tDynamic('login.extra')).toBe('额外');
    expect(t('login.password')).toBe('密码');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.languagePageMap)!)).toEqual({
      'zh-CN': { 'login.orgCode': '企业代码', 'login.extra': '额外' },
    });
    // Another language keeps its own dictionary.
    await i18nProvider.changeLocale('en-US');
    expect(t('login.orgCode')).toBe('Company code');
    await i18nProvider.changeLocale('zh-CN');
  });
});
