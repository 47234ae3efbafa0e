import { readConfigModules, ConfigRouteError } from '../config-routes';
import { ApiError } from '../http/envelope';
import { SchemaStopError } from './builtins';
import { previewPublish, publish, type PlanView } from './engine';
import type { SchemaRegistry } from './registry';
import { planText } from './report';

/**
 * The files under CONFIG_DIR at start: each one is published through the schema engine like a
 * designer's publication (origin "file"), so a file that renames a field keeps its values and one
 * whose change would empty or convert values stops the start with the plan, unless `acceptLoss`
 * (SCHEMA_ACCEPT_LOSS=1). A file equal to what is published changes nothing.
 */
export async function applyConfigFiles(
  registry: SchemaRegistry,
  dir: string,
  acceptLoss: boolean,
): Promise<{ file: string; version: number; changed: boolean }[]> {
  const files = readConfigModules(dir, (code) => registry.known(code));
  const out: { file: string; version: number; changed: boolean }[] = [];
  for (const { file, def } of files) {
    try {
      const r = await publish(registry, {
        definition: def,
        baseVersion: null,
        accept: acceptLoss,
        origin: 'file',
        fileName: file,
        actor: { userId: null, orgId: null, userName: `CONFIG_DIR/${file}` },
      });
      out.push({ file, version: r.version, changed: r.changed });
    } catch (e) {
      throw stopOf(dir, file, e);
    }
  }
  return out;
}

/** The plans of the files against the database, nothing applied (`npm run config:plan`). */
export async function planConfigFiles(registry: SchemaRegistry, dir: string): Promise<{ file: string; plan: PlanView }[]> {
  const files = readConfigModules(dir, (code) => registry.known(code));
  const out: { file: string; plan: PlanView }[] = [];
  for (const { file, def } of files) {
    try {
      out.push({
        file,
        plan: await previewPublish(registry, {
          definition: def,
          baseVersion: null,
          origin: 'file',
          actor: { userId: null, orgId: null, userName: file },
        }),
      });
    } catch (e) {
      throw stopOf(dir, file, e);
    }
  }
  return out;
}

function stopOf(dir: string, file: string, e: unknown): Error {
  if (!(e instanceof ApiError)) return e as Error;
  const data = (e.data ?? {}) as { errors?: Record<string, string>; plan?: PlanView };
  const where = `${dir}/${file}`;
  if (data.plan) {
    return new SchemaStopError(
      `${where}: ${e.message}\n${planText(data.plan)}\n\nChange the rows, or start with SCHEMA_ACCEPT_LOSS=1 to convert and empty them (the values are first written to a workbook kept in sys_schema_file).`,
    );
  }
  const lines = Object.entries(data.errors ?? {}).map(([k, v]) => `  ${k}: ${v}`);
  return new ConfigRouteError(`${where}:\n${lines.length ? lines.join('\n') : `  ${e.message}`}`);
}
