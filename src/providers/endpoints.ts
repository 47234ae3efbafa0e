/**
 * Every server path the browser calls (docs/behaviour.md §1.7, docs/api-shell.md), written once. Providers and
 * pages import from here so a path is never spelled twice; paths with ids are functions.
 */
export const endpoints = {
  /** Generic CRUD root: `${api}/{resource}` and `${api}/{resource}/{id}` (docs/behaviour.md §E.2). */
  api: '/api',

  token: '/auth/oauth/token',
  logout: '/auth/token/logout',
  ssoLogin: '/hrs/org/sourceLoginOfEf',
  lookupOrgs: '/hrs/user/searchLoginNameAndOrgCode',
  /** Public: whether the organisation lookup is on (docs/security.md). */
  loginOptions: '/auth/loginOptions',
  currentUser: '/hrs/user/current',
  userLanguage: '/hrs/user/paramText',
  /** PUT {oldPassword, newPassword}: change one's own password. */
  changePassword: '/hrs/user/password',

  menuTree: '/hrs/permission',
  buttons: '/hrs/permission/getButtonInfo',
  allPermissions: '/hrs/permission/getAllPermissionAndHave',
  /** Replaces a role's grants (PUT, body {codes}). */
  roleGrants: (roleId: string | number) => `/hrs/permission/role/${encodeURIComponent(roleId)}`,
  helpDoc: '/hrs/permission/helpDoc',
  /** Routes an administrator added as JSON files (config/resources), same shape as the registry's. */
  resourceDefs: '/hrs/permission/resourceDefs',
  recordMenu: '/hrs/userAccessRecord/recordMenu',
  pageLanguage: '/hrs/language/pages',

  /** docs/behaviour.md §1.7's static reference data (airlines, countryCodes, importHotCities, exportHotCities); no login. */
  staticReference: (kind: 'airlines' | 'countryCodes' | 'importHotCities' | 'exportHotCities') => `/afbase/reference/static/${kind}`,
  /** GET ?q= or ?codes=: the organisation's airports, ports, carriers, currencies, countries or cities for a picker. */
  referenceLookup: (kind: string) => `/afbase/reference/lookup/${encodeURIComponent(kind)}`,
  /** GET ?q=: the top bar's search by number (orders of every scope, partners; docs/search.md). */
  globalSearch: '/afbase/search',
  /** Saved list views (docs/lists.md): every view the user sees and the defaults, once per session. */
  listViews: '/hrs/listViews',
  /** POST a view of a list; listView(…, id): PUT, DELETE; listViewDefault: PUT {viewId | null}. */
  listViewsOf: (resource: string) => `/api/${encodeURIComponent(resource)}/views`,
  listView: (resource: string, id: number) => `/api/${encodeURIComponent(resource)}/views/${id}`,
  listViewDefault: (resource: string) => `/api/${encodeURIComponent(resource)}/views/default`,

  // Export, import and their jobs (docs/api-transfer.md).
  exportColumns: (resource: string) => `/api/${encodeURIComponent(resource)}/export/columns`,
  exportStart: (resource: string) => `/api/${encodeURIComponent(resource)}/export`,
  importTemplate: (resource: string) => `/api/${encodeURIComponent(resource)}/import/template`,
  importUpload: (resource: string) => `/api/${encodeURIComponent(resource)}/import`,
  /** POST {ids, values}: 批量修改, the route's batch fields on the selected records (docs/api-office.md). */
  batchEdit: (resource: string) => `/api/${encodeURIComponent(resource)}/batch`,
  referenceFill: (resource: string) => `/api/${encodeURIComponent(resource)}/reference/fill`,
  job: (id: number) => `/api/jobs/${id}`,
  activeJob: (kind: 'export' | 'import') => `/api/jobs/active/${kind}`,

  // Personal settings, their lists, mail from records and the AI assistant (docs/settings.md).
  /** GET one's own settings (another user's id is a 403). */
  userSettings: (userId: string | number) => `/hrs/user/${encodeURIComponent(userId)}`,
  userExtend: '/hrs/user/getHrsUserExtend',
  /** PUT the dialog's fields; answers {mailChanged, settings}. */
  editPersonal: '/hrs/user/editPersonal',
  /** POST the mail fields: data true/false, messageInfo 验证成功 / 验证失败: reason. */
  checkEmail: '/hrs/user/checkEmail',
  paramTexts: '/hrs/user/selectParamTexts',
  /** A category list by name (国际电话区号, 订单默认日期): [{paramText, ediCode1}]. */
  listCategory: (name: string) => `/hrs/org/listCategory/${encodeURIComponent(name)}`,
  /** ?categoryType=45: barcode label sizes. */
  modelCategory: '/afbase/category/modelCategory',
  ccUsers: '/hrs/dept/selectUser',
  aeWarehouses: '/afbase/aeArrival/getWarehouseIds',
  /** Warehouses of some types for a scope, e.g. ('普货库,二级监管', 'AI'). */
  warehouses: (types: string, scope: string) => `/afbase/warehouse/getWarehouse/${encodeURIComponent(types)}/${encodeURIComponent(scope)}`,
  /** ?businessScope=AE (optional): fee items a type's default fee item may be. */
  feeServices: '/afbase/feeService/options',
  /** GET the draft, POST {to, cc, subject, content} to send (answers {jobId}). */
  mailDraft: (kind: string, resource: string, id: string | number) => `/afbase/mail/${encodeURIComponent(kind)}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/draft`,
  mailSend: (kind: string, resource: string, id: string | number) => `/afbase/mail/${encodeURIComponent(kind)}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`,
  mailLog: (resource: string, id: string | number) => `/afbase/mail/log/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`,
  /** POST {question, path}: data {answer, source, links}. */
  aiQuestion: '/hrs/aiLog/question',

  // Money: an order's charges, bills made from lines, their states, settlements applied (docs/money.md).
  orderCharges: (scope: string, orderId: string | number) => `/css/orders/${encodeURIComponent(scope)}/${encodeURIComponent(orderId)}/charges`,
  /** An order's incidental charges (杂费): GET lines and totals, POST a line; incidental(…, lineId): PUT, DELETE. */
  incidentals: (scope: string, orderId: string | number) => `/css/orders/${encodeURIComponent(scope)}/${encodeURIComponent(orderId)}/incidentals`,
  incidental: (scope: string, orderId: string | number, lineId: string | number) =>
    `/css/orders/${encodeURIComponent(scope)}/${encodeURIComponent(orderId)}/incidentals/${encodeURIComponent(lineId)}`,
  /** An external order's detail page (docs/orders.md): GET the order, history and decisions; POST accept {remark?} or reject {reason}. */
  outerOrder: (id: string | number) => `/afbase/outer-orders/${encodeURIComponent(id)}`,
  outerOrderDecision: (id: string | number, decision: 'accept' | 'reject') => `/afbase/outer-orders/${encodeURIComponent(id)}/${decision}`,
  billFromCharges: (resource: string) => `/css/bills/${encodeURIComponent(resource)}/from-charges`,
  bill: (resource: string, id: string | number) => `/css/bills/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`,
  billLines: (resource: string, id: string | number) => `/css/bills/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/lines`,
  billLine: (resource: string, id: string | number, chargeId: string | number) =>
    `/css/bills/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/lines/${encodeURIComponent(chargeId)}`,
  billAction: (resource: string, id: string | number, action: string) =>
    `/css/bills/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/actions/${encodeURIComponent(action)}`,
  settleItems: (id: string | number) => `/css/settlements/${encodeURIComponent(id)}/items`,
  settleItem: (id: string | number, itemId: string | number) => `/css/settlements/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`,

  // 模块设计: configured modules through the schema engine (docs/api-schema.md).
  /** GET: configured modules with their drafts, the product's modules, reference targets, containers. */
  moduleDesign: '/hrs/moduleDesign/modules',
  moduleDesignModule: (code: string) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}`,
  /** PUT {definition, baseVersion} keeps a draft; DELETE drops it. */
  moduleDesignDraft: (code: string) => `/hrs/moduleDesign/drafts/${encodeURIComponent(code)}`,
  /** POST {definition, baseVersion}: the plan and dry run, nothing changed. */
  moduleDesignPlan: '/hrs/moduleDesign/plan',
  /** POST {definition, baseVersion, accept, defaults}: 409 with the plan when the dry run found rows; 409 with conflict on a stale version. */
  moduleDesignPublish: '/hrs/moduleDesign/publish',
  moduleDesignVersions: (code: string) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/versions`,
  moduleDesignRestorePlan: (code: string, version: number) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/versions/${version}/plan`,
  moduleDesignRestore: (code: string, version: number) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/versions/${version}/restore`,
  /** GET: the module as a config/resources JSON file. */
  moduleDesignExport: (code: string) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/export`,
  /** GET: a workbook the engine kept (values a change emptied, data exported before a purge). */
  moduleDesignFile: (id: number) => `/hrs/moduleDesign/files/${id}`,
  /** POST {path, field?}: the retired data as a workbook: {fileId, rows}. */
  moduleDesignPurgeExport: (code: string) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/purge/export`,
  /** POST {path, field?, baseVersion, confirm}: destroys a retired route's table or field's column. */
  moduleDesignPurge: (code: string) => `/hrs/moduleDesign/modules/${encodeURIComponent(code)}/purge`,

  /** Static file next to the SPA; not enveloped (see http.ts). */
  version: '/version.json',

  checkOrderExist: '/afbase/order/checkOrderExist',
  countryByEnName: (name: string) => `/afbase/airport/searchCountryByEnName/${encodeURIComponent(name)}`,
  approvalSetting: '/prm/ics/approval/order/setting/org',
  // Partner locks and unlock approvals (docs/approvals.md).
  /** POST the approval dialog's fields: data {applicationId, status: PENDING | NO_APPROVAL, unlocked}. */
  unlockApply: '/prm/ics/approval/order/apply',
  /** POST {remark}: the applicant withdraws a waiting application. */
  unlockWithdraw: (applicationId: string | number) => `/prm/ics/approval/order/withdraw/${encodeURIComponent(applicationId)}`,
  /** POST {coopId, businessScope, lockReason}. */
  partnerLock: '/prm/coop/lock',
  /** GET a partner's lock state per business scope. */
  partnerLocks: (coopId: string | number) => `/prm/coop/locks/${encodeURIComponent(coopId)}`,
  /** GET one approval task with its application (the decision dialog). */
  approvalTask: (taskId: string | number) => `/prm/api/approval/${encodeURIComponent(taskId)}`,
  /** POST {remark}: approve or reject. */
  approvalDecide: (taskId: string | number, action: 'approve' | 'reject') => `/prm/api/approval/${encodeURIComponent(taskId)}/${action}`,
  customerServicePerm: (id: string | number) => `/api-uc/saas/customer/service/perm/${encodeURIComponent(id)}`,
  unreadCount: '/api-uc/yxim/query/unread/message/count',
  supplierService: (id: string | number) =>
    `/api-yc/api/supplier/yctop/api/query/supplier/service/${encodeURIComponent(id)}`,

  // Chat (docs/chat.md): the messaging user data (code "200"), contacts, conversations, the socket.
  imUser: '/api-uc/yxim/query/user',
  chatContacts: '/api-uc/yxim/contacts',
  /** GET my conversations; POST {accid} opens the one with that contact. */
  chatConversations: '/api-uc/yxim/conversations',
  /** GET ?before=&size= a page of history; POST {kind, content | fileUrl, clientId} sends. */
  chatMessages: (conversationId: string | number) => `/api-uc/yxim/conversations/${encodeURIComponent(conversationId)}/messages`,
  /** POST {messageId}: moves my read mark. */
  chatRead: (conversationId: string | number) => `/api-uc/yxim/conversations/${encodeURIComponent(conversationId)}/read`,
  /** The WebSocket (same host; ws: or wss: as the page). */
  chatSocket: '/api-uc/yxim/ws',

  // Top bar and notifications (docs/behaviour.md §2.2.3, docs/api-dashboard.md).
  /** Approvals waiting for the user; data.total is the approval count. */
  toDo: '/prm/api/toDo',
  /** The number of unread messages (data is a number). */
  haveMessage: '/prm/api/haveMessage',
  messageList: '/prm/api/messageList',
  messageRead: (id: string | number) => `/prm/api/messageRead/${encodeURIComponent(id)}`,
  /** The user manual: data.helpDocumentUrl. */
  userManual: '/hrs/permission/374',

  // Dashboard (docs/behaviour.md §2.2.2, §2.7; docs/api-dashboard.md).
  orderStatistics: '/afbase/aforder/statistics',
  accessRecordList: '/hrs/userAccessRecord/getUserAccessRecordList',
  saveAccessRecordList: '/hrs/userAccessRecord/saveUserAccessRecordList',
  topActiveIndex: '/hrs/userAccessRecord/topActiveIndex',
  topActiveIndexList: '/hrs/userAccessRecord/topActiveIndexList',
  notices: '/hrs/notice',
  /** A help document by name (helpDocUrl), e.g. 新手指引. */
  helpDocByName: (name: string) => `/hrs/permission/helpDoc/${encodeURIComponent(name)}`,

  // Waybill prints, PDFs and uploads (docs/api-waybill.md).
  /** GET an order's master and house prints with their prefill; POST saves one print. */
  awbPrintsOfOrder: (orderId: string | number) => `/afbase/awbPrint/order/${encodeURIComponent(orderId)}`,
  /** DELETE one print. */
  awbPrint: (awbPrintId: string | number) => `/afbase/awbPrint/${encodeURIComponent(awbPrintId)}`,
  /** POST {awbPrintType, orderUuid, printType}: data is the PDF's address. */
  downloadAwb: '/afbase/external/downloadAWB',
  downloadHawb: '/afbase/external/downloadHAWB',
  /** POST multipart `file`, `?kind=image|document`: data {fileUrl, fileName, size}. */
  upload: '/api/upload',
  // Manifest queries, documents, print and share views, OS make pages (docs/api-office.md).
  /** GET ?mawbNumber=: the manifest timeline of a master waybill from the manifest records. */
  manifestEvents: '/afbase/manifest/events',
  /** GET: {kind, source, issuer, document, prefill, editable, linkable}; POST {values}: saves (400 with field errors). */
  document: (kind: string, sourceId: string | number) => `/afbase/document/${kind}/${encodeURIComponent(sourceId)}`,
  /** POST {status: DRAFT | CONFIRMED}. */
  documentStatus: (kind: string, sourceId: string | number) => `/afbase/document/${kind}/${encodeURIComponent(sourceId)}/status`,
  /** GET: the PDF (attachment); 409 naming what is missing. */
  documentPdf: (kind: string, sourceId: string | number) => `/afbase/document/${kind}/${encodeURIComponent(sourceId)}/pdf`,
  /** POST: {token, expiresAt}, the signed link's token for the shipper. */
  documentLink: (kind: string, sourceId: string | number) => `/afbase/document/${kind}/${encodeURIComponent(sourceId)}/link`,
  /** GET / POST ?t=: the same, by a signed link, no token. */
  externalDocument: '/afbase/external/document',
  externalDocumentPdf: '/afbase/external/document/pdf',
  // Quotation answers and cargo pouch print views by signed links (docs/quotation-pouch.md).
  /** POST: {token, expiresAt}, the customer's quotation link of an enquiry (af_enquiry_manage). */
  quotationLink: (enquiryId: string | number) => `/afbase/quotation/${encodeURIComponent(enquiryId)}/link`,
  /** GET ?t=: the quotation; POST ?t= {answer: ACCEPT | DECLINE, remark}: the customer's answer (409 once answered). */
  externalQuotation: '/afbase/external/quotation',
  /** GET: the pouch print view of an air export order (af_order menu). */
  pouch: (orderId: string | number) => `/afbase/pouch/${encodeURIComponent(orderId)}`,
  /** POST: {token, expiresAt}, the pouch view's signed link. */
  pouchLink: (orderId: string | number) => `/afbase/pouch/${encodeURIComponent(orderId)}/link`,
  /** GET ?t=: the same print view, no token. */
  externalPouch: '/afbase/external/pouch',
  // Public tracking pages and delivery notices, no token (docs/behaviour.md §2.2.8, §2.7; docs/api-tracking.md).
  /** GET ?o=&code=: the TrackRecord of an AF/AI share code. */
  airOrderTrack: '/afbase/external/order/orderTrack',
  /** GET ?o=: the TrackRecord of an SE/SI share code. */
  seaOrderTrack: '/sc/external/order/orderTrack',
  /** GET ?o=: the TrackRecord of an LC share code. */
  lcOrderTrack: '/sc/external/order/orderTrack/lc',
  /** POST ?o=: data is the third-party air cargo tracking URL of the order's waybill number. */
  awbSubmit: '/sc/external/order/awbSubmit',
  /** GET: the DeliveryNotice of an order by uuid; flag warehouse or storehouse. */
  checkOrderDeliveryNotice: (uuid: string, flag: string) =>
    `/afbase/external/checkOrderDeliveryNotice/${encodeURIComponent(uuid)}/${encodeURIComponent(flag)}`,

  // Order lifecycle through any view of the order (docs/orders.md).
  /** GET: {orderStatus, orderStage, following, transitions, events}. */
  /** GET: a record's changes, newest first (who, when, field from → to; the workspace's 日志). */
  recordAudit: (resource: string, id: string | number) => `/api/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/audit`,
  orderEvents: (resource: string, id: string | number) => `/api/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/events`,
  /** POST {toStatus, remark}: the updated order; 409 for a change the lifecycle does not allow. */
  orderTransition: (resource: string, id: string | number) => `/api/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/transition`,
  /** PUT {follow}: be told of the order's status changes, or not. */
  orderFollow: (resource: string, id: string | number) => `/api/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/follow`,
  /** POST {hawbNumber?}: a house waybill made from an air export order (CREATED_BY_ORDER). */
  orderHouseWaybill: (resource: string, id: string | number) => `/api/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/house-waybill`,

  // Arrival weighing (docs/weighing.md): a session or the X-Device-Key header.
  /** GET ?number=: the orders of a scanned master or house waybill number. */
  weighingOrders: '/afbase/aeArrival/scanWeight/orders',
  /** POST {orderId, number, pieces, weight, volume, dimensions}: {order, weighing, check}. */
  weighingSave: '/afbase/aeArrival/scanWeight',
  /** POST issues a device's key (answered once); DELETE revokes it. */
  deviceKey: (id: string | number) => `/afbase/aeArrival/device/${encodeURIComponent(id)}/key`,

  // Route and price search, inquiry agents, cargo tracking (docs/search-tracking.md).
  /** GET ?keyword=: airports and ports of the organisation. */
  places: '/afbase/priceSearch/places',
  /** GET ?f=&t=: the lane's own rates {from, to, tact, tariffs, seaRates, canInquire}. */
  laneRates: '/afbase/priceSearch/lane',
  /** GET: {externalUrl, origin} of the embedded price page (PRICE_SEARCH_URL), or nulls. */
  priceSearchConfig: '/afbase/priceSearch/config',
  getInquiryAgents: '/afbase/orderInquiry/getFourYCWhenInquiry',
  createInquiryAgents: '/afbase/orderInquiry/createFourYCWhenInquiry',
  /** GET ?no=: orders of the organisation by waybill, bill of lading or order code. */
  cargoSearch: '/afbase/cargoTracking/search',
  /** GET ?o= or ?no=&verify=, no login. */
  publicCargoTrack: '/afbase/external/cargoTracking',

  // Content pages and organisations (docs/content-pages.md, docs/organisations.md).
  tutorials: '/hrs/doc/videos',
  contactUs: '/hrs/contactUs/details',
  installationContact: '/hrs/contactUs/installation',
  questionnaireCurrent: '/hrs/investigate/current',
  /** The open questionnaire's activity image for the dashboard, or null (answered, closed, none). */
  questionnaireActivity: '/hrs/investigate/activity',
  questionnaireAnswer: (id: string | number) => `/hrs/investigate/${encodeURIComponent(id)}/answer`,
  questionnaires: '/hrs/investigate/manage',
  questionnaire: (id: string | number) => `/hrs/investigate/manage/${encodeURIComponent(id)}`,
  questionnaireAnswers: (id: string | number) => `/hrs/investigate/manage/${encodeURIComponent(id)}/answers`,
  organisations: '/hrs/org/manage',
  organisation: (id: string | number) => `/hrs/org/manage/${encodeURIComponent(id)}`,
  organisationGroups: '/hrs/org/manage/groups',

  // Customer information (docs/customer-info.md).
  customers: (group: boolean) => (group ? '/prm/customerInfo/group/customers' : '/prm/customerInfo/customers'),
  customer: (group: boolean, id: string | number) => `${group ? '/prm/customerInfo/group/customers' : '/prm/customerInfo/customers'}/${encodeURIComponent(id)}`,
  customerInfoLinks: '/prm/customerInfo/links',
  customerInfoSubmissions: '/prm/customerInfo/submissions',
  customerInfoDecision: (id: string | number, decision: 'accept' | 'reject') => `/prm/customerInfo/submissions/${encodeURIComponent(id)}/${decision}`,
  /** GET/POST ?o={token}: the customer's own information, no login. */
  customerSelfInfo: '/prm/external/customerInfo',

  // A partner's address-binding and order-track pages (docs/partner-share.md).
  /** GET ?keyword: the organisation's partners with their addresses count, defaults and last links. */
  partnerShareBindings: '/prm/partnerShare/bindings',
  /** GET: {partner, addresses, coopLink, trackLink, canIssue}. */
  partnerShare: (coopId: string | number) => `/prm/partnerShare/${encodeURIComponent(coopId)}`,
  /** GET: {partner, orders} of the scopes the user may read. */
  partnerShareOrders: (coopId: string | number) => `/prm/partnerShare/${encodeURIComponent(coopId)}/orders`,
  /** POST {kind: coop | coopTrack}: {token, expiresAt}. */
  partnerShareLink: (coopId: string | number) => `/prm/partnerShare/${encodeURIComponent(coopId)}/link`,
  /** POST: revokes one issued link; answers {links}. */
  partnerShareRevoke: (coopId: string | number, linkId: number) => `/prm/partnerShare/${encodeURIComponent(coopId)}/links/${linkId}/revoke`,
  /** GET / POST {entries} ?t={signed link}: the partner's addresses, no login. */
  externalCoopShare: '/prm/external/coopShare',
  /** GET ?t={signed link}: the partner's recent orders with share codes, no login. */
  externalCoopTrack: '/prm/external/coopTrack',
} as const;
