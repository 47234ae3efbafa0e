import { VIEWS_PER_LIST } from '../schemas/list-views';
import { defineCalls, onResource, SESSION } from './define';
import { listCalls } from './lists.calls';
import { Dict, IdText, Json, Nullable, T, Time } from './schema';

/** A view's settings as src/schemas/list-views.ts checks them (columns, density, filters, relative dates, sort, page size). */
const Settings = T.Object(
  {
    columns: T.Array(
      T.Object({ name: T.String() }, { additionalProperties: true, description: 'a column: name, and its width, hidden and fixed flags' }),
    ),
    density: T.Optional(T.String()),
    filters: T.Optional(Dict(T.String(), "the list's query parameters as GET /api/{resource} takes them: field, field_like, field_gte...")),
    relative: T.Optional(Dict(T.String(), 'date range filters relative to today, by field (thisWeek, lastMonth...)')),
    sort: T.Optional(T.String({ description: '`field,asc|desc`' })),
    pageSize: T.Optional(T.Integer()),
  },
  { additionalProperties: true, description: 'checked against the route: its columns, filters and sort' },
);
const View = T.Object({
  id: T.Integer(),
  resource: T.String(),
  name: T.String(),
  shared: T.Boolean(),
  settings: Settings,
  ownerId: T.Integer(),
  ownerName: Nullable(T.String()),
  mine: T.Boolean({ description: "the user's own view" }),
  canEdit: T.Boolean({ description: 'its owner, or an administrator of the organisation' }),
});
const viewFields = (create: boolean) => ({
  name: T.Optional(T.Unknown({ description: `the view's name, unique per user and list${create ? ' (required)' : ''}` })),
  shared: T.Optional(T.Unknown({ description: 'true: the organisation sees it (read-only for others)' })),
  settings: T.Optional(T.Unknown({ description: 'columns, density, filters, relative, sort, pageSize' })),
});
const createViewBody = T.Object({
  ...viewFields(true),
  makeDefault: T.Optional(T.Unknown({ description: "true: the user's default view of the list" })),
});
const updateViewBody = T.Object(viewFields(false));
const viewId = T.Object({ id: IdText });

export const lists = defineCalls('lists', listCalls, {
  allViews: {
    summary: "Every saved view the user sees (own and shared) of every list the user may open, and the user's default per list",
    access: SESSION,
    answer: T.Object({ views: T.Array(View), defaults: Dict(T.Integer(), "list (route name) -> the default view's id") }),
  },
  views: {
    summary: "The saved views of one list the user sees, and the user's default",
    access: onResource('list'),
    answer: T.Object({ views: T.Array(View), defaultId: Nullable(T.Integer()) }),
  },
  createView: {
    summary: `Save a view of the list (at most ${VIEWS_PER_LIST} per user and list)`,
    access: onResource('list'),
    body: createViewBody,
    answer: View,
    errors: { 409: 'the user has a view of that name on this list' },
  },
  setDefaultView: {
    summary: "The user's default view of the list (viewId null: none)",
    access: onResource('list'),
    body: T.Object({ viewId: T.Optional(T.Unknown({ description: 'a view the user sees, or null' })) }),
    answer: Nullable(T.Integer()),
  },
  updateView: {
    summary: 'Change a view: name, shared, settings (its owner or an administrator)',
    access: onResource('list'),
    params: viewId,
    body: updateViewBody,
    answer: View,
    errors: {
      403: "another user's shared view, and the user is no administrator",
      404: 'no such view the user sees',
      409: 'the name is taken',
    },
  },
  removeView: {
    summary: "Delete a view (its owner or an administrator); it stops being anyone's default",
    access: onResource('list'),
    params: viewId,
    answer: T.Boolean(),
    errors: { 403: "another user's shared view, and the user is no administrator", 404: 'no such view the user sees' },
  },
  recordAudit: {
    summary: 'Who changed what of one record, from what to what, when: newest first, at most 100, only the fields this route shows',
    access: onResource('list'),
    params: T.Object({ id: IdText }),
    answer: T.Object({
      entries: T.Array(
        T.Object({
          id: T.Integer(),
          action: T.String({ description: 'create | update | delete' }),
          userName: Nullable(T.String()),
          time: Time,
          changes: T.Array(T.Object({ field: T.String(), from: Json('the value before'), to: Json('the value after') })),
        }),
      ),
      more: T.Boolean({ description: "older changes exist (the module's change log has them)" }),
    }),
    errors: { 404: 'no such record on this route' },
  },
});
