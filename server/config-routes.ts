import fs from 'node:fs';
import path from 'node:path';
import { resolveModules, routes as registryRoutes, type ModuleDef, type ResolvedRoute } from '../src/resources';
import { validateModuleDef, type KnownRegistry } from '../src/resources/validate';

export class ConfigRouteError extends Error {}

/** A module definition read from a file under CONFIG_DIR. */
export interface ConfigModule {
  file: string;
  def: ModuleDef;
}

/**
 * Route definitions an administrator keeps as files: each JSON file in the directory holds one
 * module in the registry's format (README "Adding a route by configuration"). Read and checked
 * here; any problem stops the start with the file and the field named. The schema engine then
 * applies them (server/schema/files.ts) exactly as the module designer's publications.
 * `knownFor` answers what a module may not take (the product's routes and the other modules').
 */
export function readConfigModules(dir: string, knownFor: (code: string) => KnownRegistry): ConfigModule[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const out: ConfigModule[] = [];
  const codes = new Set<string>();
  for (const file of files) {
    const where = path.join(dir, file);
    let def: unknown;
    try {
      def = JSON.parse(fs.readFileSync(where, 'utf8'));
    } catch (e) {
      throw new ConfigRouteError(`${where}: not valid JSON (${(e as Error).message})`);
    }
    const code = (def as { code?: unknown } | null)?.code;
    const known = knownFor(typeof code === 'string' ? code : '');
    // Files read before this one take their names too.
    for (const m of out) for (const r of m.def.routes) known.paths.add(r.path);
    for (const m of out) for (const r of resolveModules([m.def])) if (r.fields?.length) known.dataResources.add(r.name);
    const problems = validateModuleDef(def, known);
    if (typeof code === 'string' && codes.has(code)) problems.push(`code: ${code} is the code of another file's module`);
    if (problems.length) throw new ConfigRouteError(`${where}:\n  ${problems.join('\n  ')}`);
    codes.add(code as string);
    out.push({ file, def: def as ModuleDef });
  }
  return out;
}

/** The routes of the files, checked against `base` (the product's routes by default), without a database. */
export function loadConfiguredRoutes(dir: string, base: readonly ResolvedRoute[] = registryRoutes): ResolvedRoute[] {
  const known = (): KnownRegistry => ({
    paths: new Set(base.map((r) => r.path)),
    dataResources: new Set(base.filter((r) => r.fields?.length).map((r) => r.name)),
  });
  return resolveModules(readConfigModules(dir, known).map((m) => m.def));
}
