import { describe, expect, it } from 'vitest';
import { routes, type FieldDef, type ResolvedRoute } from '../../src/resources';
import { orderFields } from '../../src/resources/fieldsets/order';
import { MANIFEST_TABLE, manifestFields } from '../../src/resources/fieldsets/manifests';
import { recordSchema } from '../../src/schemas/fields';
import { rules } from '../../src/schemas/rules';
import { ORDER_TABLES } from '../../src/schemas/scopes';

/** Done elsewhere: they may or may not have fields yet. */
const EXCLUDED = new Set(['hrs_user', 'hrs_role', 'hrs_permission', 'hrs_org', 'hrs_log', 'prm_log']);
const RESERVED = new Set(['id', 'orgId', 'createdBy', 'createTime', 'updatedBy', 'updateTime']);
const ORDER_ROUTES = new Set([
  'af_orderair',
  'af_order',
  'liteOrder',
  'af_order_lch',
  'ai_order',
  'af_oporder',
  'yc_order',
  'outer_order',
  'synergy_order',
  'se_order',
  'si_order',
  'te_order',
  'ti_order',
  'lc_order',
  'io_order',
]);
const SQL_IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const TEXT_KINDS = new Set(['text', 'textarea', 'richtext']);
const RANGE_KINDS = new Set(['integer', 'number', 'money', 'weight', 'date', 'datetime']);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const withFields = routes.filter((r): r is ResolvedRoute & { fields: FieldDef[] } => !!r.fields?.length);
const byName = new Map(routes.map((r) => [r.name, r]));
const eachRoute = withFields.map((r) => [r.name, r] as const);

describe('registry fields', () => {
  it('gives every crud and report route fields, apart from the ones done elsewhere', () => {
    const missing = routes.filter((r) => (r.kind === 'crud' || r.kind === 'report') && !EXCLUDED.has(r.name) && !r.fields?.length);
    expect(missing.map((r) => r.name)).toEqual([]);
    expect(withFields.filter((r) => r.kind !== 'crud' && r.kind !== 'report').map((r) => r.name)).toEqual([]);
  });

  it.each(eachRoute)('%s: names are unique camelCase, not reserved, and make SQL columns', (_, r) => {
    const names = r.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) {
      expect(n, n).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(RESERVED.has(n), n).toBe(false);
      expect(snake(n).length, n).toBeLessThanOrEqual(60);
      expect(snake(n), n).toMatch(SQL_IDENT);
    }
    // Computed reports (route.source) have no table.
    if (!r.source) expect(r.table ?? r.name).toMatch(SQL_IDENT);
  });

  it.each(eachRoute)('%s: labels, rules, options, refs and list settings are sound', (_, r) => {
    for (const f of r.fields) {
      const where = `${r.name}.${f.name}`;
      expect(f.label['zh-CN'].trim(), where).not.toBe('');
      expect(f.label['en-US'].trim(), where).not.toBe('');
      if (f.rule) expect(rules[f.rule], `${where} rule ${f.rule}`).toBeTypeOf('function');
      if (f.kind === 'enum') {
        expect(f.options?.length, where).toBeGreaterThan(0);
        const values = f.options!.map((o) => o.value);
        expect(new Set(values).size, where).toBe(values.length);
        for (const o of f.options!) expect(o.label['zh-CN'] && o.label['en-US'], `${where}=${o.value}`).toBeTruthy();
      } else expect(f.options, where).toBeUndefined();
      if (f.kind === 'ref') {
        const target = byName.get(f.ref ?? '');
        expect(target?.fields?.length, `${where} -> ${f.ref}`).toBeGreaterThan(0);
      } else expect(f.ref, where).toBeUndefined();
      if (f.kind === 'file') expect(['image', 'document', 'video'], where).toContain(f.accept);
      if (f.filter === 'like') expect(TEXT_KINDS.has(f.kind), `${where} like on ${f.kind}`).toBe(true);
      if (f.filter === 'range') expect(RANGE_KINDS.has(f.kind), `${where} range on ${f.kind}`).toBe(true);
      if (f.maxLength !== undefined) expect(TEXT_KINDS.has(f.kind) || f.kind === 'file', where).toBe(true);
      if (f.unique) expect(f.readOnly, where).toBeFalsy();
    }
    if (r.defaultSort) {
      const [field, dir] = r.defaultSort.split(',');
      expect(['asc', 'desc']).toContain(dir);
      expect(field === 'createTime' || r.fields.some((f) => f.name === field && f.sort), r.defaultSort).toBe(true);
    }
  });

  // House conventions for the routes modelled here (the excluded ones follow their own).
  it.each(eachRoute.filter(([name]) => !EXCLUDED.has(name)))('%s: has a required field and 4-8 list columns', (_, r) => {
    expect(
      r.fields.some((f) => f.required),
      `${r.name} has a required field`,
    ).toBe(true);
    const listed = r.fields.filter((f) => f.list).length;
    if (ORDER_ROUTES.has(r.name)) expect(listed).toBeGreaterThan(0);
    else {
      expect(listed, `${r.name} list columns`).toBeGreaterThanOrEqual(4);
      expect(listed, `${r.name} list columns`).toBeLessThanOrEqual(8);
    }
  });

  it.each(eachRoute)('%s: builds a record schema in both languages', (_, r) => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const schema = recordSchema(r.fields, lang);
      expect(Object.keys(schema.fields).length).toBe(r.fields.filter((f) => !f.readOnly).length);
    }
  });

  it("orders use the field set of their business scope, each screen a view of the scope's order table", () => {
    const scopeOf: Record<string, Parameters<typeof orderFields>[0]> = {
      ai_order: 'AI',
      se_order: 'SE',
      si_order: 'SI',
      te_order: 'TE',
      ti_order: 'TI',
      lc_order: 'LC',
      io_order: 'IO',
    };
    const strip = ({ list: _list, ...rest }: FieldDef) => rest;
    for (const name of ORDER_ROUTES) {
      const r = byName.get(name)!;
      const scope = scopeOf[name] ?? 'AE';
      expect(r.table ?? r.name, name).toBe(ORDER_TABLES[scope]);
      // A view shows some of the scope's order fields, in their order, declared the same apart from the list flag.
      const all = orderFields(scope);
      const names = r.fields!.map((f) => f.name);
      expect(names, name).toEqual(all.map((f) => f.name).filter((n) => names.includes(n)));
      for (const f of r.fields!) expect(strip(f), `${name}.${f.name}`).toEqual(strip(all.find((x) => x.name === f.name)!));
      expect(
        r.fields!.some((f) => f.name === 'orderCode' && f.required),
        name,
      ).toBe(true);
      const [sortField] = (r.defaultSort ?? '').split(',');
      expect(sortField === 'createTime' || r.fields!.some((f) => f.name === sortField && f.sort), name).toBe(true);
      if (scope === 'AE' && name !== 'af_order') expect(Object.keys(r.scope ?? {}), name).not.toEqual([]);
    }
  });

  it('routes sharing a table or a report twin share one field array, or are views that agree on every common field', () => {
    const byTable = new Map<string, ResolvedRoute[]>();
    for (const r of withFields.filter((x) => !x.source)) byTable.set(r.table ?? r.name, [...(byTable.get(r.table ?? r.name) ?? []), r]);
    for (const [table, rs] of byTable) {
      if (table === MANIFEST_TABLE) continue; // the query presets, below
      if (!rs.some((r) => r.scope && Object.keys(r.scope).length && r.table)) {
        for (const r of rs) expect(r.fields, `${r.name} on ${table}`).toBe(rs[0].fields);
        continue;
      }
      // Views: one column, one meaning. A view may narrow a column's choices (a receivable bill's
      // statuses) but never adds one its table's widest declaration lacks. Each condition names a
      // field the table has.
      const seen = new Map<string, FieldDef>();
      for (const r of rs) {
        for (const f of r.fields!) {
          const first = seen.get(f.name);
          if (!first || (f.options?.length ?? 0) > (first.options?.length ?? 0)) seen.set(f.name, f);
          if (first) expect(f.kind, `${r.name}.${f.name} on ${table}`).toBe(first.kind);
        }
      }
      for (const r of rs) {
        for (const f of r.fields!) {
          const widest = seen.get(f.name)!.options?.map((o) => o.value);
          for (const o of f.options ?? []) expect(widest, `${r.name}.${f.name} on ${table}`).toContain(o.value);
        }
      }
      for (const r of rs)
        for (const [field, v] of Object.entries(r.scope ?? {})) {
          const f = seen.get(field);
          expect(f, `${r.name} condition on ${field}`).toBeTruthy();
          for (const value of ([] as string[]).concat(v))
            if (f!.options)
              expect(
                f!.options.map((o) => o.value),
                `${r.name}: ${field}=${value}`,
              ).toContain(value);
        }
    }

    // The six manifest queries: manifestFields each, only `list` and `filter` chosen by the preset.
    const mft = withFields.filter((r) => r.name.startsWith('Mft'));
    expect(mft).toHaveLength(6);
    for (const r of mft) {
      expect(r.table).toBe(MANIFEST_TABLE);
      expect(r.fields!.map(({ list: _l, filter: _f, ...rest }) => rest)).toEqual(
        manifestFields.map(({ list: _l, filter: _f, ...rest }) => rest),
      );
      for (const f of r.fields!)
        if (f.filter) expect(f.filter, `${r.name}.${f.name}`).toBe(manifestFields.find((m) => m.name === f.name)!.filter);
    }

    // A group report is its single-organisation twin's source and fields, with the member company first.
    for (const r of withFields.filter((x) => x.name.startsWith('jt_'))) {
      const twin = byName.get(r.name.slice(3))!;
      expect(r.group, r.name).toBe(true);
      expect(r.source, r.name).toBe(twin.source);
      expect(r.fields[0].name, r.name).toBe('memberOrgName');
      expect(
        r.fields.slice(1).map((f) => f.name),
        r.name,
      ).toEqual(twin.fields!.map((f) => f.name));
    }
    expect(byName.get('prm_report_receivable_age')!.fields).toBe(byName.get('css_report_receivable_age')!.fields);
  });

  it('validates a realistic partner and rejects bad codes with the named rules', async () => {
    const coop = byName.get('prm_coop')!.fields!;
    const schema = recordSchema(coop, 'en-US');
    await expect(
      schema.validate({
        coopCode: 'SHA-001',
        coopName: '上海某某国际货运代理有限公司',
        coopType: 'customer',
        contactPhone: '021-6888 8888',
        contactEmail: 'ops@example.com',
        taxCode: '91310000MA1FL5XX3K',
        creditAmount: 500000,
        creditDays: 30,
        lockStatus: '0',
        countryCode: 'CN',
      }),
    ).resolves.toBeTruthy();
    await expect(schema.validate({ coopCode: 'bad code!', coopName: 'x', coopType: 'customer' })).rejects.toThrow(/Code/);
    await expect(schema.validate({ coopCode: 'A1', coopName: 'x', coopType: 'other' })).rejects.toThrow(/invalid/);
    await expect(schema.validate({ coopName: 'x', coopType: 'customer' })).rejects.toThrow(/required/);

    const manifest = recordSchema(byName.get('MftAirExportQuery')!.fields!, 'en-US');
    await expect(manifest.validate({ mawbNumber: '020-81140743', quantity: 3 })).resolves.toBeTruthy();
    await expect(manifest.validate({ mawbNumber: '020-81140744' })).rejects.toThrow(/mod-7/);
  });
});
