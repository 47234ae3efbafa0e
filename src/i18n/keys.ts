import type { messages } from '../schemas/messages';
import type { enUS } from './en-US';
import type { loginEn, loginZh } from './login';
import type { moduleDesignEn, moduleDesignZh } from './module-design';
import type { zhCN } from './zh-CN';

/**
 * The keys of the one text catalogue (docs/architecture.md "Texts"): the login page's texts, the
 * server's messages and the application's dictionaries. `t()` accepts only these, so a misspelt key
 * fails to compile instead of showing the key; a key made at run time goes through `tDynamic()`.
 * Type-only imports: the login page's bundle gains no application text from them.
 */
export type TextKey = keyof typeof loginZh | keyof (typeof messages)['zh-CN'] | keyof typeof zhCN;

/** true when A and B have exactly the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
type Holds<T extends true> = T;

/**
 * Chinese and English hold the same keys in every dictionary: a text added to one language only fails
 * to compile here (en typed against zh catches a missing English text; this catches an extra one).
 */
export type CatalogueHolds = [
  Holds<SameKeys<typeof zhCN, typeof enUS>>,
  Holds<SameKeys<typeof loginZh, typeof loginEn>>,
  Holds<SameKeys<(typeof messages)['zh-CN'], (typeof messages)['en-US']>>,
  Holds<SameKeys<typeof moduleDesignZh, typeof moduleDesignEn>>,
];
