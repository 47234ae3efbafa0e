import { api, call } from '../../api';
import { onSessionEnd } from '../../providers';
import type { LookupKind, LookupOption } from '../../schemas/lookups';

/**
 * The reference data the pickers read (docs/api-transfer.md "Reference pickers"):
 * - the spec's static lists (airlines, export and import hot cities), fetched once per session and
 *   kept for it (they change only with a server upgrade);
 * - the organisation's records by code, remembered as they arrive so a chosen code shows its name
 *   without asking again.
 * Both are forgotten when the session ends (another user may log in next, in another organisation).
 */

type StaticKind = 'airlines' | 'exportHotCities' | 'importHotCities';

const statics = new Map<StaticKind, Promise<Record<string, unknown>[]>>();
const names = new Map<string, LookupOption>();

onSessionEnd(() => {
  statics.clear();
  names.clear();
});

/** One of the static lists, from the server once per session. */
export function staticList(kind: StaticKind): Promise<Record<string, unknown>[]> {
  let p = statics.get(kind);
  if (!p) {
    p = call(api.transfer.staticReference, { params: { kind } }, { silent: true })
      .then((data) => (Array.isArray(data) ? (data as Record<string, unknown>[]) : []))
      .catch((e) => {
        statics.delete(kind);
        throw e;
      });
    statics.set(kind, p);
  }
  return p;
}

/**
 * The codes the static lists offer first for a kind, before anything is typed: the airlines for a
 * carrier, the hot cities for a city or an airport (a hot city's code is mostly its main airport's).
 */
export async function hotCodes(kind: LookupKind): Promise<string[]> {
  if (kind === 'carrier') return (await staticList('airlines')).map((a) => String(a.carrierCode));
  if (kind === 'city' || kind === 'airport') {
    const [out, inn] = await Promise.all([staticList('exportHotCities'), staticList('importHotCities')]);
    return [...new Set([...out, ...inn].map((c) => String(c.cityCode)))];
  }
  return [];
}

const key = (kind: LookupKind, code: string) => `${kind}:${code}`;

export const knownOption = (kind: LookupKind, code: string) => names.get(key(kind, code.toUpperCase()));

/** The organisation's records of a kind matching a text, or with the given codes. */
export async function lookup(kind: LookupKind, params: { q?: string; codes?: string[] }): Promise<LookupOption[]> {
  const data = await call(
    api.transfer.referenceLookup,
    { params: { kind }, query: params.codes ? { codes: params.codes.slice(0, 50).join(',') } : { q: params.q ?? '' } },
    { silent: true },
  );
  const list = Array.isArray(data) ? (data as LookupOption[]) : [];
  for (const o of list) names.set(key(kind, o.code), o);
  return list;
}
