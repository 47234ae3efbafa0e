import type { FastifyRequest } from 'fastify';
import { buttonCode } from '../../src/resources';
import type { AppContext } from '../context';
import { ApiError, forbidden, notFound } from '../http/envelope';
import type { DataResource } from './model';

/** What a call does with a resource; every action but 'list' needs the button code `{resource}:{action}`. */
export type ResourceAction = 'list' | 'create' | 'edit' | 'delete' | 'export' | 'import' | 'fill';

/** Writing actions: refused on read-only resources (reports) whatever the codes say. */
const WRITES = new Set<ResourceAction>(['create', 'edit', 'delete', 'import', 'fill']);

/**
 * The data resource a call names (`:resource`), once the user's grants allow the action:
 * 404 unknown, 403 without the menu or the button code, 405 writing a read-only resource.
 */
export function resolveResource(ctx: AppContext, req: FastifyRequest, action: ResourceAction): DataResource {
  const name = (req.params as { resource: string }).resource;
  const res = ctx.resources.get(name);
  if (!res) throw notFound(`404 网络请求不存在: 未知的资源 ${name}`);
  const user = req.user!;
  if (!user.menus.has(res.name)) throw forbidden();
  if (action !== 'list') {
    if (res.readOnly && WRITES.has(action)) throw new ApiError(405, '该页面的数据只读 (read-only resource)');
    if (!user.buttons.has(buttonCode(res.name, action))) throw forbidden();
  }
  return res;
}
