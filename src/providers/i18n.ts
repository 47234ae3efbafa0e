import type { I18nProvider } from '@refinedev/core';
import en_US from 'antd/locale/en_US';
import zh_CN from 'antd/locale/zh_CN';
import type { AxiosInstance } from 'axios';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { TextKey } from '../i18n/keys';
import { loginEn, loginZh } from '../i18n/login';
import type { Bilingual } from '../schemas/bilingual';
import { STORAGE_KEYS } from '../schemas/constants';
import { DEFAULT_LANGUAGE, messages, type Language } from '../schemas/messages';
import { request } from '../api/request';
import { shellApi } from '../api/shell';

/** Texts per language, keyed: a dictionary of the catalogue (docs/architecture.md "Texts"). */
export type Dictionaries = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/**
 * What the login page needs: its own texts and the server's messages. The application's texts and
 * the route labels (src/i18n/catalogue.ts) join when the application starts (`startAppTexts`, from the
 * app's `startApp()`, which src/App.tsx calls once the app's code has arrived): the login page comes
 * before it and needs none of them.
 */
const loginTexts: Dictionaries = {
  'zh-CN': { ...loginZh, ...messages['zh-CN'] },
  'en-US': { ...loginEn, ...messages['en-US'] },
};

let dictionaries: Dictionaries = loginTexts;

/**
 * The catalogue of the started application: the login page's texts with `texts` over them. Called at
 * start, never by an import; calling it again with the same texts changes nothing.
 */
export function startAppTexts(texts: Dictionaries) {
  dictionaries = {
    'zh-CN': { ...loginTexts['zh-CN'], ...texts['zh-CN'] },
    'en-US': { ...loginTexts['en-US'], ...texts['en-US'] },
  };
}

export const LANGUAGES = Object.keys(messages) as Language[];

export const isLanguage = (x: unknown): x is Language => typeof x === 'string' && (LANGUAGES as string[]).includes(x);

/** The chosen language (sessionStorage `pageLanguage`), Chinese unless another was chosen. */
export function currentLanguage(): Language {
  const stored = sessionStorage.getItem(STORAGE_KEYS.pageLanguage);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

type PageMaps = Partial<Record<Language, Record<string, string>>>;

// translate() runs many times per render: parse the stored page maps only when they change.
let pageMapsCache: { raw: string | null; maps: PageMaps } = { raw: null, maps: {} };

function pageMaps(): PageMaps {
  const raw = sessionStorage.getItem(STORAGE_KEYS.languagePageMap);
  if (raw !== pageMapsCache.raw) {
    let maps: PageMaps = {};
    try {
      const parsed = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object') maps = parsed;
    } catch {
      // A corrupt entry must not break every label: fall back to the built-in dictionaries.
    }
    pageMapsCache = { raw, maps };
  }
  return pageMapsCache.maps;
}

function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Refine asks for a resource's name as `af_order.af_order` and its page titles as
 * `af_order.titles.list`; answer them from the registry's route labels (`route.af_order`).
 */
function refineResourceText(key: string, lang: Language, dict: Readonly<Record<string, string>>): string | undefined {
  const m = /^(\w+)\.(?:\1|titles\.(\w+))$/.exec(key);
  const label = m ? dict[`route.${m[1]}`] : undefined;
  if (!m || !label) return undefined;
  const action = m[2];
  if (!action || action === 'list') return label;
  const verb = dict[`actions.${action}`];
  if (!verb) return undefined;
  return lang === 'zh-CN' ? `${verb}${label}` : `${verb} ${label}`;
}

/** Text of a key in a language: server page map, then our dictionary, then Refine's names. */
export function translateIn(lang: Language, key: string, options?: unknown, defaultMessage?: string): string {
  // Refine also calls translate(key, defaultMessage).
  if (typeof options === 'string' && defaultMessage === undefined) return translateIn(lang, key, undefined, options);
  const dict = dictionaries[lang];
  const text = pageMaps()[lang]?.[key] ?? dict[key] ?? refineResourceText(key, lang, dict) ?? defaultMessage ?? key;
  return interpolate(text, options as Record<string, unknown> | undefined);
}

/**
 * The text of a catalogue key in the current language (docs/architecture.md "Texts"). The key is typed:
 * a key no dictionary holds does not compile. `{{name}}` placeholders take `options`' values.
 */
export const t = (key: TextKey, options?: Record<string, unknown>): string => translateIn(currentLanguage(), key, options);

/**
 * The text of a key made at run time (a registry route's `route.{name}`, a server's status code): the
 * compiler cannot check it, so the caller says what shows when no dictionary holds it (else the key).
 * Use `t()` wherever the key is written out or its parts are a declared union.
 */
export const tDynamic = (key: string, fallback?: string, options?: Record<string, unknown>): string =>
  translateIn(currentLanguage(), key, options, fallback);

/**
 * The `t()` of a lazy screen with a dictionary of its own (the module designer's, src/i18n/module-design.ts),
 * kept in the screen's chunk so the application's does not carry it: it takes the catalogue's keys and
 * the screen's, typed, and reads them the same way (the server's page texts first, `{{name}}`
 * placeholders), without adding anything to the catalogue.
 */
export function textsOf<K extends string>(texts: Readonly<Record<Language, Readonly<Record<K, string>>>>) {
  return (key: K | TextKey, options?: Record<string, unknown>): string => {
    const lang = currentLanguage();
    return translateIn(lang, key, options, (texts[lang] as Readonly<Record<string, string>>)[key]);
  };
}

/**
 * A declared text (a registry label, a rule's message, a server's menu label) in the current language,
 * or in `lang`; where that language's text is missing or empty, the Chinese one (the product's own wording).
 */
export const inLanguage = (text: Bilingual, lang: Language = currentLanguage()): string => text[lang] || text['zh-CN'];

const dayjsLocale = (lang: Language) => (lang === 'zh-CN' ? 'zh-cn' : 'en');

/** antd's own texts (pickers, pagination, empty) in the interface language; switch with dayjs. */
export const antdLocale = (lang: Language): typeof zh_CN => (lang === 'zh-CN' ? zh_CN : en_US);

const LANGUAGE_EVENT = 'app-language';

export function changeLanguage(lang: Language) {
  const before = currentLanguage();
  sessionStorage.setItem(STORAGE_KEYS.pageLanguage, lang);
  dayjs.locale(dayjsLocale(lang));
  if (before !== lang) window.dispatchEvent(new Event(LANGUAGE_EVENT));
}

/** Re-renders on a language change (the App keys its tree on it so every text follows). */
export function subscribeLanguage(onChange: () => void) {
  window.addEventListener(LANGUAGE_EVENT, onChange);
  return () => window.removeEventListener(LANGUAGE_EVENT, onChange);
}

/**
 * The signed-in user's saved language (`paramText`, docs/behaviour.md §2.3) applies unless a language was
 * already chosen in this browser session; the page-language dictionary is then fetched for it.
 */
export function applyUserLanguage(http: AxiosInstance, paramText: unknown) {
  if (!sessionStorage.getItem(STORAGE_KEYS.pageLanguage) && isLanguage(paramText)) changeLanguage(paramText);
  return loadPageLanguage(http, 'common').catch(() => ({}));
}

// Dates rendered before anyone calls changeLocale already follow the stored language.
dayjs.locale(dayjsLocale(currentLanguage()));

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => translateIn(currentLanguage(), key, options, defaultMessage),
  changeLocale: (locale) => {
    if (!isLanguage(locale)) throw new Error(`unsupported language ${locale}; expected one of ${LANGUAGES.join(', ')}`);
    changeLanguage(locale);
  },
  getLocale: () => currentLanguage(),
};

/**
 * Fetch the server's labels for one page in a language (docs/behaviour.md §1.7) and lay them over our
 * dictionary of that language; they are kept in sessionStorage `languagePageMap` per language.
 * The request is silent (the dictionary is optional); it rejects on failure, leaving texts as they were.
 */
export async function loadPageLanguage(
  http: AxiosInstance,
  pageType: string,
  lang: Language = currentLanguage(),
): Promise<Record<string, string>> {
  const data: unknown = await request(http, shellApi.pageLanguage, { query: { pageType, languageCode: lang } }, { silent: true });
  const map: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) if (typeof v === 'string') map[k] = v;
  }
  const maps = { ...pageMaps() };
  maps[lang] = { ...maps[lang], ...map };
  sessionStorage.setItem(STORAGE_KEYS.languagePageMap, JSON.stringify(maps));
  return map;
}
