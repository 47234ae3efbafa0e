import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ALT_HTTP_TIMEOUT_MS, FORBIDDEN_DURATION_S, HTTP_TIMEOUT_MS, WARNING_DURATION_S } from '../schemas/constants';
import type { Language } from '../schemas/messages';
import { lineOf, splitLine } from '../contracts/calls';
import { fileCalls } from '../contracts/files.calls';
import { HttpError, errorMessage, failureNotice, isSessionEnd } from './errors';
import { currentLanguage } from './i18n';
import { clearSession, getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure: the caller shows the message itself (the login form). */
    silent?: boolean;
    /** Do not send the bearer token (login calls, public lookups). */
    anonymous?: boolean;
    /** false: the answer is not a `{code, data, messageInfo}` envelope (static files, other hosts). */
    envelope?: boolean;
  }
}

export type Notifier = {
  warn(msg: string, opts: { durationS: number; onClose: () => void }): void;
  success?(msg: string): void;
};

export interface HttpClientOptions {
  baseURL?: string;
  timeout?: number;
  lang?: () => Language;
  /** A notifier, or a getter for one so the app can plug antd's in after the client exists. */
  notify?: Notifier | (() => Notifier | undefined);
  onSessionEnd?: (message: string) => void;
  adapter?: AxiosAdapter;
  /** How long the 403 warning stays (docs/behaviour.md §1.8: 3 s in one client, 5 s in the other). */
  forbiddenDurationS?: number;
  /**
   * The warnings on screen, when several clients share them: a warning is shown once until it is
   * dismissed, whichever client's call failed (docs/behaviour.md §1.8).
   */
  openWarnings?: Set<string>;
}

type Envelope = { code: number; data?: unknown; messageInfo?: string; message?: string };

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

const serverMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Envelope;
  const m = b.messageInfo ?? b.message;
  return typeof m === 'string' && m ? m : undefined;
};

const fieldErrorsOf = (body: unknown): Record<string, string> | undefined => {
  const errors = isEnvelope(body) ? (body.data as { errors?: unknown } | undefined)?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
};

/**
 * A question the server asks instead of failing (409 with `data.confirm`, e.g. 内部编号已存在，是否继续?):
 * the caller asks the user and repeats the call with `?confirm=...`, so it is not toasted.
 */
const confirmOf = (body: unknown): string | undefined => {
  const c = isEnvelope(body) ? (body.data as { confirm?: unknown } | undefined)?.confirm : undefined;
  return typeof c === 'string' && c ? c : undefined;
};

/**
 * A failed download's answer (asked for as a Blob) is the server's JSON error, e.g. a PDF refused
 * with 409 and what is missing: read it, so its message reaches the user like any call's.
 */
async function readBlobBody(body: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(body instanceof Blob) || !/json/i.test(body.type)) return body;
  try {
    return JSON.parse(await body.text());
  } catch {
    return undefined;
  }
}

/** The version file is a static file next to the app, not an envelope. */
const VERSION_PATH = splitLine(lineOf(fileCalls.version)).path;
const expectsEnvelope = (config: InternalAxiosRequestConfig) =>
  config.envelope !== false && !(config.url ?? '').split('?')[0].endsWith(VERSION_PATH);

const bearerOf = (token: string) => `Bearer ${token}`;

/**
 * The one axios client every provider shares. Failures (an HTTP error status, or an envelope with
 * `code !== 0` even on HTTP 200) reject with HttpError carrying the catalogue message, are toasted
 * once until dismissed, and a session-ending 401 clears the session.
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const lang = options.lang ?? currentLanguage;
  const notifier = () => (typeof options.notify === 'function' ? options.notify() : options.notify);
  // Messages whose toast is still on screen: the same warning is not stacked (docs/behaviour.md §1.8).
  const open = options.openWarnings ?? new Set<string>();
  const forbiddenS = options.forbiddenDurationS ?? FORBIDDEN_DURATION_S;

  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    adapter: options.adapter,
  });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    // An explicit Authorization (the login's Basic client credentials) is left alone.
    if (token && !config.anonymous && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', bearerOf(token));
    }
    // The server answers validation messages in the interface language the user reads.
    if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', lang());
    return config;
  });

  function warnOnce(message: string, durationS: number) {
    const n = notifier();
    if (!n || open.has(message)) return;
    open.add(message);
    n.warn(message, { durationS, onClose: () => open.delete(message) });
  }

  function fail(status: number | 'timeout', body: unknown, config: InternalAxiosRequestConfig | undefined): never {
    const language = lang();
    const serverMessage = serverMessageOf(body);
    const message = errorMessage(status, serverMessage, language);
    const statusCode = status === 'timeout' ? 408 : status;
    const confirm = confirmOf(body);
    const error = new HttpError(message, statusCode, {
      errors: fieldErrorsOf(body),
      messageInfo: serverMessage,
      confirm,
      data: isEnvelope(body) ? body.data : undefined,
    });

    // Only a request that carried the current token can end the session: a login attempt has
    // none, and a late answer from a previous session must not log out the new one.
    const token = getToken();
    const sentToken = config?.headers?.get?.('Authorization');
    if (isSessionEnd(status, serverMessage, language) && token && sentToken === bearerOf(token)) {
      clearSession();
      options.onSessionEnd?.(message);
    }
    // A question the server asks (409 with confirm) is the form's to ask, not a warning.
    if (!config?.silent && !confirm)
      warnOnce(failureNotice(status, serverMessage, language), status === 403 ? forbiddenS : WARNING_DURATION_S);
    throw error;
  }

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body = response.data;
      if (expectsEnvelope(response.config) && isEnvelope(body) && body.code !== 0) {
        // The contract makes a failure's code its HTTP status; anything else is a server fault.
        const status = body.code >= 400 && body.code < 600 ? body.code : 500;
        fail(status, body, response.config);
      }
      return response;
    },
    async (error: unknown) => {
      if (axios.isCancel(error) || !(error instanceof AxiosError)) throw error;
      if (error.response) fail(error.response.status, await readBlobBody(error.response.data), error.config);
      if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
        fail('timeout', undefined, error.config);
      }
      // No answer at all: the network (or the server) is unreachable.
      fail(503, undefined, error.config);
    },
  );

  return instance;
}

let appNotifier: Notifier | undefined;
let appSessionEnd: ((message: string) => void) | undefined;

/** Plug the app's toast (antd `notification`) into the shared client. */
export const setNotifier = (n: Notifier | undefined) => {
  appNotifier = n;
};

/** What the app does when the session ends (redirect to the login page). */
export const setSessionEndHandler = (fn: ((message: string) => void) | undefined) => {
  appSessionEnd = fn;
};

/**
 * The second client (docs/behaviour.md §1.8, §1.9): the same envelope, catalogue texts (the timeout's too),
 * session rules and warnings, but it gives up after 10 s instead of 150 s and keeps the 403 warning
 * 5 s. The calls a screen needs promptly and that are cheap for the server go through it (the
 * dashboard's cards, the notification counts, the help documents, place suggestions, the version
 * check, an export's dialog and the progress of export and import jobs; the list is in
 * docs/architecture.md); writes, lists, uploads, downloads and the login use the main client.
 */
export function createAltHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  return createHttpClient({ forbiddenDurationS: WARNING_DURATION_S, ...options, timeout: options.timeout ?? ALT_HTTP_TIMEOUT_MS });
}

/** The warnings on screen, shared by the two app clients. */
const appWarnings = new Set<string>();

/**
 * The app-wide client. Creating it is cheap and side-effect free; the notifier and session-end
 * handler are looked up per failure, so the App can plug them in whenever it mounts.
 */
export const http: AxiosInstance = createHttpClient({
  notify: () => appNotifier,
  onSessionEnd: (message) => appSessionEnd?.(message),
  openWarnings: appWarnings,
});

/**
 * The app-wide second client (10 s), see createAltHttpClient. It sends over the main client's
 * transport, whatever that is when the call is made (the browser's, or a test's fake server).
 */
export const altHttp: AxiosInstance = createAltHttpClient({
  notify: () => appNotifier,
  onSessionEnd: (message) => appSessionEnd?.(message),
  openWarnings: appWarnings,
  adapter: (config) => axios.getAdapter(http.defaults.adapter)(config),
});
