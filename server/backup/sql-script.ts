/**
 * A pg_dump plain-text script as statements a driver can send (server/backup/restore.ts): psql's
 * meta-commands (`\restrict`, `\connect`, ...) left out, statements split at the semicolons that
 * end them, never at one inside a string ('it''s; so', E'\';'), a quoted name, a dollar-quoted body
 * or a comment. Backups are written with INSERT statements (`--inserts`), so no COPY data follows.
 *
 * The script may come in pieces (a backup file read a megabyte at a time, server/backup/dump.ts):
 * `push` takes the next piece and answers the statements it completed; the scan stops where it
 * would need text not yet given (a quote that may be doubled, a comment's second character, a
 * dollar tag) and goes on from there with the next piece. Only the statement being read is held.
 */
type Mode =
  | { kind: 'code' }
  | { kind: 'line' }
  | { kind: 'meta' }
  | { kind: 'block'; depth: number }
  | { kind: 'squote'; escapes: boolean }
  | { kind: 'dquote' }
  | { kind: 'dollar'; tag: string };

const CODE: Mode = { kind: 'code' };
/** The longest dollar tag looked for ($name$). */
const TAG_LOOKAHEAD = 64;

export class SqlSplitter {
  /** The text from one character before the current statement's start (for the look-behind rules). */
  private buf = '';
  private i = 0;
  private start = 0;
  private mode: Mode = CODE;
  /** Whether buf[0] is the script's first character (else the character before `start`). */
  private atScriptStart = true;

  /** The next piece of the script; answers the statements it completed. */
  push(text: string): string[] {
    this.buf += text;
    const out = this.scan(false);
    this.compact();
    return out;
  }

  /** The script ended: the statements left, and a last one without its semicolon. */
  end(): string[] {
    const out = this.scan(true);
    const rest = this.buf.slice(this.start).trim();
    if (rest && !onlyComments(rest)) out.push(rest);
    this.buf = '';
    this.i = this.start = 0;
    return out;
  }

  private compact() {
    const keep = this.start - 1;
    if (keep <= 0) return;
    this.buf = this.buf.slice(keep);
    this.i -= keep;
    this.start -= keep;
    this.atScriptStart = false;
  }

  private atLineStart(at: number) {
    return at === 0 ? this.atScriptStart : this.buf[at - 1] === '\n';
  }

  private scan(final: boolean): string[] {
    const out: string[] = [];
    const s = this.buf;
    const n = s.length;
    let i = this.i;
    // More text is needed to decide what the character at i is: stop here, go on with the next piece.
    const short = (need: number) => !final && i + need > n;
    loop: while (i < n) {
      const m = this.mode;
      switch (m.kind) {
        case 'line':
        case 'meta': {
          const end = s.indexOf('\n', i);
          if (end < 0) {
            i = n;
            break loop;
          }
          i = end + 1;
          // A psql meta-command line is not SQL: the statement starts after it.
          if (m.kind === 'meta') this.start = i;
          this.mode = CODE;
          continue;
        }
        case 'block': {
          const c = s[i];
          if ((c === '/' || c === '*') && short(2)) break loop;
          // Block comments nest in PostgreSQL.
          if (c === '/' && s[i + 1] === '*') {
            m.depth++;
            i += 2;
          } else if (c === '*' && s[i + 1] === '/') {
            m.depth--;
            i += 2;
            if (!m.depth) this.mode = CODE;
          } else i++;
          continue;
        }
        case 'squote': {
          if (!m.escapes) {
            // Most of a dump is inside strings: jump to the next quote.
            const q = s.indexOf("'", i);
            if (q < 0) {
              i = n;
              break loop;
            }
            i = q;
          }
          const c = s[i];
          if (m.escapes && c === '\\') {
            if (short(2)) break loop;
            i += 2;
          } else if (c === "'") {
            if (short(2)) break loop;
            if (s[i + 1] === "'") i += 2;
            else {
              i++;
              this.mode = CODE;
            }
          } else i++;
          continue;
        }
        case 'dquote': {
          const q = s.indexOf('"', i);
          if (q < 0) {
            i = n;
            break loop;
          }
          i = q;
          if (short(2)) break loop;
          if (s[i + 1] === '"') i += 2;
          else {
            i++;
            this.mode = CODE;
          }
          continue;
        }
        case 'dollar': {
          const end = s.indexOf(m.tag, i);
          if (end < 0) {
            // The closing tag may begin in this piece and end in the next.
            i = final ? n : Math.max(i, n - m.tag.length + 1);
            break loop;
          }
          i = end + m.tag.length;
          this.mode = CODE;
          continue;
        }
        case 'code':
          break;
      }
      const c = s[i];
      if (c === '\\' && this.atLineStart(i) && onlyComments(s.slice(this.start, i))) {
        this.mode = { kind: 'meta' };
        i++;
      } else if (c === '-' || c === '/') {
        if (short(2)) break;
        if (c === '-' && s[i + 1] === '-') {
          this.mode = { kind: 'line' };
          i += 2;
        } else if (c === '/' && s[i + 1] === '*') {
          this.mode = { kind: 'block', depth: 1 };
          i += 2;
        } else i++;
      } else if (c === "'") {
        // E'...' strings take backslash escapes; standard strings only '' (pg_dump sets standard_conforming_strings).
        const escapes = (s[i - 1] === 'E' || s[i - 1] === 'e') && !/[A-Za-z0-9_]/.test(s[i - 2] ?? '');
        this.mode = { kind: 'squote', escapes };
        i++;
      } else if (c === '"') {
        this.mode = { kind: 'dquote' };
        i++;
      } else if (c === '$') {
        if (short(TAG_LOOKAHEAD)) break;
        const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(s.slice(i, i + TAG_LOOKAHEAD));
        if (tag && !/[A-Za-z0-9_]/.test(s[i - 1] ?? '')) {
          this.mode = { kind: 'dollar', tag: tag[0] };
          i += tag[0].length;
        } else i++;
      } else if (c === ';') {
        const stmt = s.slice(this.start, i + 1).trim();
        if (stmt !== ';') out.push(stmt);
        i++;
        this.start = i;
      } else i++;
    }
    this.i = i;
    return out;
  }
}

/** The statements of a whole script given as one text. */
export function* sqlStatements(script: string): Generator<string> {
  const split = new SqlSplitter();
  yield* split.push(script);
  yield* split.end();
}

const onlyComments = (text: string) => /^(\s|--[^\n]*(\n|$))*$/.test(text);

/** A statement's first word, upper case, past its leading comments (SET, COMMENT, CREATE, ...). */
export function leadingWords(stmt: string, count = 3): string {
  return stmt
    .replace(/^(\s|--[^\n]*(\n|$))*/, '')
    .split(/\s+/)
    .slice(0, count)
    .join(' ')
    .toUpperCase();
}
