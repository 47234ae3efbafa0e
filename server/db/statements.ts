import { CompiledQuery, type Compilable } from 'kysely';
import type { DB } from './index';

/** Shapes remembered; far more than the registry's resources times their usual filters. */
const MAX_SHAPES = 2_000;
const shapes = new Map<string, string>();
const unmatched = new Set<string>();

const same = (a: unknown, b: unknown) => Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/**
 * Runs a statement whose SQL depends only on `shape`, with `parameters` computed by the caller in the
 * order the builder would add them. Kysely builds and compiles a query on every call (immutable
 * builders: a good share of a list call's CPU and garbage); hot statements (the session query, list
 * pages and totals) are compiled once per shape instead. The first compile of a shape checks that
 * the builder's parameters equal the caller's; a shape that does not match is never cached.
 */
export async function runShaped<R>(db: DB, shape: string, parameters: readonly unknown[], build: () => Compilable<R>): Promise<R[]> {
  const sql = shapes.get(shape);
  if (sql !== undefined) return (await db.executeQuery<R>(CompiledQuery.raw(sql, [...parameters]))).rows;
  const compiled = build().compile();
  if (!unmatched.has(shape)) {
    if (compiled.parameters.length === parameters.length && compiled.parameters.every((p, i) => same(p, parameters[i]))) {
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(shape, compiled.sql);
    } else {
      unmatched.add(shape); // a programming error: say it once, keep answering correctly
      console.warn(`statement shape ${shape}: its parameters differ from the builder's; compiled per call`);
    }
  }
  return (await db.executeQuery<R>(compiled)).rows;
}
