import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One request as the server would see it: exact URL with query, upper-case method, headers, body. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export type Reply = { status?: number; data?: unknown } | 'timeout' | 'network';

/** A successful envelope. */
export const ok = (data: unknown): Reply => ({ data: { code: 0, data, messageInfo: 'success' } });
/** A failed envelope with the contract's code = HTTP status. */
export const failure = (status: number, messageInfo?: string, data: unknown = null): Reply => ({
  status,
  data: { code: status, data, messageInfo },
});

/**
 * An axios adapter standing in for the network: records each request and answers from `handler`.
 * It settles like axios's own adapters do (validateStatus decides), so the client's interceptors
 * see the same AxiosError shapes as in the browser.
 */
export function fakeServer(handler: (req: Recorded) => Reply | Promise<Reply> = () => ok(null)) {
  const calls: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const req: Recorded = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: config.headers.toJSON(),
      body: config.data,
      config,
    };
    calls.push(req);
    const reply = await handler(req);
    if (reply === 'timeout') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(response.status)) return response;
    const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${response.status}`, code, config, {}, response);
  };
  return { adapter, calls };
}

/** Answers by `METHOD /path` (query ignored); unknown routes are a 404 envelope. */
export function routes(table: Record<string, Reply | ((req: Recorded) => Reply | Promise<Reply>)>) {
  return (req: Recorded) => {
    const entry = table[`${req.method} ${req.url.split('?')[0]}`];
    if (!entry) return failure(404, `no route ${req.method} ${req.url}`);
    return typeof entry === 'function' ? entry(req) : entry;
  };
}
