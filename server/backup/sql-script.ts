/**
 * A pg_dump plain-text script as statements a driver can send (server/backup/restore.ts): psql's
 * meta-commands (`\restrict`, `\connect`, ...) left out, statements split at the semicolons that
 * end them, never at one inside a string ('it''s; so', E'\';'), a quoted name, a dollar-quoted body
 * or a comment. Backups are written with INSERT statements (`--inserts`), so no COPY data follows.
 */
export function* sqlStatements(script: string): Generator<string> {
  let start = 0;
  let i = 0;
  const n = script.length;
  const atLineStart = (at: number) => at === 0 || script[at - 1] === '\n';
  while (i < n) {
    const c = script[i];
    if (c === '\\' && atLineStart(i) && onlyComments(script.slice(start, i))) {
      // A psql meta-command line (pg_dump 15.14+ writes \restrict and \unrestrict): not SQL.
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      start = i;
      continue;
    }
    if (c === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (c === '/' && script[i + 1] === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      i += 2;
      while (i < n && depth) {
        if (script[i] === '/' && script[i + 1] === '*') (depth++, (i += 2));
        else if (script[i] === '*' && script[i + 1] === '/') (depth--, (i += 2));
        else i++;
      }
      continue;
    }
    if (c === "'") {
      // E'...' strings take backslash escapes; standard strings only '' (pg_dump sets standard_conforming_strings).
      const escapes = (script[i - 1] === 'E' || script[i - 1] === 'e') && !/[A-Za-z0-9_]/.test(script[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === "'") {
          if (script[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
      continue;
    }
    if (c === '"') {
      i++;
      while (i < n) {
        if (script[i] === '"') {
          if (script[i + 1] === '"') i += 2;
          else break;
        } else i++;
      }
      i++;
      continue;
    }
    if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      if (tag && !/[A-Za-z0-9_]/.test(script[i - 1] ?? '')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
        continue;
      }
    }
    if (c === ';') {
      const stmt = script.slice(start, i + 1).trim();
      if (stmt !== ';') yield stmt;
      start = i + 1;
    }
    i++;
  }
  const rest = script.slice(start).trim();
  if (rest && !onlyComments(rest)) yield rest;
}

const onlyComments = (text: string) => /^(\s|--[^\n]*(\n|$))*$/.test(text);

/** A statement's first word, upper case, past its leading comments (SET, COMMENT, CREATE, ...). */
export function leadingWords(stmt: string, count = 3): string {
  return stmt.replace(/^(\s|--[^\n]*(\n|$))*/, '').split(/\s+/).slice(0, count).join(' ').toUpperCase();
}
