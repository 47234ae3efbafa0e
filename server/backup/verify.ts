/**
 * Row count and checksum of every table of a database's schema, the same figures from PGlite and
 * PostgreSQL (the move to PostgreSQL compares them, README "On PostgreSQL"): each row's text
 * (row_to_text with fixed output settings) hashed with md5, the first 60 bits summed, so the
 * checksum does not depend on row order.
 */
export interface TableFigure {
  rows: number;
  checksum: string;
}

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const SETTINGS = [
  "set timezone to 'UTC'",
  "set datestyle to 'ISO, MDY'",
  "set intervalstyle to 'postgres'",
  'set extra_float_digits to 1',
  "set bytea_output to 'hex'",
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function tableFigures(query: Query): Promise<Map<string, TableFigure>> {
  for (const s of SETTINGS) await query(s);
  const tables = await query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out = new Map<string, TableFigure>();
  for (const { table_name } of tables) {
    const name = String(table_name);
    const [r] = await query(
      `select count(*)::text as n, coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text as s from public.${quote(name)} t`,
    );
    out.set(name, { rows: Number(r.n), checksum: String(r.s) });
  }
  return out;
}

/** The tables whose figures differ (or that one side lacks), described for the operator. */
export function differences(from: Map<string, TableFigure>, to: Map<string, TableFigure>): string[] {
  const out: string[] = [];
  for (const [name, a] of from) {
    const b = to.get(name);
    if (!b) out.push(`${name}: missing in the target`);
    else if (a.rows !== b.rows) out.push(`${name}: ${a.rows} rows, the target has ${b.rows}`);
    else if (a.checksum !== b.checksum) out.push(`${name}: ${a.rows} rows both, but their contents differ`);
  }
  for (const name of to.keys()) if (!from.has(name)) out.push(`${name}: only in the target`);
  return out;
}
