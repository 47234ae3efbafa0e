import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { typeParsers } from './types';

/**
 * Kysely dialect over an embedded PGlite. PGlite has a single session, so connections are handed
 * out one at a time (a queue); a Kysely transaction runs inside PGlite's own transaction() so that
 * it owns the session until commit or rollback. Raw BEGIN is never sent through query().
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * PGlite runs every statement on this thread, and its promises resolve as microtasks: a chain of
 * statements (an import's batches, the seed) would never let the event loop take an incoming
 * request. Before a statement, once the thread has run for a few milliseconds since it last gave
 * way, it gives way (setImmediate), so waiting calls are answered between statements.
 */
const GIVE_WAY_AFTER_MS = 5;
let lastGaveWay = performance.now();
async function giveWay() {
  if (performance.now() - lastGaveWay < GIVE_WAY_AFTER_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastGaveWay = performance.now();
}

/**
 * bytea (uploaded files, job files) through Node's native hex coding: PGlite's own converts byte by
 * byte in JavaScript, 1.2 s to store and 0.6 s to read 1 MB on a busy machine, on this thread
 * (0.1 s and 0.03 s this way). Read back as a Buffer, as the pg driver gives it.
 */
const BYTEA_OID = 17;
const PARSERS = { ...typeParsers, [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') };
const SERIALIZERS = {
  [BYTEA_OID]: (v: unknown) =>
    typeof v === 'string'
      ? v
      : `\\x${Buffer.from((v as Uint8Array).buffer, (v as Uint8Array).byteOffset, (v as Uint8Array).byteLength).toString('hex')}`,
};

class PGliteConnection implements DatabaseConnection {
  tx: Transaction | null = null;
  private finishTx: ((outcome: 'commit' | 'rollback') => void) | null = null;
  private txDone: Promise<void> | null = null;

  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    await giveWay();
    const target = this.tx ?? this.pg;
    const res = await target.query<R>(q.sql, q.parameters as unknown[], { parsers: PARSERS, serializers: SERIALIZERS });
    return { rows: res.rows, numAffectedRows: BigInt(res.affectedRows ?? 0) };
  }

  // biome-ignore lint/correctness/useYield: Kysely's driver interface wants a generator; PGlite cannot stream, so it only throws.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }

  begin(): Promise<void> {
    return new Promise<void>((started, failed) => {
      this.txDone = this.pg
        .transaction(async (tx) => {
          this.tx = tx;
          started();
          const outcome = await new Promise<'commit' | 'rollback'>((res) => (this.finishTx = res));
          if (outcome === 'rollback') await tx.rollback();
        })
        .then(
          () => undefined,
          (e) => {
            if (!this.tx) failed(e);
          },
        );
    });
  }

  async end(outcome: 'commit' | 'rollback') {
    this.finishTx?.(outcome);
    await this.txDone;
    this.tx = null;
    this.finishTx = null;
    this.txDone = null;
  }
}

class PGliteDriver implements Driver {
  private readonly conn: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(pg: PGlite) {
    this.conn = new PGliteConnection(pg);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
    return this.conn;
  }

  async releaseConnection() {
    const r = this.release;
    this.release = null;
    r?.();
  }

  async beginTransaction(conn: DatabaseConnection) {
    await (conn as PGliteConnection).begin();
  }
  async commitTransaction(conn: DatabaseConnection) {
    await (conn as PGliteConnection).end('commit');
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await (conn as PGliteConnection).end('rollback');
  }
  async destroy() {}
}
