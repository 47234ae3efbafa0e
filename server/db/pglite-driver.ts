import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
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
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pg); }
  createIntrospector(db: Kysely<any>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class PGliteConnection implements DatabaseConnection {
  tx: Transaction | null = null;
  private finishTx: ((outcome: 'commit' | 'rollback') => void) | null = null;
  private txDone: Promise<void> | null = null;

  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.tx ?? this.pg;
    const res = await target.query<R>(q.sql, q.parameters as unknown[], { parsers: typeParsers });
    return { rows: res.rows, numAffectedRows: BigInt(res.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
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
        .then(() => undefined, (e) => { if (!this.tx) failed(e); });
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

  constructor(pg: PGlite) { this.conn = new PGliteConnection(pg); }

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

  async beginTransaction(conn: DatabaseConnection) { await (conn as PGliteConnection).begin(); }
  async commitTransaction(conn: DatabaseConnection) { await (conn as PGliteConnection).end('commit'); }
  async rollbackTransaction(conn: DatabaseConnection) { await (conn as PGliteConnection).end('rollback'); }
  async destroy() {}
}
