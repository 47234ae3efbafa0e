import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { fillPath } from '../contracts/calls';
import type { CallArgs, CallRef, DataOf } from './refs';

/** How a call is made: the shared client's options (silent, anonymous...), a form body, a timeout. */
export interface CallOptions
  extends Pick<AxiosRequestConfig, 'silent' | 'anonymous' | 'timeout' | 'headers' | 'signal' | 'onUploadProgress'> {
  /** Send the body form-encoded (the spec's default for the login calls). */
  form?: boolean;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Query string in the order given, repeated keys allowed. Commas stay literal (`sort=field,desc`,
 * `id_in=1,2`): they are legal in a query and the contract's lists are comma-separated.
 */
export function toQuery(pairs: readonly (readonly [string, string])[]): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');
  return pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
}

/** The query string of a call: empty values are left out; lists repeat the key; a string is taken as it is. */
export function queryOf(query: Record<string, unknown> | string | undefined): string {
  if (typeof query === 'string') return query;
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(query ?? {})) {
    if (isEmpty(v)) continue;
    for (const x of Array.isArray(v) ? v : [v]) pairs.push([k, String(x)]);
  }
  return toQuery(pairs);
}

/** The address of a call with its parameters and query (links, frames, downloads). */
export function urlOf<C>(ref: CallRef<C>, args: CallArgs<C> = {} as CallArgs<C>): string {
  const path = fillPath(ref.path, (args.params ?? {}) as Record<string, string | number>);
  const q = queryOf(args.query as Record<string, unknown> | string | undefined);
  return q ? `${path}?${q}` : path;
}

function configOf<C>(ref: CallRef<C>, args: CallArgs<C> | undefined, options: CallOptions): AxiosRequestConfig {
  const { form, ...rest } = options;
  let data: unknown = args?.body;
  if (form && data && !(data instanceof URLSearchParams) && !(data instanceof FormData)) {
    data = new URLSearchParams(
      Object.entries(data as Record<string, unknown>)
        .filter(([, v]) => !isEmpty(v))
        .map(([k, v]) => [k, String(v)]),
    );
  }
  return { ...rest, method: ref.method, url: urlOf(ref, args ?? ({} as CallArgs<C>)), ...(data !== undefined ? { data } : {}) };
}

/** Makes a JSON call and answers its `data` (failures are thrown as HttpError by the client). */
export async function request<C>(http: AxiosInstance, ref: CallRef<C>, args?: CallArgs<C>, options: CallOptions = {}): Promise<DataOf<C>> {
  const res = await http.request(configOf(ref, args, options));
  return res.data?.data as DataOf<C>;
}

/** Makes a JSON call and answers the whole checked envelope: `data` with the server's `messageInfo` (a check's verdict text). */
export async function requestEnvelope<C>(
  http: AxiosInstance,
  ref: CallRef<C>,
  args?: CallArgs<C>,
  options: CallOptions = {},
): Promise<{ data: DataOf<C>; messageInfo?: string }> {
  const res = await http.request(configOf(ref, args, options));
  return { data: res.data?.data as DataOf<C>, messageInfo: typeof res.data?.messageInfo === 'string' ? res.data.messageInfo : undefined };
}

/** Makes a call whose answer is its own envelope (the messaging calls) or not JSON: the body as it came. */
export async function requestBody<C>(
  http: AxiosInstance,
  ref: CallRef<C>,
  args?: CallArgs<C>,
  options: CallOptions = {},
): Promise<DataOf<C>> {
  const res = await http.request({ ...configOf(ref, args, options), envelope: false });
  return res.data as DataOf<C>;
}

/**
 * Refine's `custom()` (useCustom): a request to any address, enveloped or not. The app's own code
 * calls through contracts; this exists for Refine's data-provider contract only.
 */
export async function requestUrl(
  http: AxiosInstance,
  config: Pick<AxiosRequestConfig, 'url' | 'method' | 'data' | 'headers'>,
): Promise<unknown> {
  const res = await http.request(config);
  return res.data;
}

/** Makes a call that answers a file to be saved: the Blob and the name the server gives it (Content-Disposition). */
export async function requestDownload<C>(
  http: AxiosInstance,
  ref: CallRef<C>,
  args?: CallArgs<C>,
  options: CallOptions = {},
): Promise<{ blob: Blob; disposition?: string }> {
  const res = await http.request({ ...configOf(ref, args, options), responseType: 'blob', envelope: false });
  const disposition = res.headers?.['content-disposition'];
  return { blob: res.data as Blob, disposition: typeof disposition === 'string' ? disposition : undefined };
}

/** Makes a call that answers a file: the Blob. */
export async function requestBlob<C>(http: AxiosInstance, ref: CallRef<C>, args?: CallArgs<C>, options: CallOptions = {}): Promise<Blob> {
  const res = await http.request({ ...configOf(ref, args, options), responseType: 'blob', envelope: false });
  return res.data as Blob;
}
