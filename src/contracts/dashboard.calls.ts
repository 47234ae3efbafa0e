import { callTable } from './calls';

/** The dashboard's cards: frequently used menus, the member ranking, notices, help documents, order statistics (docs/api-dashboard.md). */
export const dashboardCalls = callTable({
  accessRecordList: ['GET /hrs/userAccessRecord/getUserAccessRecordList', 'accessRecords'],
  saveAccessRecordList: ['POST /hrs/userAccessRecord/saveUserAccessRecordList', 'accessRecords'],
  topActiveIndex: 'GET /hrs/userAccessRecord/topActiveIndex',
  topActiveIndexList: 'GET /hrs/userAccessRecord/topActiveIndexList',
  notices: ['GET /hrs/notice', 'hrs_notice'],
  helpDocs: ['GET /hrs/permission/helpDoc', 'hrs_doc'],
  helpDocByName: ['GET /hrs/permission/helpDoc/:name', 'hrs_doc'],
  userManual: ['GET /hrs/permission/374', 'hrs_doc'],
  orderStatistics: 'GET /afbase/aforder/statistics',
});
