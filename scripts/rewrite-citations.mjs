#!/usr/bin/env node
/**
 * Rewrites the citations of the two behaviour specifications and the design notes, documents that
 * lived outside the repository, to the sections of docs/behaviour.md that now carry them:
 *
 *   spec 01 §5.2        -> docs/behaviour.md §1.5.2
 *   spec 02 §2.3, §9    -> docs/behaviour.md §2.2.3, §2.9
 *   spec 01 §2.2-2.3    -> docs/behaviour.md §1.2.2-1.2.3     (also "§8-§9", "§6–§9", "§2.2 / §2.3")
 *   DESIGN.md §7        -> docs/behaviour.md §E.7              (the "Engineering conventions" part)
 *   spec 01, spec 02    -> docs/behaviour.md §1, docs/behaviour.md §2
 *
 * Inside docs/ the link is relative ("behaviour.md §1.5.2"). Files: .ts/.tsx/.mjs/.js under src/,
 * server/, tests/, scripts/, bench/, plus docs/**.md and README.md. Only the citation text itself
 * changes (the citations sit in comments and test titles); a citation wrapped over a comment line
 * break keeps its break.
 *
 * Every section it writes must exist as a heading of docs/behaviour.md; a missing section, or a
 * citation form it does not understand, is reported and then nothing is written at all (exit 1).
 * Running it twice changes nothing the second time.
 *
 * Usage: node scripts/rewrite-citations.mjs [root] [--dry-run]
 *   root defaults to this repository; docs/behaviour.md is read from root if it has one, else from
 *   this repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? repo);
const SELF = 'scripts/rewrite-citations.mjs';
const BEHAVIOUR = 'docs/behaviour.md';

const CODE_DIRS = ['src', 'server', 'tests', 'scripts', 'bench'];
const CODE_EXT = /\.(ts|tsx|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'data']);

/**
 * A bare "spec §N" names no document; these files are known to mean one (the hot-menu editor's
 * save rule is the dashboard document's §4). Anything else bare is reported, not guessed.
 */
const BARE_SPEC_DOC = { 'tests/unit/dashboard/hot-menu-editor.test.tsx': '2' };

// ---- The sections that exist -------------------------------------------------------------------

const behaviourPath = fs.existsSync(path.join(root, BEHAVIOUR)) ? path.join(root, BEHAVIOUR) : path.join(repo, BEHAVIOUR);
const sections = new Set();
for (const line of fs.readFileSync(behaviourPath, 'utf8').split('\n')) {
  const m = /^#{1,6}\s+(\d+(?:\.\d+)*|E(?:\.\d+)*)(?=\s|$)/.exec(line);
  if (m) sections.add(m[1]);
}

// ---- The citation grammar ----------------------------------------------------------------------

const NUM = String.raw`\d+(?:\.\d+)*`;
/** One reference: §5.2, or a range §2.2-2.3 / §8-§9 / §6–§9, maybe with a quoted note: §3 ("House waybill print list"). */
const REF = String.raw`§${NUM}(?:[ \t]*[-–][ \t]*§?${NUM})?(?:[ \t]+\("[^"\n]*"\))?`;
/** Between the document and its first §: a space, or a line break inside a comment. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)`;
/** Between two references of one document: "§3, §4", "§2.2 / §2.3", "§2.4 and §7". */
const LIST = String.raw`(?:[ \t]*,${GAP.replace('+|', '*|')}|[ \t]*\/[ \t]*|[ \t]+(?:and|or)[ \t]+)`;
const REFS = `${GAP}${REF}(?:${LIST}${REF})*`;
const CITATION = new RegExp(
  String.raw`\b(?:[Ss]pec[ \t]+0(?<doc>[12])\b(?<docRefs>${REFS})?` +
    String.raw`|DESIGN(?:\.md)?(?<designRefs>${REFS})` +
    `|[Ss]pec(?<bareRefs>${REFS}))`,
  'g',
);
/** What is still a citation after rewriting: any of these left means a form the grammar missed. */
const LEFTOVER = /\bDESIGN\.md\b|\b[Ss]pec[ \t]+0\d\b|\bDESIGN(?:\.md)?[ \t]*§|\b[Ss]pec[ \t]*§/g;

/** "§3, §5.1" of document 1 -> "§1.3, §1.5.1"; the separators stay as they were. */
function mapRefs(refs, doc, problems) {
  return refs.replace(/("[^"\n]*")|(§|[-–][ \t]*)(\d+(?:\.\d+)*)/g, (m, quoted, lead, num) => {
    if (quoted) return m;
    const id = `${doc}.${num}`;
    if (!sections.has(id)) problems.push(`section ${id} is not a heading of ${BEHAVIOUR}`);
    return lead + id;
  });
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** The rewritten text of one file, how many citations changed, and what could not be mapped. */
export function rewrite(text, rel) {
  const target = rel.startsWith('docs/') ? 'behaviour.md' : 'docs/behaviour.md';
  const errors = [];
  let count = 0;
  const out = text.replace(CITATION, (match, ...rest) => {
    const groups = rest[rest.length - 1];
    const offset = rest[rest.length - 3];
    const problems = [];
    let doc;
    let refs;
    if (groups.doc) {
      doc = groups.doc;
      refs = groups.docRefs;
    } else if (groups.designRefs) {
      doc = 'E';
      refs = groups.designRefs;
    } else {
      doc = BARE_SPEC_DOC[rel];
      refs = groups.bareRefs;
      if (!doc) {
        errors.push(`${rel}:${lineOf(text, offset)}: "${match}" names no document`);
        return match;
      }
    }
    let replacement;
    if (refs) replacement = target + mapRefs(refs, doc, problems);
    else {
      if (!sections.has(doc)) problems.push(`section ${doc} is not a heading of ${BEHAVIOUR}`);
      replacement = `${target} §${doc}`;
    }
    if (problems.length) {
      for (const p of problems) errors.push(`${rel}:${lineOf(text, offset)}: "${match}": ${p}`);
      return match;
    }
    count++;
    return replacement;
  });
  const merged = mergeAdjacent(out);
  for (const m of merged.matchAll(LEFTOVER)) {
    const context = merged.slice(m.index, m.index + 40).split('\n')[0];
    const known = errors.some((e) => e.includes(m[0]));
    if (!known) errors.push(`${rel}:${lineOf(merged, m.index)}: a citation form this script does not understand: "${context}"`);
  }
  return { out: merged, count, errors };
}

/** One section list where a comment cited both documents: "behaviour.md §1.4, behaviour.md §2.2.3" -> "behaviour.md §1.4, §2.2.3". */
const SECTION = String.raw`§[0-9E][0-9.]*(?:[ \t]*[-–][ \t]*§?[0-9.]+)?`;
const ADJACENT = new RegExp(String.raw`((?:docs\/)?behaviour\.md ${SECTION}(?:, ${SECTION})*)(?:, |; )(?:docs\/)?behaviour\.md (?=§)`, 'g');
function mergeAdjacent(text) {
  let before;
  let after = text;
  do {
    before = after;
    after = before.replace(ADJACENT, '$1, ');
  } while (after !== before);
  return after;
}

// ---- The files ---------------------------------------------------------------------------------

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function files() {
  const found = [];
  for (const dir of CODE_DIRS) {
    for (const f of walk(path.join(root, dir))) if (CODE_EXT.test(f)) found.push(f);
  }
  for (const f of walk(path.join(root, 'docs'))) if (f.endsWith('.md')) found.push(f);
  if (fs.existsSync(path.join(root, 'README.md'))) found.push(path.join(root, 'README.md'));
  return found
    .map((f) => ({ full: f, rel: path.relative(root, f).split(path.sep).join('/') }))
    .filter(({ rel }) => rel !== SELF && rel !== BEHAVIOUR)
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

function main() {
  const changes = [];
  const errors = [];
  for (const { full, rel } of files()) {
    const text = fs.readFileSync(full, 'utf8');
    const result = rewrite(text, rel);
    errors.push(...result.errors);
    if (result.count > 0) changes.push({ full, rel, ...result });
  }
  let total = 0;
  for (const c of changes) {
    total += c.count;
    console.log(`${String(c.count).padStart(4)}  ${c.rel}`);
  }
  console.log(`${String(total).padStart(4)}  citations in ${changes.length} files${dryRun ? ' (dry run)' : ''}`);
  if (errors.length) {
    console.error(`\nNot rewritten, nothing written (${errors.length} problem${errors.length > 1 ? 's' : ''}):`);
    for (const e of errors) console.error(`  ${e}`);
    process.exit(1);
  }
  if (!dryRun) for (const c of changes) fs.writeFileSync(c.full, c.out);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
