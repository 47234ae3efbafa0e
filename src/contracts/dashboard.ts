import { BUSINESS_SCOPES } from '../schemas/scopes';
import { dashboardCalls } from './dashboard.calls';
import { defineCalls, SESSION, byHandler } from './define';
import { Enum, labelled, message, Nullable, Page, Paging, T, Time } from './schema';

const RankedOrg = T.Object({
  orgId: T.Integer(),
  orgName: Nullable(T.String()),
  rankNumber: T.Integer(),
  activeIndex: T.Integer({ description: 'menu visits in the last 30 days' }),
  companyProfile: Nullable(T.String()),
  companyAdvantage: Nullable(T.String()),
  companyContactInfo: Nullable(T.String()),
});
const ownHosts = byHandler("any logged-in user, on the product's own hosts only (OWN_HOSTS; 404 elsewhere)");

export const dashboard = defineCalls('dashboard', dashboardCalls, {
  accessRecordList: {
    summary: 'The menus the user visited, the frequently used ones first (status 1, in their order)',
    access: SESSION,
    answer: T.Array(
      T.Object({
        recordId: T.Integer(),
        permissionId: T.String({ description: 'menu code' }),
        permissionName: Nullable(T.String()),
        path: T.String(),
        accessTime: Nullable(Time),
        status: Nullable(T.Integer({ description: '1 selected as frequently used' })),
        sort: Nullable(T.Integer()),
        editTime: Nullable(Time),
        createTime: Time,
      }),
    ),
  },
  saveAccessRecordList: {
    summary: 'Save the frequently used menus (at most 10 selected)',
    access: byHandler('each selected menu needs its menu permission'),
    body: T.Array(
      T.Object({
        permissionId: T.Optional(T.Union([T.String(), T.Number()], { description: 'menu code' })),
        permissionName: T.Optional(T.String()),
        status: T.Optional(T.Union([T.Integer(), T.String()], { description: '1 selected, 0 not' })),
        sort: T.Optional(T.Union([T.Number(), T.String()])),
      }),
      message({ 'zh-CN': '请求体必须是菜单列表', 'en-US': 'The body must be a list of menus' }),
    ),
    answer: T.Boolean(),
  },
  topActiveIndex: {
    summary: "The ten most active organisations of the network (the dashboard's ranking)",
    access: ownHosts,
    answer: T.Array(RankedOrg),
  },
  topActiveIndexList: { summary: 'The ranking, paged', access: ownHosts, query: T.Object(Paging), answer: Page(RankedOrg) },
  notices: {
    summary: 'Published notices of the organisation, newest first',
    access: SESSION,
    query: T.Object(Paging),
    answer: Page(
      T.Object({
        noticeId: T.Integer(),
        noticeTitle: T.String(),
        noticeType: Nullable(T.String()),
        publishDate: Nullable(T.String({ description: 'date YYYY-MM-DD' })),
      }),
    ),
  },
  helpDocs: {
    summary:
      "The help documents the user may open: the organisation's own, then the platform's, without those of modules the user has no menu of",
    access: SESSION,
    answer: T.Array(
      T.Object({
        docId: T.Integer(),
        docName: T.String(),
        docCategory: Nullable(T.String({ description: 'GUIDE | FAQ | VIDEO | POLICY' })),
        moduleCode: Nullable(T.String()),
        helpDocUrl: T.String(),
        docVersion: Nullable(T.String()),
        publishDate: Nullable(T.String({ description: 'date YYYY-MM-DD' })),
        own: T.Boolean({ description: "the user's organisation's own document" }),
        source: Nullable(T.String({ description: 'the organisation that published it' })),
      }),
    ),
  },
  helpDocByName: {
    summary: "A help document's address by name (e.g. 新手指引); a module's document only for users with its menu",
    access: SESSION,
    answer: T.Object({ helpDocUrl: T.String() }),
    errors: { 404: 'no such document' },
  },
  userManual: {
    summary: "The user manual's address (用户手册)",
    access: SESSION,
    answer: T.Object({ helpDocumentUrl: T.String() }),
    errors: { 404: 'no user manual' },
  },
  orderStatistics: {
    summary: "Orders of the last 7 days per business scope: counts and the scope's measure (weight, TEU, chargeable weight)",
    access: SESSION,
    query: T.Object({ businessScope: T.Optional(Enum(BUSINESS_SCOPES, labelled({ 'zh-CN': '业务类型', 'en-US': 'businessScope' }))) }),
    answer: T.Array(
      T.Object({
        business_scope: T.String(),
        type: T.String({ description: 'the line: count or the measure' }),
        org_id: T.Integer(),
        ...Object.fromEntries(
          Array.from({ length: 7 }, (_, i) => [`num_${i}`, T.Number({ description: `${i} days ago (0: today, Shanghai time)` })]),
        ),
      }),
    ),
  },
});
