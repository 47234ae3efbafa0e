import { sql } from 'kysely';
import type { FieldDef } from '../../src/resources';
import type { Language } from '../../src/schemas/messages';
import { LOOKUPS, lookupMessage, normalCode, type LookupKind } from '../../src/schemas/lookups';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { columnOf, type DataResource } from '../resources/model';

/** A checked code of one record: where it sits (a field, or a row of a list field) and its value. */
interface Place {
  row: number;
  path: string;
  field: FieldDef;
  code: string;
}

/** The codes a record's values hold in fields that must name a reference record (FieldDef.lookup, not lookupFree). */
function placesOf(fields: readonly FieldDef[], values: Record<string, unknown>, row: number, out: Map<LookupKind, Place[]>) {
  for (const f of fields) {
    const v = values[f.name];
    if (v == null || v === '') continue;
    if (f.kind === 'list' && Array.isArray(v)) {
      const items = (f.items ?? []).filter((x) => x.lookup && !x.lookupFree);
      if (!items.length) continue;
      v.forEach((item, i) => {
        if (!item || typeof item !== 'object') return;
        for (const x of items) {
          const c = (item as Record<string, unknown>)[x.name];
          if (c != null && c !== '') add(out, x.lookup!, { row, path: `${f.name}[${i}].${x.name}`, field: x, code: normalCode(c) });
        }
      });
    } else if (f.lookup && !f.lookupFree) {
      add(out, f.lookup, { row, path: f.name, field: f, code: normalCode(v) });
    }
  }
}

const add = (m: Map<LookupKind, Place[]>, k: LookupKind, p: Place) => m.set(k, [...(m.get(k) ?? []), p]);

/**
 * Codes that are not in the organisation's reference table, per record: `{path: message}` each
 * (a 400 naming the field, in the request's language). One query per kind for the whole batch (an
 * import's thousand rows), comparing upper case. An organisation whose table of that kind is empty
 * keeps no such list (SEED_REFERENCE=0, or emptied on purpose): its codes are not checked.
 */
export async function lookupProblems(
  db: DB,
  ctx: Pick<AppContext, 'resources'>,
  res: Pick<DataResource, 'fields'>,
  orgId: number,
  rows: readonly { values: Record<string, unknown> }[],
  lang: Language = 'zh-CN',
): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = rows.map(() => ({}));
  const byKind = new Map<LookupKind, Place[]>();
  rows.forEach((r, i) => {
    placesOf(res.fields, r.values, i, byKind);
  });
  for (const [kind, places] of byKind) {
    const source = LOOKUPS[kind];
    const table = ctx.resources.get(source.resource);
    if (!table) continue;
    const col = columnOf(source.code);
    const codes = [...new Set(places.map((p) => p.code))];
    const found = (await db
      .selectFrom(table.table as any)
      .select(sql<string>`upper(${sql.ref(col)})`.as('code'))
      .where('org_id' as any, '=', orgId)
      .where(sql`upper(${sql.ref(col)})`, 'in', codes)
      .execute()) as { code: string }[];
    const known = new Set(found.map((r) => r.code));
    const missing = places.filter((p) => !known.has(p.code));
    if (!missing.length) continue;
    if (!known.size) {
      const any = await db
        .selectFrom(table.table as any)
        .select('id' as any)
        .where('org_id' as any, '=', orgId)
        .limit(1)
        .executeTakeFirst();
      if (!any) continue;
    }
    for (const p of missing) out[p.row][p.path] = lookupMessage(kind, p.field.label[lang], p.code, lang);
  }
  return out;
}
