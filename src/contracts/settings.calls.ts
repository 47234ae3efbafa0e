import { callTable } from './calls';

/** The personal settings dialog and its lists, mail from records, the AI assistant (docs/settings.md). */
export const settingsCalls = callTable({
  userExtend: ['GET /hrs/user/getHrsUserExtend', 'settings'],
  paramTexts: 'GET /hrs/user/selectParamTexts',
  saveLanguage: ['PUT /hrs/user/paramText', 'currentUser'],
  editPersonal: ['PUT /hrs/user/editPersonal', 'settings', 'currentUser'],
  checkEmail: 'POST /hrs/user/checkEmail',
  userSettings: ['GET /hrs/user/:userId', 'settings'],
  listCategory: 'GET /hrs/org/listCategory/:name',
  ccUsers: 'GET /hrs/dept/selectUser',
  modelCategory: 'GET /afbase/category/modelCategory',
  aeWarehouses: ['GET /afbase/aeArrival/getWarehouseIds', 'af_warehouse'],
  warehouses: ['GET /afbase/warehouse/getWarehouse/:types/:scope', 'af_warehouse'],
  feeServices: ['GET /afbase/feeService/options', 'prm_service'],
  mailDraft: 'GET /afbase/mail/:kind/:resource/:id/draft',
  mailSend: ['POST /afbase/mail/:kind/:resource/:id', 'mailLog'],
  mailLog: ['GET /afbase/mail/log/:resource/:id', 'mailLog'],
  aiQuestion: 'POST /hrs/aiLog/question',
});
