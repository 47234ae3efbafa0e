import { resolveModules, type FieldDef, type ResolvedRoute } from '../../src/resources';
import { resolveAggregate } from '../../src/resources/aggregate';
import { aggregateSource, configuredSources } from '../reports/configured';
import type { KnownRegistry } from '../../src/resources/validate';
import type { DB } from '../db';
import type { PermissionCatalogue } from '../permissions';
import { dataResources, type DataResource } from '../resources/model';
import { localSchemaBus, type SchemaBus } from './bus';
import type { EngineEnv } from './engine';
import type { PlanContext } from './plan';
import { readModules, registryVersion, type ModuleState } from './store';

export interface RegistryOptions {
  db: DB;
  dbKind: 'pglite' | 'postgres';
  /** The product's own routes (src/resources). */
  builtin: readonly ResolvedRoute[];
  /** Tables the product owns (its core tables and the registry's): no module may take or rename one. */
  productTables: ReadonlySet<string>;
  trigram: string | null;
  /** The permission catalogue every part of the server holds: replaced in place on a change. */
  catalogue: PermissionCatalogue;
  /** The data resources by name every request resolves through: configured ones follow the registry. */
  resources: Map<string, DataResource>;
}

/**
 * The registry at run time: the product's routes and the configured modules as published now. It
 * is the schema engine's environment (what a module may not take, what a reference can name) and,
 * after each publish here or a NOTIFY from another instance, swaps the configured routes into the
 * permission catalogue and the data resources without a restart (docs/schema.md).
 */
export class SchemaRegistry implements EngineEnv {
  modules: ModuleState[] = [];
  configured: ResolvedRoute[] = [];
  version = 0;
  bus: SchemaBus = localSchemaBus;
  /** Told after each load (server/app.ts registers the exports of configured reports). */
  onLoad?: () => void;
  readonly db: DB;
  readonly dbKind: 'pglite' | 'postgres';
  private readonly builtinPaths: Set<string>;
  private readonly builtinData: Set<string>;
  private readonly builtinContainers: Set<string>;
  private readonly builtinModules: Set<string>;
  private configuredNames = new Set<string>();
  private loading: Promise<void> | null = null;
  private again = false;

  constructor(private readonly opts: RegistryOptions) {
    this.db = opts.db;
    this.dbKind = opts.dbKind;
    this.builtinPaths = new Set(opts.builtin.map((r) => r.path));
    this.builtinData = new Set(opts.builtin.filter((r) => r.fields?.length).map((r) => r.name));
    this.builtinContainers = new Set(opts.builtin.filter((r) => r.kind === 'container').map((r) => r.path));
    this.builtinModules = new Set(opts.builtin.map((r) => r.module));
  }

  /** Reads the published modules and serves them. Calls that come while one runs share one more read. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.again = false;
          const [modules, version] = await Promise.all([readModules(this.db), registryVersion(this.db)]);
          this.serve(modules, version);
        } while (this.again);
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** The fields of a data resource: a configured module's route, else the product's. */
  private fieldsIn(routes: readonly ResolvedRoute[], name: string): FieldDef[] | undefined {
    const own = routes.find((r) => r.name === name && r.kind === 'crud' && r.fields?.length);
    if (own) return own.fields;
    const builtin = this.configuredNames.has(name) ? undefined : this.opts.resources.get(name);
    return builtin && !builtin.route.source ? builtin.fields : undefined;
  }

  private serve(modules: ModuleState[], version: number) {
    this.modules = modules;
    this.version = version;
    const resolved = resolveModules(modules.filter((m) => m.definition.routes.length).map((m) => m.definition));
    // Reports by configuration get their fields from the resource they sum up (gone: not served).
    this.configured = resolved.flatMap((r) => {
      if (!r.aggregate) return [r];
      const fields = this.fieldsIn(resolved, r.aggregate.resource);
      if (!fields) console.error(`schema: ${r.path} sums up ${r.aggregate.resource}, which is not a data resource now; not served`);
      return fields ? [resolveAggregate(r, fields)] : [];
    });
    const fresh = dataResources(this.configured);
    for (const name of this.configuredNames) if (!fresh.has(name)) this.opts.resources.delete(name);
    for (const [name, res] of fresh) {
      // Configured tables hold no NOT NULL field columns (server/resources/not-null.ts).
      res.notNull = new Map();
      this.opts.resources.set(name, res);
    }
    this.configuredNames = new Set(fresh.keys());
    configuredSources.clear();
    for (const r of this.configured) {
      const source = r.aggregate ? this.opts.resources.get(r.aggregate.resource) : undefined;
      if (source) configuredSources.set(r.name, aggregateSource(r, source));
    }
    this.opts.catalogue.replace([...this.opts.builtin, ...this.configured]);
    this.onLoad?.();
  }

  /** Tables of every module, published or retired (their data is kept), but `except`'s. */
  private moduleTables(except: string) {
    const out = new Set<string>();
    for (const m of this.modules) {
      if (m.code === except) continue;
      for (const r of [...m.definition.routes, ...m.retired.routes]) out.add(r.path.slice(1));
    }
    return out;
  }

  known(code: string): KnownRegistry {
    const others = this.modules.filter((m) => m.code !== code);
    const otherRoutes = resolveModules(others.map((m) => m.definition).filter((d) => d.routes.length));
    const tables = this.moduleTables(code);
    return {
      paths: new Set([...this.builtinPaths, ...otherRoutes.map((r) => r.path), ...[...tables].map((t) => `/${t}`)]),
      dataResources: new Set([...this.builtinData, ...otherRoutes.filter((r) => r.fields?.length && r.kind === 'crud').map((r) => r.name)]),
      containers: new Set([...this.builtinContainers, ...otherRoutes.filter((r) => r.kind === 'container').map((r) => r.path)]),
      tables: new Set([...this.opts.productTables, ...tables]),
      modules: this.builtinModules,
      fieldsOf: (name) => this.fieldsIn(otherRoutes, name),
    };
  }

  planContext(_code: string): PlanContext {
    return {
      trigram: this.opts.trigram,
      refTarget: (name) => {
        const res = this.opts.resources.get(name);
        return res && !res.route.source ? { table: res.table, condition: res.condition } : undefined;
      },
    };
  }

  async announce(trx: DB) {
    await this.bus.announceInTransaction(trx, this.version + 1);
  }
}
