import type { FieldDef } from '../../src/resources';
import { decimalsOf, defaultMaxLength } from '../../src/schemas/fields';
import { containerCheckDigit } from '../../src/schemas/identifiers';

/** Values that satisfy each named rule (src/schemas/rules.ts), varied by a sequence number. */
const RULE_SAMPLES: Record<string, (n: number) => string> = {
  mawb: (n) => {
    const seven = String(1000000 + (n % 8999999)).padStart(7, '0');
    return `781-${seven}${Number(seven) % 7}`;
  },
  hawb: (n) => `H${n}`.slice(0, 12),
  // Codes the demo data does not hold, so unique basic-data codes (airports, carriers, ports) are free.
  airport3: () => 'HGH',
  carrier2: () => 'ZH',
  awbPrefix: () => '479',
  flightNo: (n) => `MU${5000 + (n % 999)}`,
  currency3: () => 'CNY',
  country2: () => 'CN',
  portCode: () => 'CNNGB',
  code: (n) => `C${n}`,
  // Varied: a user's phone is unique in its organisation, and a sweep may create several users.
  phone: (n) => `021-${String(12345000 + n).slice(-8)}`,
  mobileCn: () => '13800138000',
  email: (n) => `user${n}@example.com`,
  general: () => 'GENERAL CARGO',
  plate: (n) => `沪A${String(10000 + (n % 89999))}`,
  hsCode: () => '85171200',
  url: (n) => `https://www.example.com/page-${n}`,
  containerNo: (n) => {
    const first = `MSCU${String(100000 + (n % 899999))}`;
    return `${first}${containerCheckDigit(first)}`;
  },
  containerNos: (n) => RULE_SAMPLES.containerNo(n),
  idCardCn: () => '11010519491231002X',
  customsReg: (n) => String(3122000000 + (n % 999999)),
  countries2: () => 'US, DE',
};

/**
 * Codes the demo organisation's reference tables hold, for fields that must name one of their
 * records (FieldDef.lookup); the tables' own code fields take the free codes above.
 */
const LOOKUP_SAMPLES: Record<string, string> = {
  airport: 'PVG',
  carrier: 'CA',
  port: 'CNSHA',
  currency: 'CNY',
  country: 'CN',
  city: 'SHA',
};

/**
 * A valid record for a field list (refs filled by `ref`), used by the CRUD sweep, the browser tests
 * and the benchmark's bulk seed.
 */
export function sampleRecord(fields: FieldDef[], n: number, ref: (resource: string) => number | undefined = () => undefined) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    const v = sampleValue(f, n, ref);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

function sampleValue(f: FieldDef, n: number, ref: (resource: string) => number | undefined): unknown {
  switch (f.kind) {
    case 'integer':
      return Math.max(f.min ?? 0, Math.min(f.max ?? 1000, 1 + (n % 100)));
    case 'number':
    case 'money':
    case 'weight': {
      const d = decimalsOf(f);
      const v = Math.min(f.max ?? 100000, Math.max(f.min ?? 0, 10 + (n % 900) + (d ? 0.5 : 0)));
      // Money travels as decimal text with the field's decimals (docs/money.md).
      return f.kind === 'money' ? v.toFixed(d) : Number(v.toFixed(d));
    }
    case 'date':
      return `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2026, n % 12, 1 + (n % 28), 8, 30)).toISOString();
    case 'boolean':
      return n % 2 === 0;
    case 'enum':
      return f.options![n % f.options!.length].value;
    case 'ref':
      return ref(f.ref!);
    // A stored-file path (the 'url' rule); the file itself need not exist for the record.
    case 'file':
      return `/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}/sample-${n}.pdf`;
    case 'list':
      return [sampleRecord(f.items ?? [], n, ref)];
    case 'party':
      return {
        scName: `ACME TRADING ${n}`,
        scAddress: '88 CENTURY AVE',
        nationCode: 'CN',
        cityNameEn: 'SHANGHAI',
        postCode: '200120',
        telNumber: '021-5888 0000',
      };
    case 'uuid':
      return undefined;
    default: {
      if (f.lookup && !f.lookupFree && LOOKUP_SAMPLES[f.lookup] && (!f.rule || RULE_SAMPLES[f.rule])) return LOOKUP_SAMPLES[f.lookup];
      if (f.rule && RULE_SAMPLES[f.rule]) return RULE_SAMPLES[f.rule](n);
      return `${f.name.toUpperCase()}-${n}`.slice(0, defaultMaxLength(f));
    }
  }
}

type Call = (method: string, url: string, token: string, payload?: unknown) => Promise<{ statusCode: number; body: string; json(): any }>;

/**
 * Values a sample cannot make up: a partner address's postcode; a charge line names a real order (a
 * demo one); a new currency of the currency table takes ISO 4217's code for tests, as the demo's
 * table already holds CNY; the three bill routes are views of one table whose bill number is unique across it, so each view numbers its own.
 */
const REAL_VALUES: Record<string, Record<string, unknown>> = {
  css_charge: { businessScope: 'AE', orderCode: 'AE000001' },
  af_currency: { currencyCode: 'XTS' },
  // A partner address is held to the party rules of docs/behaviour.md §1.5.2: China needs a postcode (docs/partner-share.md).
  prm_shipperConsignee: { postCode: '200120' },
};
const OWN_PREFIX: Record<string, [field: string, prefix: string]> = {
  af_css_debit_note: ['billNumber', 'TDN'],
  af_css_payment: ['billNumber', 'TPA'],
  prm_coop_bill: ['billNumber', 'TCB'],
};
/** A resource's real values for the n-th sample record. */
export function realValues(resource: string | undefined, n: number): Record<string, unknown> {
  if (!resource) return {};
  const own = OWN_PREFIX[resource];
  return { ...REAL_VALUES[resource], ...(own ? { [own[0]]: `${own[1]}${String(n).padStart(6, '0')}` } : {}) };
}

/**
 * Valid records of any resource through the real API: references are filled with records of the
 * referenced resources, created once per token. A reference to the resource itself (a parent
 * department) is left empty.
 */
export function recordFiller(call: Call, resources: Map<string, { fields: FieldDef[] }>) {
  const refs = new Map<string, number>();
  async function refId(resource: string, token: string): Promise<number> {
    const key = `${resource}:${token}`;
    if (refs.has(key)) return refs.get(key)!;
    const values = await fill(resources.get(resource)!.fields, 900 + refs.size, token, resource);
    const r = await call('POST', `/api/${resource}`, token, values);
    if (r.statusCode !== 200) throw new Error(`cannot create ${resource}: ${r.body}`);
    refs.set(key, r.json().data.id);
    return r.json().data.id;
  }
  async function fill(fields: FieldDef[], n: number, token: string, self?: string) {
    const needed = new Map<string, number>();
    // References inside rows too (a flow's approvers are rows of user references).
    const all = fields.flatMap((f) => (f.kind === 'list' ? [f, ...(f.items ?? [])] : [f]));
    for (const f of all)
      if (f.kind === 'ref' && f.ref && f.ref !== self && !needed.has(f.ref)) needed.set(f.ref, await refId(f.ref, token));
    return { ...sampleRecord(fields, n, (r) => needed.get(r)), ...realValues(self, n) };
  }
  return { refId, fill };
}
