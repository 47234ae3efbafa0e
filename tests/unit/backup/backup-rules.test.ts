import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlStatements } from '../../../server/backup/sql-script';
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
    const from = new Map([['a', { rows: 2, checksum: '10' }], ['b', { rows: 1, checksum: '5' }], ['c', { rows: 0, checksum: '0' }]]);
    const to = new Map([['a', { rows: 2, checksum: '11' }], ['b', { rows: 0, checksum: '0' }], ['d', { rows: 0, checksum: '0' }]]);
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
