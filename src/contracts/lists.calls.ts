import { callTable } from './calls';

/**
 * Calls of a route's list and record screens beside the generic CRUD (docs/lists.md "Saved views",
 * docs/orders.md "The order workspace"): saved list views and a record's change history. `:resource`
 * is a data route's name.
 */
export const listCalls = callTable({
  allViews: ['GET /hrs/listViews', 'listViews'],
  views: ['GET /api/:resource/views', 'listViews'],
  createView: ['POST /api/:resource/views', 'listViews'],
  setDefaultView: ['PUT /api/:resource/views/default', 'listViews'],
  updateView: ['PUT /api/:resource/views/:id', 'listViews'],
  removeView: ['DELETE /api/:resource/views/:id', 'listViews'],
  recordAudit: 'GET /api/:resource/:id/audit',
});
