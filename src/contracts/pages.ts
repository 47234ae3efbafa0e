import { customerSelfFields } from '../resources/fieldsets/customer-info';
import { byHandler, defineCalls, menu, SESSION } from './define';
import { pageCalls } from './pages.calls';
import { IdText, Json, Nullable, Page, Paging, T, Time } from './schema';

const S = Nullable(T.String());
const J = Json('');
/**
 * An object of these keys, each any JSON value: the keys are what may leave (a key whose value the
 * record lacks is left out), the values are the record's.
 */
const keys = (names: readonly string[], description?: string) =>
  T.Object(Object.fromEntries(names.map((n) => [n, T.Optional(J)])), description ? { description } : {});
const open = (description: string) => T.Object({}, { additionalProperties: true, description });

const rateBreaks = ['minCharge', 'rateN', 'rate45', 'rate100', 'rate300', 'rate500', 'rate1000'];
const LaneEnd = T.Object({ input: T.String(), airports: T.Array(T.String()), ports: T.Array(T.String()) });
const CargoHit = keys(
  [
    'scope',
    'resource',
    'orderId',
    'orderCode',
    'awbNumber',
    'hawbNumber',
    'mlbNumber',
    'hlbNumber',
    'matchedBy',
    'orderStatus',
    'orderStatusName',
    'departureStation',
    'arrivalStation',
    'goodsNameCn',
    'pieces',
    'weight',
    'expectDeparture',
    'routeTracks',
    'trackManifest',
    'manifestCount',
    'shareCode',
  ],
  'an order found by a number: its numbers, status, stations, route events, manifest timeline',
);
const Questionnaire = T.Object({
  id: T.Integer(),
  title: T.String(),
  intro: S,
  activityImage: Nullable(
    T.String({ description: 'a stored picture (/files/<uuid>/...) the dashboard shows while the questionnaire is open' }),
  ),
  questions: Json('the questions: id, type (single, multiple, rating, text), title, options'),
  status: T.String({ description: 'DRAFT | PUBLISHED | CLOSED' }),
  createTime: Time,
  updateTime: Time,
  answerCount: T.Optional(T.Integer()),
});
const Organisation = T.Object({
  id: T.Integer(),
  orgCode: T.String(),
  orgName: T.String(),
  orgNameEn: S,
  orgVersion: S,
  stopDate: S,
  chatEnabled: T.Boolean(),
  privateSaas: T.Boolean(),
  groupOrgId: Nullable(T.Integer()),
  groupOrgName: S,
  status: T.String(),
  createTime: Time,
  companyProfile: S,
  companyAdvantage: S,
  companyContactInfo: S,
  userCount: T.Optional(T.Integer()),
  memberCount: T.Optional(T.Integer()),
});
const platformAdmin = byHandler('the platform administrator only');
const orgAccess = byHandler('the hrs_org menu; the platform administrator sees every organisation, anyone else their own');
const CustomerRow = keys([
  'id',
  'coopCode',
  'coopName',
  'coopNameEn',
  'coopType',
  'contactName',
  'contactPhone',
  'countryCode',
  'lockStatus',
  'orgName',
  'orderCount',
  'recentOrderCount',
  'lastOrderTime',
  'pendingInfo',
]);
const CustomerProfile = T.Object({
  customer: open('the customer: its partner fields, organisation and credit'),
  agreements: T.Array(open('an agreement')),
  orders: T.Object({ byScope: T.Array(open('orders of a scope: counts')), recent: T.Array(open('a recent order')) }),
  receivables: T.Array(T.Object({ currency: T.String(), amount: J, count: T.Integer() })),
  editable: T.Boolean(),
});
const customersQuery = T.Object({ ...Paging, keyword: T.Optional(T.String()) }, { additionalProperties: true });
const customerAccess = (group: boolean) =>
  byHandler(group ? 'the group customer menu, for a group organisation' : 'the customer information menu');
const SelfValues = keys(
  customerSelfFields.map((f) => f.name),
  "the customer's own fields",
);
const byInfoLink = byHandler("the customer's link in ?o= (404 when unknown or expired); limited per address", { public: true });

export const pages = defineCalls('pages', pageCalls, {
  places: {
    summary: 'Airports and ports of the organisation by code or name',
    access: SESSION,
    query: T.Object({ keyword: T.Optional(T.String()) }),
    answer: T.Array(
      T.Object({ code: T.String(), nameCn: S, nameEn: S, kind: T.String({ description: 'airport | port' }), countryCode: S }),
    ),
  },
  laneRates: {
    summary: "The organisation's own rates of a lane: TACT, air tariffs, sea rates (each of the routes the user holds)",
    access: SESSION,
    query: T.Object({ f: T.Optional(T.String({ description: 'from: a code or a name' })), t: T.Optional(T.String({ description: 'to' })) }),
    answer: T.Object({
      from: LaneEnd,
      to: LaneEnd,
      tact: Nullable(T.Array(keys(['id', 'departureAirport', 'arrivalAirport', 'carrierCode', 'carrierName', 'currency', ...rateBreaks]))),
      tariffs: Nullable(
        T.Array(
          keys([
            'id',
            'departureAirport',
            'arrivalAirport',
            'carrierCode',
            'carrierName',
            'currency',
            ...rateBreaks,
            'supplierName',
            'goodsType',
            'validFrom',
            'validTo',
            'fuelSurcharge',
            'securitySurcharge',
            'otherCharges',
            'transitTime',
            'remark',
          ]),
        ),
      ),
      seaRates: Nullable(
        T.Array(
          keys([
            'id',
            'polCode',
            'podCode',
            'shipCompanyName',
            'price20gp',
            'price40gp',
            'price40hq',
            'priceLcl',
            'currency',
            'transitDays',
            'sailingDays',
            'validFrom',
            'validTo',
            'remark',
          ]),
        ),
      ),
      canInquire: T.Boolean(),
    }),
  },
  priceSearchConfig: {
    summary: 'The external price page to embed (PRICE_SEARCH_URL), or nulls',
    access: SESSION,
    answer: T.Object({ externalUrl: S, origin: S }),
  },
  getInquiryAgents: {
    summary: "Whether the freight platform's inquiry agents exist, and the one of a departure",
    access: menu('prm_inquiry_agent'),
    query: T.Object({ departure: T.Optional(T.String()) }),
    answer: T.Object({ exists: T.Boolean(), missing: T.Array(T.String()), agentCode: S, agentId: Nullable(T.Integer()) }),
  },
  createInquiryAgents: {
    summary: 'Create the missing inquiry agents',
    access: menu('prm_inquiry_agent', 'prm_inquiry_agent:create'),
    query: T.Object({ departure: T.Optional(T.String()) }),
    body: T.Object({ departure: T.Optional(T.String()) }),
    answer: T.Object({
      created: T.Integer(),
      agentCode: S,
      agentId: Nullable(T.Integer()),
      agents: T.Array(T.Object({ agentCode: T.String(), agentId: Nullable(T.Integer()) })),
    }),
  },
  cargoSearch: {
    summary: 'Orders of the organisation by waybill, bill of lading or order number',
    access: byHandler('the scopes whose order routes the user holds'),
    query: T.Object({ no: T.Optional(T.String()) }),
    answer: T.Object({ number: T.String(), records: T.Array(CargoHit) }),
  },
  globalSearch: {
    summary:
      "The top bar's search (Ctrl+K): orders of every scope the user may open by their numbers, and partners by code or name; at most 50",
    description:
      "Numbers match from their start (case and separators aside), container numbers and names anywhere from 4 characters. Exact numbers first, then the newest. Each hit names the route that opens it: the first of the user's views of its table that shows the row.",
    access: byHandler("any logged-in user; only the routes the user's menus open, with their view conditions"),
    query: T.Object({ q: T.Optional(T.String({ description: 'the text (under 2 characters: no hits; more than 50: 400)' })) }),
    answer: T.Object({
      hits: T.Array(
        T.Object({
          kind: T.String({ description: 'order, or the route of the record (e.g. prm_coop)' }),
          scope: S,
          resource: T.String({ description: 'the route that opens it' }),
          id: T.Integer(),
          title: T.String(),
          subtitle: S,
          field: T.String({ description: 'the field the text was found in' }),
          value: T.String(),
          status: S,
          stage: S,
        }),
      ),
      more: T.Boolean({ description: 'more than 50 matched: type more' }),
    }),
  },
  publicCargoTrack: {
    summary: 'Public cargo tracking by share code (o) or by number with its check (no, verify)',
    access: byHandler('the share code or the number with its check; limited per address', { public: true }),
    query: T.Object({ o: T.Optional(T.Unknown()), no: T.Optional(T.Unknown()), verify: T.Optional(T.Unknown()) }),
    answer: T.Object({ records: T.Array(CargoHit) }),
  },
  tutorials: {
    summary: "Tutorial videos: the organisation's and the platform's",
    access: SESSION,
    answer: T.Array(keys(['id', 'docName', 'moduleCode', 'videoUrl', 'docVersion', 'publishDate', 'remark', 'own', 'source'])),
  },
  contactUs: {
    summary: "The installation's contact details and the organisation's card",
    access: SESSION,
    answer: T.Object({
      installation: Nullable(open('the installation contact fields')),
      organisation: keys(['orgCode', 'orgName', 'orgNameEn', 'orgVersion', 'stopDate', 'companyContactInfo', 'companyProfile']),
      canEdit: T.Boolean(),
    }),
  },
  installationContact: {
    summary: "Save the installation's contact details",
    access: platformAdmin,
    body: open('the contact fields (server/resources fieldsets installationContactFields)'),
    answer: open('the saved contact fields'),
  },
  questionnaireCurrent: {
    summary: "The published questionnaire with the user's own answers",
    access: SESSION,
    answer: T.Object({
      questionnaire: Nullable(Questionnaire),
      answers: Json('question id -> answer'),
      submitTime: Nullable(Time),
      canManage: T.Boolean(),
    }),
  },
  questionnaireActivity: {
    summary:
      "The dashboard's activity image: the open questionnaire's picture, or null when none is open, it has none, or the user answered it",
    access: SESSION,
    answer: Nullable(T.Object({ id: T.Integer(), title: T.String(), activityImage: T.String() })),
  },
  questionnaireAnswer: {
    summary: 'Answer a questionnaire (again replaces the answers while it is open)',
    access: SESSION,
    params: T.Object({ id: IdText }),
    body: T.Object({ answers: T.Optional(T.Unknown({ description: 'question id -> answer' })) }),
    answer: T.Object({ answers: Json('the answers kept'), submitTime: Time }),
    errors: { 409: 'the questionnaire is closed' },
  },
  questionnaires: { summary: 'Every questionnaire with its answer count', access: platformAdmin, answer: T.Array(Questionnaire) },
  createQuestionnaire: {
    summary: 'Create a questionnaire',
    access: platformAdmin,
    body: open('title, intro, activityImage, questions, status'),
    answer: Questionnaire,
  },
  updateQuestionnaire: {
    summary: 'Change a questionnaire (its questions only while nobody answered)',
    access: platformAdmin,
    params: T.Object({ id: IdText }),
    body: open('title, intro, activityImage, questions, status'),
    answer: Questionnaire,
    errors: { 409: 'answered questionnaires keep their questions' },
  },
  questionnaireAnswers: {
    summary: "A questionnaire's answer sheets and per-question summary",
    access: platformAdmin,
    params: T.Object({ id: IdText }),
    query: T.Object(Paging),
    answer: Page(T.Object({ id: T.Integer(), answers: J, submitTime: Time, userName: S, orgName: S, orgCode: S }), {
      summary: T.Array(
        T.Object({
          id: T.String(),
          answered: T.Integer(),
          counts: T.Optional(T.Object({}, { additionalProperties: T.Integer() })),
          average: T.Optional(Nullable(T.Number())),
        }),
      ),
    }),
  },
  organisations: {
    summary: "Organisations: every one for the platform administrator, one's own for anyone else",
    access: orgAccess,
    query: T.Object({ ...Paging }, { additionalProperties: true }),
    answer: Page(Organisation, { platform: T.Boolean() }),
  },
  organisationGroups: {
    summary: 'Group organisations to choose from',
    access: platformAdmin,
    query: T.Object({ keyword: T.Optional(T.String()) }),
    answer: T.Array(T.Object({ id: T.Integer(), orgCode: T.String(), orgName: T.String() })),
  },
  organisation: {
    summary: 'One organisation',
    access: orgAccess,
    params: T.Object({ id: IdText }),
    answer: T.Object({ ...Organisation.properties, platform: T.Boolean() }),
  },
  createOrganisation: {
    summary: 'Create an organisation with its administrator',
    access: platformAdmin,
    body: open("the organisation's fields and adminLoginName, adminUserName, adminPassword"),
    answer: Organisation,
    errors: { 409: 'the organisation code is taken' },
  },
  updateOrganisation: {
    summary: 'Change an organisation (anyone else than the platform administrator: their own company card, with hrs_org:edit)',
    access: orgAccess,
    params: T.Object({ id: IdText }),
    body: open('the fields to change'),
    answer: T.Object({ ...Organisation.properties, platform: T.Boolean() }),
  },
  customers: {
    summary: "The organisation's customers with their order activity",
    access: customerAccess(false),
    query: customersQuery,
    answer: Page(CustomerRow, { totalCapped: T.Boolean() }),
  },
  customer: {
    summary: "A customer's profile: agreements, orders, receivables",
    access: customerAccess(false),
    params: T.Object({ id: IdText }),
    answer: CustomerProfile,
  },
  groupCustomers: {
    summary: "The group's customers, per member organisation",
    access: customerAccess(true),
    query: customersQuery,
    answer: Page(CustomerRow, { totalCapped: T.Boolean() }),
  },
  groupCustomer: {
    summary: "A customer's profile in the group",
    access: customerAccess(true),
    params: T.Object({ id: IdText }),
    answer: CustomerProfile,
  },
  customerInfoLink: {
    summary: 'A link for a customer (coopId) or a new one to fill its own information',
    access: byHandler('the customer information menu and its invite button'),
    body: T.Object({ coopId: T.Optional(T.Unknown()) }),
    answer: T.Object({ token: T.String(), expiresAt: Time, coopId: Nullable(T.Integer()) }),
  },
  customerInfoSubmissions: {
    summary: "Customers' submissions of a status (default PENDING)",
    access: byHandler('the customer information menu'),
    query: T.Object({ ...Paging, status: T.Optional(T.String()) }),
    answer: Page(
      T.Object({
        id: T.Integer(),
        coopId: Nullable(T.Integer()),
        status: T.String(),
        submitTime: Time,
        reviewTime: Nullable(Time),
        data: J,
      }),
    ),
  },
  acceptCustomerInfo: {
    summary: 'Accept a submission: its values go into the partner (or a new customer, whose code the body names)',
    access: byHandler('the customer information menu and its review button'),
    params: T.Object({ id: IdText }),
    body: T.Object({ coopCode: T.Optional(T.Unknown()) }),
    answer: T.Object({ id: T.Integer(), coopId: T.Integer(), status: T.String() }),
    errors: { 409: 'already reviewed' },
  },
  rejectCustomerInfo: {
    summary: 'Reject a submission',
    access: byHandler('the customer information menu and its review button'),
    params: T.Object({ id: IdText }),
    answer: T.Object({ id: T.Integer(), status: T.String() }),
    errors: { 409: 'already reviewed' },
  },
  customerSelfInfo: {
    summary: "The customer's page: its values as last sent (or as the forwarder keeps them)",
    access: byInfoLink,
    query: T.Object({ o: T.Optional(T.Unknown()) }),
    answer: T.Object({ forwarderName: T.String(), expiresAt: Time, values: SelfValues, lastStatus: S, lastSubmitTime: Nullable(Time) }),
  },
  submitCustomerSelfInfo: {
    summary: "The customer sends its information (checked by the fields' rules), to be reviewed",
    access: byInfoLink,
    query: T.Object({ o: T.Optional(T.Unknown()) }),
    body: open("the customer's fields"),
    answer: SelfValues,
  },
});
