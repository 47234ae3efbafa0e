import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { conversion } from '../../server/schema/convert';
import { emptyCluster, targets } from './harness';

/**
 * The conversions of a kind change (server/schema/convert.ts) on both databases: what each value
 * becomes, NULL where it does not convert (what the dry run lists), and which converted values
 * change (rounded, a time of day dropped). Never an error, whatever the text.
 */
describe.each(targets)('kind conversions on $name', (target) => {
  let database: Database;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    database = await openDatabase(
      target.url ? { kind: 'postgres', url: target.url, schema } : { kind: 'memory', loadDataDir: emptyCluster() },
    );
    await sql`set time zone 'UTC'`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    if (target.url) {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    }
  });

  /** Each value of type `from` converted to `to`: [value as text, lossy]. */
  async function convert(from: string, to: string, values: (string | null)[]) {
    const c = conversion(from, to)!;
    const literal = (v: string | null) => (v === null ? `null::${from}` : `'${v.replace(/'/g, "''")}'::${from}`);
    const rows = values.map((v, i) => `select ${i} as i, ${literal(v)} as x`).join(' union all ');
    const r = await sql
      .raw(`select (${c.value('s.x')})::text as v, ${c.lossy ? c.lossy('s.x') : 'false'} as lossy from (${rows}) s order by i`)
      .execute(database.db);
    return (r.rows as { v: string | null; lossy: boolean | null }[]).map((x) => [x.v, x.lossy === true]);
  }

  it('reads whole numbers from text, and nothing else', async () => {
    expect(await convert('text', 'integer', ['12', ' -7 ', '+3', '7.5', '1,200', 'x7', '2147483648', '', null])).toEqual([
      ['12', false],
      ['-7', false],
      ['3', false],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(await convert('numeric(18,2)', 'integer', ['12.00', '12.50', '-3'])).toEqual([
      ['12', false],
      [null, false],
      ['-3', false],
    ]);
    expect(await convert('boolean', 'integer', ['true', 'false'])).toEqual([
      ['1', false],
      ['0', false],
    ]);
    expect(await convert('text', 'bigint', ['15', '0', '-1', 'abc'])).toEqual([
      ['15', false],
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('reads decimals, rounding half up to the new scale (listed as changed) and refusing what the column cannot hold', async () => {
    expect(await convert('text', 'numeric(16,3)', ['12.5', '0.0005', '.5', '1e3', '12345678901234', 'abc'])).toEqual([
      ['12.500', false],
      ['0.001', true],
      ['0.500', false],
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(await convert('numeric(18,3)', 'numeric(18,2)', ['1.234', '1.235', '1.2'])).toEqual([
      ['1.23', true],
      ['1.24', true],
      ['1.20', false],
    ]);
    expect(await convert('integer', 'numeric(18,2)', ['7'])).toEqual([['7.00', false]]);
  });

  it('reads calendar dates and instants, refusing days that do not exist', async () => {
    expect(await convert('text', 'date', ['2026-03-01', '2026/3/7', '2026-02-30', '2026-13-01', '0000-01-01', 'March 7'])).toEqual([
      ['2026-03-01', false],
      ['2026-03-07', false],
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(
      await convert('text', 'timestamptz', ['2026-03-01T08:30:00Z', '2026-03-01 08:30', '2026-03-01', '2026-03-01T25:00', 'soon']),
    ).toEqual([
      ['2026-03-01 08:30:00+00', false],
      ['2026-03-01 00:30:00+00', false],
      ['2026-02-28 16:00:00+00', false],
      [null, false],
      [null, false],
    ]);
    // A time of day is dropped going to a date (the day in Shanghai): listed as changed.
    expect(await convert('timestamptz', 'date', ['2026-03-01 16:00:00+00', '2026-03-01 15:30:00+00'])).toEqual([
      ['2026-03-02', false],
      ['2026-03-01', true],
    ]);
    expect(await convert('date', 'timestamptz', ['2026-03-02'])).toEqual([['2026-03-01 16:00:00+00', false]]);
  });

  it('reads yes and no, and writes every kind as text', async () => {
    expect(await convert('text', 'boolean', ['true', 'Y', '是', '0', 'off', 'maybe'])).toEqual([
      ['true', false],
      ['true', false],
      ['true', false],
      ['false', false],
      ['false', false],
      [null, false],
    ]);
    expect(await convert('integer', 'boolean', ['1', '0', '2'])).toEqual([
      ['true', false],
      ['false', false],
      [null, false],
    ]);
    expect(await convert('boolean', 'text', ['true'])).toEqual([['true', false]]);
    expect(await convert('date', 'text', ['2026-03-01'])).toEqual([['2026-03-01', false]]);
    expect(await convert('numeric(18,2)', 'text', ['12.50'])).toEqual([['12.50', false]]);
    expect(conversion('text', 'text')).toBeNull();
  });
});
