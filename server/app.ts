import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { coreTables } from './db/core-tables';
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
import { registerSecurityHeaders } from './http/security-headers';
import { readNotNullColumns } from './resources/not-null';
import { versionRoute } from './http/version';
import { WindowCounter } from './http/rate-limit';
import { limitTables } from './http/limit-tables';
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
import { chatTables } from './chat/tables';
import { afbaseTrackingPlugin, scTrackingPlugin } from './plugins/tracking-external';
import { seedDemo } from './seed';
import { msg } from '../src/schemas/messages';
import { loadConfiguredRoutes } from './config-routes';
import { routes as registryRoutes, screenProblems } from '../src/resources';
import crudPlugin from './resources/crud';
import { dataResources, resourceTables } from './resources/model';
import { jobTables } from './jobs/tables';
import { JobWorker } from './jobs/worker';
import { exportJob } from './export/export-job';
import exportsPlugin from './plugins/exports';
import importsPlugin from './plugins/imports';
import { importJob } from './import/import-job';
import { referenceFillPlugin, staticReferencePlugin } from './plugins/reference';
import { referenceTables } from './reference/tables';
import { fillEmptyOrganisations } from './reference/fill';
import jobsPlugin from './plugins/jobs';
import { orderCheckPlugin, orderLifecyclePlugin } from './plugins/orders';
import { orderTables } from './orders/tables';
import { migrateOrderModel } from './orders/migrate';
import weighingPlugin from './plugins/weighing';
import houseWaybillsPlugin from './plugins/house-waybills';
import { weighingTables } from './weighing/tables';
import servicePagesPlugin from './plugins/service-pages';
import partnerSharePlugin from './plugins/partner-share';
import { serviceTables } from './db/service-tables';
import manifestQueryPlugin from './plugins/manifest-query';
import quotationPlugin from './plugins/quotation';
import cargoPouchPlugin from './plugins/cargo-pouch';
import documentsPlugin from './plugins/documents';
import { documentTables } from './documents/tables';
import personalSettingsPlugin from './plugins/personal-settings';
import settingsListsPlugin from './plugins/settings-lists';
import mailPlugin from './plugins/mail';
import { mailTables } from './mail/tables';
import { mailJob } from './mail/mail-job';
import aiPlugin from './plugins/ai';
import { installMoney } from './money';
import moneyPlugin from './plugins/money';
import incidentalsPlugin from './plugins/incidentals';
import outerOrdersPlugin from './plugins/outer-orders';
import { registerReportExports } from './reports/export';

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
  logger?: boolean;
}

/** Builds the whole server on an open database: schema, permissions, demo data, routes. */
export async function buildApp({ config, database, secrets, logger = false }: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; seeded: boolean }> {
  const { db } = database;
  await ensureTables(db, [...coreTables, ...chatTables, ...jobTables, ...referenceTables, ...serviceTables, ...limitTables, ...orderTables, ...weighingTables, ...mailTables, ...documentTables]);
  const configured = loadConfiguredRoutes(config.configDir);
  // A route naming a screen the browser does not have is a broken menu entry: refuse to start.
  const broken = screenProblems([...registryRoutes, ...configured]);
  if (broken.length) throw new Error(`routes name screens that do not exist:\n  ${broken.join('\n  ')}`);
  const catalogue = new PermissionCatalogue([...registryRoutes, ...configured]);
  await catalogue.sync(db);
  const resources = dataResources(catalogue.routes);
  await ensureTables(db, resourceTables(resources.values()), { trigram: await enableTrigram(db) });
  // Screens that became views of one table bring their old tables' rows (docs/orders.md "Upgrading").
  const moved = await migrateOrderModel(db, resources);
  if (Object.keys(moved).length) console.log('migrated into views:', moved);
  // Charges, bills, settlements: their rules on the generic write path, their extra tables (docs/money.md).
  await installMoney(db, resources);
  await readNotNullColumns(db, resources.values());
  const seeded = config.seedDemo ? await seedDemo(db, catalogue, resources) : false;

  const keys = secrets ?? loadSecrets(config.dataDir, config);
  const jobs = new JobWorker(db, {
    concurrency: database.kind === 'pglite' ? 1 : config.jobWorkers,
    persistProgress: database.kind === 'postgres',
    log: (e) => console.error('job worker:', e),
  });
  const ctx: AppContext = {
    config, db, dbKind: database.kind, jobs, catalogue, resources, configured, secrets: keys,
    sessions: new Sessions(db, keys.jwt, config.tokenTtlSeconds, catalogue),
    external: new WindowCounter(db, 'external', config.externalRatePerMinute, 60_000),
    limiter: new LoginLimiter(db, {
      windowMs: config.loginWindowMs, slowAfter: config.loginSlowAfter,
      maxPerAccount: config.loginMaxFailures, maxPerAddress: config.loginMaxFailuresPerAddress,
    }),
  };

  const app = Fastify({
    logger: logger ? { level: 'info' } : false, trustProxy: process.env.TRUST_PROXY === '1', bodyLimit: 10 * 1024 * 1024,
    // Correlation ids unique across restarts and instances (a 500's id must find its one log line).
    genReqId: () => crypto.randomBytes(6).toString('hex'),
  });
  installEnvelope(app, { requestLogging: logger });
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
  jobs.register('import', importJob(ctx));
  jobs.register('mail', mailJob(ctx));
  app.addHook('onReady', async () => {
    await jobs.start();
    // Basic data of organisations seen for the first time: thousands of rows, so it does not hold up the start.
    if (config.seedReference) {
      ctx.referenceFill = fillEmptyOrganisations(ctx).catch((e) => console.error('reference data fill failed:', e));
    }
  });
  app.addHook('onClose', async () => {
    await ctx.referenceFill;
    await jobs.stop();
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
      // Spec 01 §6, §8: a role that grants nothing at all is told as such, and the session ends.
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
    await api.register(orderCheckPlugin, { prefix: '/afbase', ctx });
    // The arrival weighing: its calls take a session or a warehouse device key (docs/weighing.md).
    await api.register(weighingPlugin, { prefix: '/afbase', ctx });
    // /api/{order view}/{id}/events|transition|follow: more segments than the CRUD plugin's routes.
    await api.register(orderLifecyclePlugin, { prefix: '/api', ctx });
    await api.register(houseWaybillsPlugin, { prefix: '/api', ctx });
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
