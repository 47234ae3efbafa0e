import { callTable } from './calls';

/**
 * The generic CRUD calls of every data route (`:resource` is the route's name, e.g. af_order). The
 * data a call reads or changes is the resource itself: src/api/hooks.ts adds `:resource` to the topics.
 */
export const crudCalls = callTable({
  list: 'GET /api/:resource',
  one: 'GET /api/:resource/:id',
  create: 'POST /api/:resource',
  update: 'PUT /api/:resource/:id',
  remove: 'DELETE /api/:resource/:id',
  batch: 'POST /api/:resource/batch',
});
