import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { platformTables } from './db/platform-tables';
import { enableTrigram, ensureTables } from './db/tables';
import { LoginLimiter } from './auth/login-limiter';
import { loadSecrets, type Secrets } from './auth/secrets';
import { Sessions, type SessionUser } from './auth/sessions';
import type { AppContext } from './context';
import { serveBrowserApp } from './http/browser-app';
import { registerCompression } from './http/compression';
import { ApiError, installEnvelope } from './http/envelope';
import { installIdParams } from './http/ids';
import { installRouteLedger } from './http/contract-routes';
import referencePlugin from './openapi/reference';
import { installInputGuard } from './http/input-guard';
import { requestId } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { readNotNullColumns } from './resources/not-null';
import { versionRoute } from './http/version';
import { redactUrl } from './http/redact';
import { WindowCounter } from './http/rate-limit';
import { PermissionCatalogue } from './permissions';
import authPlugin from './plugins/auth';
import hrsShellPlugin from './plugins/hrs-shell';
import accessRecordsPlugin from './plugins/access-records';
import dashboardPlugin from './plugins/dashboard';
import noticesPlugin from './plugins/notices';
import prmApiPlugin from './plugins/prm-api';
import approvalsPlugin from './plugins/approvals';
import waybillPlugin from './plugins/waybill';
import waybillExternalPlugin from './plugins/waybill-external';
import uploadsPlugin from './plugins/uploads';
import chatPlugin, { CHAT_SOCKET_OPTIONS } from './plugins/chat';
import { afbaseTrackingPlugin, scTrackingPlugin } from './plugins/tracking-external';
import { seedDemo } from './seed/demo';
import { analyzeStale } from './db/analyze';
import { msg } from '../src/schemas/messages';
import { routes as registryRoutes, screenProblems, type ResolvedRoute } from '../src/resources';
import crudPlugin from './resources/crud';
import { dataResources, resourceTables } from './resources/model';
import { JobWorker } from './jobs/worker';
import { WorkerPool } from './workers/pool';
import { checkStoredUrlsOnce } from './resources/unsafe-urls';
import { BackupScheduler } from './backup/schedule';
import { exportJob } from './export/export-job';
import exportsPlugin from './plugins/exports';
import importsPlugin from './plugins/imports';
import { importJob } from './import/import-job';
import { referenceFillPlugin, referenceLookupPlugin, staticReferencePlugin } from './plugins/reference';
import { fillEmptyOrganisations } from './reference/fill';
import jobsPlugin from './plugins/jobs';
import { orderCheckPlugin, orderLifecyclePlugin } from './plugins/orders';
import { migrateOrderModel } from './orders/migrate';
import weighingPlugin from './plugins/weighing';
import houseWaybillsPlugin from './plugins/house-waybills';
import recordAuditPlugin from './plugins/record-audit';
import listViewsPlugin from './plugins/list-views';
import globalSearchPlugin from './plugins/global-search';
import servicePagesPlugin from './plugins/service-pages';
import partnerSharePlugin from './plugins/partner-share';
import manifestQueryPlugin from './plugins/manifest-query';
import quotationPlugin from './plugins/quotation';
import cargoPouchPlugin from './plugins/cargo-pouch';
import documentsPlugin from './plugins/documents';
import personalSettingsPlugin from './plugins/personal-settings';
import settingsListsPlugin from './plugins/settings-lists';
import mailPlugin from './plugins/mail';
import { mailJob } from './mail/mail-job';
import aiPlugin from './plugins/ai';
import { installMoney } from './money';
import { registerTableRules } from './resources/table-rules';
import moneyPlugin from './plugins/money';
import incidentalsPlugin from './plugins/incidentals';
import outerOrdersPlugin from './plugins/outer-orders';
import { registerReportExports } from './reports/export';
import { startSchema } from './schema/start';
import { keepRegistryLive } from './schema/live';
import schemaDesignerPlugin from './plugins/schema-designer';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, SSO, public pages' calls). */
    public?: boolean;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  secrets?: Secrets;
  /** Log every request (LOG_REQUESTS=1); a stream to write the log to instead of standard output (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The product's own routes (tests: a registry "of another release", docs/schema.md "Upgrades"). */
  registry?: readonly ResolvedRoute[];
}

/** Builds the whole server on an open database: schema, permissions, demo data, routes. */
export async function buildApp({
  config,
  database,
  secrets,
  logger = false,
  registry = registryRoutes,
}: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; seeded: boolean }> {
  const { db } = database;
  // Every table's write rules, before anything writes (the schema engine's upgrades, the demo data).
  registerTableRules();
  const platform = platformTables();
  await ensureTables(db, platform);
  // A route naming a screen the browser does not have is a broken menu entry: refuse to start.
  const broken = screenProblems(registry);
  if (broken.length) throw new Error(`routes name screens that do not exist:\n  ${broken.join('\n  ')}`);
  const trigram = await enableTrigram(db);
  const catalogue = new PermissionCatalogue(registry);
  const resources = dataResources(registry);
  // The schema engine (docs/schema.md): the product's upgrades (renames, kinds) before its tables are
  // completed, then the configured modules as published and the files under CONFIG_DIR.
  const productTables = resourceTables(resources.values());
  const schema = await startSchema({ db, dbKind: database.kind, config, registry, platform, productTables, resources, catalogue, trigram });
  await catalogue.sync(db);
  // Screens that became views of one table bring their old tables' rows (docs/orders.md "Upgrading").
  const moved = await migrateOrderModel(db, resources);
  if (Object.keys(moved).length) console.log('migrated into views:', moved);
  // Charges, bills, settlements: their rules on the generic write path, their extra tables (docs/money.md).
  await installMoney(db, resources);
  await readNotNullColumns(db, resources.values());
  const seeded = config.seedDemo ? await seedDemo(db, catalogue, resources) : false;
  // The planner's statistics (server/db/analyze.ts): PGlite has no autovacuum; the demo data is many rows at once.
  if (seeded || database.kind === 'pglite') await analyzeStale(db);

  const keys = secrets ?? loadSecrets(config.dataDir, config);
  const workers = new WorkerPool({ max: config.workerThreads, memoryMb: config.workerMemoryMb });
  const jobs = new JobWorker(db, {
    concurrency: database.kind === 'pglite' ? 1 : config.jobWorkers,
    persistProgress: database.kind === 'postgres',
    log: (e) => console.error('job worker:', e),
  });
  const ctx: AppContext = {
    config,
    db,
    dbKind: database.kind,
    trigram: trigram !== null,
    jobs,
    catalogue,
    resources,
    schema,
    secrets: keys,
    workers,
    backups: new BackupScheduler(config, database, workers),
    // The configured routes as published now (they change while the server runs).
    get configured() {
      return schema.configured;
    },
    sessions: new Sessions(db, keys.jwt, config.tokenTtlSeconds, catalogue),
    external: new WindowCounter(db, 'external', config.externalRatePerMinute, 60_000),
    limiter: new LoginLimiter(db, {
      windowMs: config.loginWindowMs,
      slowAfter: config.loginSlowAfter,
      maxPerAccount: config.loginMaxFailures,
      maxPerAddress: config.loginMaxFailuresPerAddress,
    }),
  };

  const app = Fastify({
    logger: logger
      ? {
          level: 'info',
          // Addresses are logged without the credentials some carry (server/http/redact.ts); bodies never are.
          serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }) },
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
        }
      : false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 10 * 1024 * 1024,
    genReqId: requestId,
  });
  installEnvelope(app, { requestLogging: !!logger });
  // Modules published on any instance are served at once; answers name the registry version.
  await keepRegistryLive(app, database, schema);
  // docs/security.md: NUL refused everywhere, canonical ids only, security headers on every answer.
  installInputGuard(app);
  installIdParams(app);
  installRouteLedger(app);
  await registerSecurityHeaders(app, {
    imageOrigins: config.richTextImageOrigins,
    frameOrigins: config.priceSearchUrl ? [new URL(config.priceSearchUrl).origin] : [],
  });
  jobs.register('export', exportJob(ctx));
  registerReportExports(ctx);
  // Reports published later (configured modules) get their exports as they arrive.
  schema.onLoad = () => registerReportExports(ctx);
  jobs.register('import', importJob(ctx));
  jobs.register('mail', mailJob(ctx));
  let urlCheck: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    await jobs.start();
    ctx.backups.start();
    // Stored addresses from before the URL rule: reported and cleared once per database, in the background.
    urlCheck = checkStoredUrlsOnce(ctx).catch((e) => console.error('stored address check failed:', e));
    // Basic data of organisations seen for the first time: thousands of rows, so it does not hold up the start.
    if (config.seedReference) {
      ctx.referenceFill = fillEmptyOrganisations(ctx).catch((e) => console.error('reference data fill failed:', e));
    }
  });
  app.addHook('onClose', async () => {
    await ctx.referenceFill;
    await urlCheck;
    await ctx.backups.stop();
    await jobs.stop();
    await ctx.workers.close();
  });
  await registerCompression(app);
  await app.register(formbody);
  await app.register(websocket, CHAT_SOCKET_OPTIONS);
  app.decorateRequest('user', null);

  await app.register(async (api) => {
    // Every API route checks the token itself unless it is declared public.
    api.addHook('onRequest', async (req) => {
      if (req.routeOptions.config?.public) return;
      req.user = await ctx.sessions.authenticate(req);
      // docs/behaviour.md §1.6, §1.8: a role that grants nothing at all is told as such, and the session ends.
      if (!req.user.menus.size && !req.user.buttons.size) throw new ApiError(401, msg('error.401.role'));
    });
    await api.register(authPlugin, { prefix: '/auth', ctx });
    await api.register(hrsShellPlugin, { prefix: '/hrs', ctx });
    // Personal settings, their lists, mail and the AI assistant (docs/settings.md).
    await api.register(personalSettingsPlugin, { prefix: '/hrs', ctx });
    await api.register(settingsListsPlugin, { prefix: '/afbase', ctx });
    await api.register(mailPlugin, { prefix: '/afbase', ctx });
    await api.register(aiPlugin, { prefix: '/hrs', ctx });
    await api.register(accessRecordsPlugin, { prefix: '/hrs', ctx });
    // 模块设计: drafts, plans, publications, versions, purges of configured modules (docs/schema.md).
    await api.register(schemaDesignerPlugin, { prefix: '/hrs', ctx });
    await api.register(noticesPlugin, { prefix: '/hrs', ctx });
    await api.register(dashboardPlugin, { prefix: '/afbase', ctx });
    await api.register(prmApiPlugin, { prefix: '/prm', ctx });
    // Partner locks, unlock applications and approval decisions (docs/approvals.md).
    await api.register(approvalsPlugin, { prefix: '/prm', ctx });
    await api.register(partnerSharePlugin, { prefix: '/prm', ctx });
    await api.register(afbaseTrackingPlugin, { prefix: '/afbase', ctx });
    await api.register(scTrackingPlugin, { prefix: '/sc', ctx });
    await api.register(waybillPlugin, { prefix: '/afbase', ctx });
    await api.register(waybillExternalPlugin, { prefix: '/afbase', ctx });
    await api.register(manifestQueryPlugin, { prefix: '/afbase', ctx });
    await api.register(documentsPlugin, { prefix: '/afbase', ctx });
    await api.register(quotationPlugin, { prefix: '/afbase', ctx });
    await api.register(cargoPouchPlugin, { prefix: '/afbase', ctx });
    await api.register(moneyPlugin, { prefix: '/css', ctx });
    await api.register(incidentalsPlugin, { prefix: '/css', ctx });
    await api.register(outerOrdersPlugin, { prefix: '/afbase', ctx });
    // POST /api/upload and GET /files/...: a static path, so it wins over the CRUD plugin's /api/:resource.
    await api.register(uploadsPlugin, { ctx });
    // Chat (docs/chat.md): /api-uc, /api-yc and the socket at /api-uc/yxim/ws.
    await api.register(chatPlugin, { ctx, database });
    // /api/jobs/... is static, so it wins over the CRUD plugin's /api/:resource/:id.
    await api.register(jobsPlugin, { prefix: '/api', ctx });
    await api.register(exportsPlugin, { prefix: '/api', ctx });
    await api.register(importsPlugin, { prefix: '/api', ctx });
    await api.register(referenceFillPlugin, { prefix: '/api', ctx });
    await api.register(staticReferencePlugin, { prefix: '/afbase' });
    await api.register(referenceLookupPlugin, { prefix: '/afbase', ctx });
    // The top bar's search by number (docs/search.md).
    await api.register(globalSearchPlugin, { prefix: '/afbase', ctx });
    await api.register(orderCheckPlugin, { prefix: '/afbase', ctx });
    // The arrival weighing: its calls take a session or a warehouse device key (docs/weighing.md).
    await api.register(weighingPlugin, { prefix: '/afbase', ctx });
    // /api/{order view}/{id}/events|transition|follow: more segments than the CRUD plugin's routes.
    await api.register(orderLifecyclePlugin, { prefix: '/api', ctx });
    await api.register(houseWaybillsPlugin, { prefix: '/api', ctx });
    // /api/{resource}/{id}/audit: a record's changes (the workspace's 日志).
    await api.register(recordAuditPlugin, { prefix: '/api', ctx });
    // Saved list views: /hrs/listViews and /api/{resource}/views... (docs/lists.md).
    await api.register(listViewsPlugin, { ctx });
    // Search, tracking, content, organisation and customer-information screens.
    await api.register(servicePagesPlugin, { ctx });
    // The OpenAPI document and its reference page (docs/architecture.md).
    await api.register(referencePlugin, { prefix: '/api', ctx });
    await api.register(crudPlugin, { prefix: '/api', ctx });
  });

  versionRoute(app, config.staticDir);

  // The built browser app, when there is one (npm start builds it; tests may run without).
  await serveBrowserApp(app, config.staticDir);

  return { app, ctx, seeded };
}
