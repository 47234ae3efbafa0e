import type { HttpError as RefineHttpError } from '@refinedev/core';
import { ROLE_401_PATTERN, SESSION_401_PATTERN, messages, msg, type Language, type MessageKey } from '../schemas/messages';

/**
 * The one error type every provider rejects with. Its shape is Refine's HttpError
 * (message, statusCode, errors) so Refine's notifications and form field errors use it as is.
 */
export class HttpError extends Error implements RefineHttpError {
  statusCode: number;
  /** Field -> message, from a 400's `data.errors`. */
  errors?: Record<string, string>;
  /** The server's own messageInfo, before the catalogue replaced it. */
  messageInfo?: string;
  /** A 409 that is a question (`data.confirm`): what to confirm, e.g. 'internalNumber'. */
  confirm?: string;
  /** The failure's `data` (e.g. a 409's partnerLock, which the order form turns into an offer to apply for an unlock). */
  data?: unknown;

  constructor(
    message: string,
    statusCode: number,
    extra: { errors?: Record<string, string>; messageInfo?: string; confirm?: string; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (extra.errors) this.errors = extra.errors;
    if (extra.messageInfo !== undefined) this.messageInfo = extra.messageInfo;
    if (extra.confirm) this.confirm = extra.confirm;
    if (extra.data !== undefined && extra.data !== null) this.data = extra.data;
  }
}

export const isHttpError = (e: unknown): e is HttpError =>
  typeof e === 'object' && e !== null && typeof (e as HttpError).statusCode === 'number';

/** Statuses whose text comes from the catalogue regardless of what the server said (docs/behaviour.md §1.8). */
const FIXED: Partial<Record<number, MessageKey>> = {
  403: 'error.403',
  404: 'error.404',
  501: 'error.501',
  503: 'error.503',
  504: 'error.504',
};

/**
 * The server may answer with a catalogue key (e.g. `login.wrongPassword`) rather than a text;
 * show the text in the interface language. Done before pattern matching so a key containing
 * "login" is not mistaken for a session-timeout message.
 */
export function resolveServerMessage(serverMessage: string | undefined, lang: Language): string | undefined {
  if (!serverMessage) return undefined;
  return serverMessage in messages[lang] ? msg(serverMessage as MessageKey, lang) : serverMessage;
}

/** The text shown for a failed call (docs/behaviour.md §1.8). */
export function errorMessage(status: number | 'timeout', serverMessage: string | undefined, lang: Language): string {
  if (status === 'timeout') return msg('error.timeout', lang);
  const text = resolveServerMessage(serverMessage, lang);
  if (status === 401) {
    if (text && ROLE_401_PATTERN.test(text)) return msg('error.401.role', lang);
    if (text && SESSION_401_PATTERN.test(text)) return msg('error.401', lang);
    // Not a session message (e.g. wrong credentials): the server's own words are the useful ones.
    return text ?? msg('error.401', lang);
  }
  const fixed = FIXED[status];
  if (fixed) return msg(fixed, lang);
  return text ?? msg('error.other', lang);
}

/**
 * What the bottom-right notice says for a failed call: the catalogue text for the statuses docs/behaviour.md §1.8
 * fixes, otherwise 操作失败， followed by the server's messageInfo (docs/behaviour.md §2.8), or the catalogue's
 * fallback when the server said nothing.
 */
export function failureNotice(status: number | 'timeout', serverMessage: string | undefined, lang: Language): string {
  const message = errorMessage(status, serverMessage, lang);
  const server = resolveServerMessage(serverMessage, lang);
  return server !== undefined && message === server ? `${msg('error.failed', lang)}${server}` : message;
}

/** A 401 that means the session is over: the token must go and the user must log in again. */
export function isSessionEnd(status: number | 'timeout', serverMessage: string | undefined, lang: Language = 'zh-CN'): boolean {
  if (status !== 401) return false;
  const text = resolveServerMessage(serverMessage, lang);
  return !!text && (ROLE_401_PATTERN.test(text) || SESSION_401_PATTERN.test(text));
}
