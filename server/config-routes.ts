import fs from 'node:fs';
import path from 'node:path';
import { resolveModules, routes as registryRoutes, type ModuleDef, type ResolvedRoute } from '../src/resources';
import { validateModuleDef } from '../src/resources/validate';

export class ConfigRouteError extends Error {}

/**
 * Routes an administrator adds without code: each JSON file in the directory holds one module
 * definition in the registry's format (README "Adding a route by configuration"). They are checked
 * here at start; any problem stops the server with the file and the field named.
 */
export function loadConfiguredRoutes(dir: string, base: readonly ResolvedRoute[] = registryRoutes): ResolvedRoute[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const paths = new Set(base.map((r) => r.path));
  const dataResources = new Set(base.filter((r) => r.fields?.length).map((r) => r.name));
  const out: ResolvedRoute[] = [];
  for (const file of files) {
    const where = path.join(dir, file);
    let def: unknown;
    try {
      def = JSON.parse(fs.readFileSync(where, 'utf8'));
    } catch (e) {
      throw new ConfigRouteError(`${where}: not valid JSON (${(e as Error).message})`);
    }
    const problems = validateModuleDef(def, { paths, dataResources });
    if (problems.length) throw new ConfigRouteError(`${where}:\n  ${problems.join('\n  ')}`);
    const resolved = resolveModules([def as ModuleDef]);
    for (const r of resolved) {
      paths.add(r.path);
      if (r.fields?.length) dataResources.add(r.name);
      out.push(r);
    }
  }
  return out;
}
