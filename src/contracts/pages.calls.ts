import { callTable } from './calls';

/**
 * The search, tracking, content, organisation and customer-information screens (docs/search-tracking.md,
 * docs/content-pages.md, docs/organisations.md, docs/customer-info.md).
 */
export const pageCalls = callTable({
  places: 'GET /afbase/priceSearch/places',
  laneRates: 'GET /afbase/priceSearch/lane',
  priceSearchConfig: 'GET /afbase/priceSearch/config',
  getInquiryAgents: ['GET /afbase/orderInquiry/getFourYCWhenInquiry', 'prm_inquiry_agent'],
  createInquiryAgents: ['POST /afbase/orderInquiry/createFourYCWhenInquiry', 'prm_inquiry_agent'],
  cargoSearch: 'GET /afbase/cargoTracking/search',
  publicCargoTrack: 'GET /afbase/external/cargoTracking',
  tutorials: ['GET /hrs/doc/videos', 'hrs_doc'],
  contactUs: ['GET /hrs/contactUs/details', 'contactUs'],
  installationContact: ['PUT /hrs/contactUs/installation', 'contactUs'],
  questionnaireCurrent: ['GET /hrs/investigate/current', 'questionnaires'],
  questionnaireAnswer: ['POST /hrs/investigate/:id/answer', 'questionnaires'],
  questionnaires: ['GET /hrs/investigate/manage', 'questionnaires'],
  createQuestionnaire: ['POST /hrs/investigate/manage', 'questionnaires'],
  updateQuestionnaire: ['PUT /hrs/investigate/manage/:id', 'questionnaires'],
  questionnaireAnswers: ['GET /hrs/investigate/manage/:id/answers', 'questionnaires'],
  organisations: ['GET /hrs/org/manage', 'hrs_org'],
  organisationGroups: ['GET /hrs/org/manage/groups', 'hrs_org'],
  organisation: ['GET /hrs/org/manage/:id', 'hrs_org'],
  createOrganisation: ['POST /hrs/org/manage', 'hrs_org'],
  updateOrganisation: ['PUT /hrs/org/manage/:id', 'hrs_org', 'currentUser'],
  customers: ['GET /prm/customerInfo/customers', 'prm_coop', 'customerInfo'],
  customer: ['GET /prm/customerInfo/customers/:id', 'prm_coop', 'customerInfo'],
  groupCustomers: ['GET /prm/customerInfo/group/customers', 'prm_coop', 'customerInfo'],
  groupCustomer: ['GET /prm/customerInfo/group/customers/:id', 'prm_coop', 'customerInfo'],
  customerInfoLink: 'POST /prm/customerInfo/links',
  customerInfoSubmissions: ['GET /prm/customerInfo/submissions', 'customerInfo'],
  acceptCustomerInfo: ['POST /prm/customerInfo/submissions/:id/accept', 'customerInfo', 'prm_coop'],
  rejectCustomerInfo: ['POST /prm/customerInfo/submissions/:id/reject', 'customerInfo'],
  customerSelfInfo: 'GET /prm/external/customerInfo',
  submitCustomerSelfInfo: 'POST /prm/external/customerInfo',
});
