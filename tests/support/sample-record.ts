import type { FieldDef } from '../../src/resources';
import { decimalsOf, defaultMaxLength } from '../../src/schemas/fields';

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
  phone: () => '021-12345678',
  mobileCn: () => '13800138000',
  email: (n) => `user${n}@example.com`,
  general: () => 'GENERAL CARGO',
  plate: (n) => `沪A${String(10000 + (n % 89999))}`,
  hsCode: () => '85171200',
  containerNo: (n) => `MSCU${String(1000000 + (n % 8999999))}`,
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
    case 'integer': return Math.max(f.min ?? 0, Math.min(f.max ?? 1000, 1 + (n % 100)));
    case 'number':
    case 'money':
    case 'weight': {
      const d = decimalsOf(f);
      const v = Math.min(f.max ?? 100000, Math.max(f.min ?? 0, 10 + (n % 900) + (d ? 0.5 : 0)));
      return Number(v.toFixed(d));
    }
    case 'date': return `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
    case 'datetime': return new Date(Date.UTC(2026, n % 12, 1 + (n % 28), 8, 30)).toISOString();
    case 'boolean': return n % 2 === 0;
    case 'enum': return f.options![n % f.options!.length].value;
    case 'ref': return ref(f.ref!);
    case 'file': return `/files/sample-${n}.pdf`;
    case 'list': return [sampleRecord(f.items ?? [], n, ref)];
    case 'party':
      return { scName: `ACME TRADING ${n}`, scAddress: '88 CENTURY AVE', nationCode: 'CN', cityNameEn: 'SHANGHAI', postCode: '200120', telNumber: '021-5888 0000' };
    case 'uuid': return undefined;
    default: {
      if (f.rule && RULE_SAMPLES[f.rule]) return RULE_SAMPLES[f.rule](n);
      return `${f.name.toUpperCase()}-${n}`.slice(0, defaultMaxLength(f));
    }
  }
}
