import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { openSchemaBus } from './bus';
import type { SchemaRegistry } from './registry';

/** The answer header that tells a browser which registry answered (src/providers/registry-version.ts). */
export const REGISTRY_VERSION_HEADER = 'x-registry-version';

/**
 * Keeps this instance's registry current while it runs: changes published by another instance
 * arrive by NOTIFY (PostgreSQL) and are loaded at once; every answer names the registry version, so
 * an open browser knows at its next navigation that its menu and route definitions are older.
 */
export async function keepRegistryLive(app: FastifyInstance, database: Database, schema: SchemaRegistry) {
  schema.bus = await openSchemaBus(database, crypto.randomUUID(), () => {
    schema.reload().catch((e) => console.error('schema: reloading the registry failed:', e));
  });
  app.addHook('onClose', async () => {
    await schema.bus.close();
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header(REGISTRY_VERSION_HEADER, String(schema.version));
  });
}
