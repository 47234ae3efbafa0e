import type { Language } from './messages';

/**
 * One text in both interface languages: a registry label, a rule's message, a state's name. The one
 * zh/en type of the project (docs/architecture.md "Texts"); everything that holds a text per language
 * uses it rather than declaring its own.
 */
export type Bilingual = Readonly<Record<Language, string>>;

/** A text from its Chinese and English wording. */
export const bi = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, 'en-US': en });
