import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { SqlSplitter, sqlStatements } from '../../../server/backup/sql-script';
import { checkBackupFile, readScript, scriptStatements } from '../../../server/backup/dump';
import { backupFileName, listBackups, pruneBackups } from '../../../server/backup/backups';
import { differences } from '../../../server/backup/verify';
import { backupDue } from '../../../server/backup/schedule';

/** The rules under backups and restores (README "Backups"): splitting a dump, the kept count, the move's check. */
describe('a backup script split into statements', () => {
  it('splits at the semicolons that end statements, never inside strings, names, bodies or comments', () => {
    const script = [
      '--',
      '-- PostgreSQL database dump',
      '--',
      '\\restrict abc123',
      "SET standard_conforming_strings = 'on';",
      "INSERT INTO public.t VALUES (1, 'it''s; so', E'a\\';b', \"x;y\");",
      '/* a ; /* nested ; */ comment */ SELECT 1;',
      'CREATE FUNCTION public.f() RETURNS int LANGUAGE sql AS $fn$ select 1; $fn$;',
      'CREATE FUNCTION public.g() RETURNS int LANGUAGE sql AS $$ select 2; $$;',
      '-- a comment; with a semicolon',
      '\\unrestrict abc123',
      '',
    ].join('\n');
    expect([...sqlStatements(script)].map((s) => s.replace(/^(--[^\n]*\n)*/, ''))).toEqual([
      "SET standard_conforming_strings = 'on';",
      "INSERT INTO public.t VALUES (1, 'it''s; so', E'a\\';b', \"x;y\");",
      '/* a ; /* nested ; */ comment */ SELECT 1;',
      'CREATE FUNCTION public.f() RETURNS int LANGUAGE sql AS $fn$ select 1; $fn$;',
      'CREATE FUNCTION public.g() RETURNS int LANGUAGE sql AS $$ select 2; $$;',
    ]);
  });
});

describe('a backup script read in pieces (a file read a megabyte at a time)', () => {
  const script = [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '\\restrict abc123',
    "SET standard_conforming_strings = 'on';",
    "INSERT INTO public.t VALUES (1, 'it''s; so', E'a\\';b', \"x;\"\";y\", E'\\\\');",
    '/* a ; /* nested ; */ comment */ SELECT 1;',
    'CREATE FUNCTION public.f() RETURNS int LANGUAGE sql AS $fn$ select 1; $fn$;',
    'CREATE FUNCTION public.g() RETURNS int LANGUAGE sql AS $$ select 2; $$;',
    "SELECT 1 - 2 / 3, 'a--b', '/*';",
    '-- a comment; with a semicolon',
    '\\unrestrict abc123',
    'SELECT 3',
  ].join('\n');
  const whole = [...sqlStatements(script)];

  it('gives the statements of the whole text wherever the pieces are cut', () => {
    expect(whole).toHaveLength(7);
    expect(whole.at(-1)).toBe('SELECT 3');
    for (let a = 0; a <= script.length; a++) {
      for (const b of [a, a + 1, a + 2, a + 7, script.length]) {
        const split = new SqlSplitter();
        const got = [...split.push(script.slice(0, a)), ...split.push(script.slice(a, b)), ...split.push(script.slice(b)), ...split.end()];
        expect(got, `cut at ${a} and ${b}`).toEqual(whole);
      }
    }
  });

  it('reads a gzip-compressed backup file as it goes: a statement of several megabytes across many reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-'));
    try {
      const big = `INSERT INTO public.sys_file VALUES (1, '${"x;'' $$ -- ".repeat(400_000)}', '\\x00ff');`;
      const text = `${script.replace('SELECT 3', '')}\n${big}\nSELECT 4;\n`;
      const file = path.join(dir, 'b.sql.gz');
      fs.writeFileSync(file, zlib.gzipSync(text));
      const got: string[] = [];
      for await (const stmt of scriptStatements(file)) got.push(stmt);
      expect(got).toEqual([...sqlStatements(text)]);
      expect(got.at(-2)).toBe(big);
      expect(got.at(-1)).toBe('SELECT 4;');

      fs.writeFileSync(path.join(dir, 'plain.sql'), text);
      expect(await readScript(path.join(dir, 'plain.sql'))).toBe(text);

      fs.writeFileSync(path.join(dir, 'notes.txt'), 'SELECT 1;');
      await expect(checkBackupFile(path.join(dir, 'notes.txt'))).rejects.toThrow('is not a backup');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the kept count of backups', () => {
  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    try {
      const names = [0, 1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, 20 + d, 9, 30, 5))));
      for (const n of [...names, 'notes.txt', 'freight-20261101-000000.sql.gz.part']) fs.writeFileSync(path.join(dir, n), 'x');
      pruneBackups({ dir, keep: 2 });
      expect(listBackups(dir).map((b) => path.basename(b.file))).toEqual([names[4], names[3]]);
      expect(fs.readdirSync(dir).sort()).toEqual([names[3], names[4], 'freight-20261101-000000.sql.gz.part', 'notes.txt'].sort());
      expect(names[0]).toBe('freight-20261120-093005.sql.gz');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the move's check", () => {
  it('names every table whose rows or contents differ, or that one side lacks', () => {
    const from = new Map([
      ['a', { rows: 2, checksum: '10' }],
      ['b', { rows: 1, checksum: '5' }],
      ['c', { rows: 0, checksum: '0' }],
    ]);
    const to = new Map([
      ['a', { rows: 2, checksum: '11' }],
      ['b', { rows: 0, checksum: '0' }],
      ['d', { rows: 0, checksum: '0' }],
    ]);
    expect(differences(from, to)).toEqual([
      'a: 2 rows both, but their contents differ',
      'b: 1 rows, the target has 0',
      'c: missing in the target',
      'd: only in the target',
    ]);
    expect(differences(from, new Map(from))).toEqual([]);
  });
});

describe('scheduled backups (BACKUP_EVERY_HOURS)', () => {
  const h = 3600_000;
  const start = Date.UTC(2026, 10, 28, 8);
  it('are due every so many hours after the newest, the first an hour after a start without one, never at 0', () => {
    expect(backupDue(null, 24, start, start + 59 * 60_000)).toBe(false);
    expect(backupDue(null, 24, start, start + h)).toBe(true);
    expect(backupDue(start - 23 * h, 24, start, start)).toBe(false);
    expect(backupDue(start - 24 * h, 24, start, start)).toBe(true);
    expect(backupDue(start - 7 * h, 6, start, start)).toBe(true);
    expect(backupDue(null, 0, start, start + 100 * h)).toBe(false);
  });
});
