import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, notFound, ok } from '../http/envelope';
import { staticReference } from '../reference/data';
import { fillReference, REFERENCE_SOURCES } from '../reference/fill';
import { resolveResource } from '../resources/access';
import { contractRoutes } from '../http/contract-routes';
import { transfer } from '../../src/contracts/transfer';

/**
 * Reference data (docs/api-transfer.md "Reference data"): spec 01 §7's static lists, built once at
 * start and served without login (the login page's dialling codes), and the one-action fill of a
 * basic-data route from the data packages.
 */
export async function staticReferencePlugin(app: FastifyInstance) {
  const handle = contractRoutes(app, { resources: new Map() });
  const data = staticReference();
  const kinds = new Set(Object.keys(data));
  handle(transfer.staticReference, async (req, reply) => {
    const { kind } = req.params as { kind: string };
    if (!kinds.has(kind)) throw notFound(`未知的参考数据 ${kind}`);
    reply.header('cache-control', 'public, max-age=3600');
    return ok(data[kind as keyof typeof data]);
  });
}

export async function referenceFillPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(transfer.referenceFill, async (req) => {
    const res = resolveResource(ctx, req, 'fill');
    if (!REFERENCE_SOURCES[res.name]) throw badRequest('该列表没有可填充的参考数据');
    return ok(await fillReference(ctx.db, res, req.user!.orgId, req.user!.userId));
  });
}
