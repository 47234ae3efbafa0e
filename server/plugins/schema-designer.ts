import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buttonCode, modules as builtinModules, pathOf, resourceName, type ModuleDef } from '../../src/resources';
import { restoreDefinition, type ModuleChange } from '../../src/resources/module-diff';
import type { AppContext } from '../context';
import { disposition, XLSX_TYPE } from '../http/disposition';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { idOr404 } from '../http/ids';
import { isPlatformAdmin } from '../org/platform';
import { previewPublish, publish, type Actor, type PublishRequest } from '../schema/engine';
import { exportRetired, purgeRetired } from '../schema/purge';
import { readFile, readModule, readVersion, readVersions } from '../schema/store';
import { contractRoutes } from '../http/contract-routes';
import { moduleDesign } from '../../src/contracts/module-design';

/**
 * 模块设计 (docs/schema.md, docs/api-schema.md): the module designer's calls under
 * /hrs/moduleDesign. The schema is the installation's, shared by every organisation, so besides the
 * designer's menu grant (and its publish, restore and purge buttons) the caller must be a platform
 * administrator; anyone else gets 403, drafts included. Handlers stay thin: input is checked here,
 * the work is the schema engine's (server/schema).
 */

const CODE = /^[a-z][a-z0-9_]{1,20}$/;
/** Drafts are definitions in the making: kept whatever they hold, within reason. */
const DRAFT_MAX_CHARS = 500_000;

type Action = 'read' | 'publish' | 'restore' | 'purge';

/** The designer's resource name, its menu code (the route is declared in src/resources/organisation.ts). */
const DESIGNER = resourceName(pathOf('ModuleDesignPage'));

export default async function schemaDesignerPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const env = ctx.schema;

  /** The caller may use the designer for `action`, else 403; answers who acts. */
  const designer = async (req: FastifyRequest, action: Action): Promise<Actor> => {
    const user = req.user!;
    if (!user.menus.has(DESIGNER)) throw forbidden();
    if (action !== 'read' && !user.buttons.has(buttonCode(DESIGNER, action))) throw forbidden();
    if (!(await isPlatformAdmin(db, user)))
      throw forbidden('模块设计会改变整个系统的表结构，仅平台管理员可以使用 (platform administrators only)');
    return { userId: user.userId, orgId: user.orgId, userName: user.userName };
  };

  const codeOf = (req: FastifyRequest) => {
    const code = (req.params as { code: string }).code;
    if (!CODE.test(code)) throw notFound(`模块 ${code} 不存在`);
    return code;
  };
  const body = (req: FastifyRequest) => {
    const b = req.body;
    if (typeof b !== 'object' || b === null || Array.isArray(b)) throw badRequest('请求体必须是 JSON 对象 (a JSON object is expected)');
    return b as Record<string, unknown>;
  };
  const baseVersionOf = (b: Record<string, unknown>) => {
    const v = b.baseVersion;
    if (!Number.isInteger(v) || (v as number) < 0)
      throw badRequest('baseVersion 必须是非负整数', { baseVersion: 'must be the version the change was made from (0: a new module)' });
    return v as number;
  };
  const defaultsOf = (b: Record<string, unknown>) => {
    const d = b.defaults;
    if (d === undefined || d === null) return {};
    if (
      typeof d !== 'object' ||
      Array.isArray(d) ||
      Object.values(d).some((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    ) {
      throw badRequest('defaults 格式无效', { defaults: 'must be {"/route": {"field": value}}' });
    }
    return d as Record<string, Record<string, unknown>>;
  };
  const acceptOf = (b: Record<string, unknown>) => {
    if (b.accept !== undefined && typeof b.accept !== 'boolean')
      throw badRequest('accept 必须是 true 或 false', { accept: 'must be a boolean' });
    return b.accept === true;
  };
  const request = (b: Record<string, unknown>, actor: Actor, extra: Partial<PublishRequest> = {}): PublishRequest => ({
    definition: b.definition,
    baseVersion: baseVersionOf(b),
    accept: acceptOf(b),
    defaults: defaultsOf(b),
    origin: 'designer',
    actor,
    ...extra,
  });

  // The modules: configured ones with their state and draft, the product's for reference (read-only),
  // and what a route may sit under or a field reference.
  handle(moduleDesign.modules, async (req) => {
    await designer(req, 'read');
    const drafts = await db.selectFrom('sys_schema_draft').selectAll().execute();
    const draftOf = (code: string) => drafts.find((d) => d.module_code === code);
    const configured = env.modules.map((m) => ({
      code: m.code,
      version: m.version,
      origin: m.origin,
      fileName: m.fileName,
      updateTime: m.updateTime,
      definition: m.definition,
      retired: m.retired,
      draft: draftOf(m.code)
        ? {
            definition: draftOf(m.code)!.definition,
            baseVersion: Number(draftOf(m.code)!.base_version),
            authorName: draftOf(m.code)!.author_name,
            updateTime: draftOf(m.code)!.update_time,
          }
        : null,
    }));
    const unpublished = drafts
      .filter((d) => !env.modules.some((m) => m.code === d.module_code))
      .map((d) => ({
        code: d.module_code,
        definition: d.definition,
        baseVersion: Number(d.base_version),
        authorName: d.author_name,
        updateTime: d.update_time,
      }));
    return ok({
      registryVersion: env.version,
      configured,
      drafts: unpublished,
      builtin: builtinModules.map((m) => ({ code: m.code, label: m.label })),
      refTargets: [...ctx.resources.values()]
        .filter((r) => !r.route.source && r.route.kind === 'crud')
        .map((r) => ({
          name: r.name,
          label: r.route.label,
          module: r.route.module,
          configured: env.configured.some((c) => c.name === r.name),
          fields: r.fields.filter((f) => !f.writeOnly && f.kind !== 'list').map((f) => ({ name: f.name, kind: f.kind, label: f.label })),
        })),
      containers: ctx.catalogue.routes
        .filter((r) => r.kind === 'container')
        .map((r) => ({ path: r.path, label: r.label, module: r.module })),
    });
  });

  handle(moduleDesign.module, async (req) => {
    await designer(req, 'read');
    const code = codeOf(req);
    const state = await readModule(db, code);
    const draft = await db.selectFrom('sys_schema_draft').selectAll().where('module_code', '=', code).executeTakeFirst();
    if (!state && !draft) throw notFound(`模块 ${code} 不存在`);
    return ok({
      state,
      draft: draft
        ? {
            definition: draft.definition,
            baseVersion: Number(draft.base_version),
            authorName: draft.author_name,
            updateTime: draft.update_time,
          }
        : null,
    });
  });

  // Drafts: the designer's work kept between sessions (one per module, the last saved).
  handle(moduleDesign.saveDraft, async (req) => {
    const actor = await designer(req, 'publish');
    const code = codeOf(req);
    const b = body(req);
    const baseVersion = baseVersionOf(b);
    const text = JSON.stringify(b.definition ?? null);
    if (typeof b.definition !== 'object' || b.definition === null || Array.isArray(b.definition))
      throw badRequest('definition 必须是对象', { definition: 'must be an object' });
    if (text.length > DRAFT_MAX_CHARS) throw badRequest('草稿过大', { definition: `at most ${DRAFT_MAX_CHARS} characters` });
    const values = {
      module_code: code,
      definition: text,
      base_version: baseVersion,
      author_id: actor.userId,
      author_name: actor.userName,
      update_time: new Date(),
    };
    await db
      .insertInto('sys_schema_draft')
      .values(values)
      .onConflict((oc) =>
        oc.column('module_code').doUpdateSet({
          definition: values.definition,
          base_version: baseVersion,
          author_id: actor.userId,
          author_name: actor.userName,
          update_time: values.update_time,
        }),
      )
      .execute();
    return ok(true);
  });

  handle(moduleDesign.removeDraft, async (req) => {
    await designer(req, 'publish');
    await db.deleteFrom('sys_schema_draft').where('module_code', '=', codeOf(req)).execute();
    return ok(true);
  });

  // The plan and dry run of a definition: nothing changes.
  handle(moduleDesign.plan, async (req) => {
    const actor = await designer(req, 'read');
    return ok(await previewPublish(env, request(body(req), actor)));
  });

  handle(moduleDesign.publish, async (req) => {
    const actor = await designer(req, 'publish');
    const answer = await publish(env, request(body(req), actor));
    const code = (body(req).definition as ModuleDef).code;
    if (answer.changed) await db.deleteFrom('sys_schema_draft').where('module_code', '=', code).execute();
    return ok(answer);
  });

  handle(moduleDesign.versions, async (req) => {
    await designer(req, 'read');
    return ok(await readVersions(db, codeOf(req)));
  });

  /** Version `version`'s definition ready to publish over the current one (renames since then undone by renaming back). */
  const restoring = async (code: string, version: number) => {
    const target = await readVersion(db, code, version);
    if (!target?.definition) throw notFound(`模块 ${code} 没有版本 ${version}`);
    const later = (await readVersions(db, code)).filter((v) => v.version > version).reverse();
    const renames: ModuleChange[] = later.flatMap((v) => v.changes.filter((c) => c.type === 'renameRoute' || c.type === 'renameField'));
    return restoreDefinition(target.definition, renames);
  };
  const versionOf = (req: FastifyRequest) => {
    const raw = (req.params as { version: string }).version;
    if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound('版本不存在');
    return Number(raw);
  };

  handle(moduleDesign.restorePlan, async (req) => {
    const actor = await designer(req, 'read');
    const code = codeOf(req);
    const version = versionOf(req);
    const b = body(req);
    return ok(
      await previewPublish(env, {
        ...request({ ...b, definition: await restoring(code, version) }, actor),
        origin: 'restore',
        restoredFrom: version,
      }),
    );
  });

  handle(moduleDesign.restore, async (req) => {
    const actor = await designer(req, 'restore');
    const code = codeOf(req);
    const version = versionOf(req);
    const b = body(req);
    return ok(
      await publish(env, {
        ...request({ ...b, definition: await restoring(code, version) }, actor),
        origin: 'restore',
        restoredFrom: version,
      }),
    );
  });

  // The module as the JSON file config/resources/ takes (for version control).
  handle(moduleDesign.exportModule, async (req, reply) => {
    await designer(req, 'read');
    const code = codeOf(req);
    const state = await readModule(db, code);
    if (!state) throw notFound(`模块 ${code} 不存在`);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', disposition('attachment', `${code}.json`))
      .send(`${JSON.stringify(state.definition, null, 2)}\n`);
  });

  // Workbooks the engine kept: values a change emptied, data exported before a purge.
  handle(moduleDesign.file, async (req, reply) => {
    await designer(req, 'read');
    const id = idOr404((req.params as { id: string }).id, '文件不存在');
    const file = await readFile(db, id);
    if (!file) throw notFound('文件不存在');
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', disposition('attachment', String(file.file_name)))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes as Uint8Array));
  });

  const purgeTarget = (req: FastifyRequest) => {
    const b = body(req);
    if (typeof b.path !== 'string' || !/^\/[a-z][a-z0-9_]{1,50}$/.test(b.path))
      throw badRequest('path 无效', { path: "must be the retired route's path" });
    if (b.field !== undefined && (typeof b.field !== 'string' || !/^[a-z][A-Za-z0-9]{0,59}$/.test(b.field)))
      throw badRequest('field 无效', { field: "must be a retired field's name" });
    return { code: codeOf(req), path: b.path, field: b.field as string | undefined, b };
  };

  handle(moduleDesign.purgeExport, async (req) => {
    const actor = await designer(req, 'purge');
    const t = purgeTarget(req);
    const { fileId, rows } = await exportRetired(env, t, actor);
    return ok({ fileId, rows, downloadUrl: `/hrs/moduleDesign/files/${fileId}` });
  });

  handle(moduleDesign.purge, async (req) => {
    const actor = await designer(req, 'purge');
    const t = purgeTarget(req);
    // The administrator types what is destroyed: "/route" or "/route.field".
    const target = t.field ? `${t.path}.${t.field}` : t.path;
    if (t.b.confirm !== target) throw badRequest(`请输入 ${target} 确认彻底删除`, { confirm: `must be ${target}` });
    const r = await purgeRetired(env, { ...t, baseVersion: baseVersionOf(t.b) }, actor);
    return ok(r);
  });
}
