import { callTable } from './calls';

/** /hrs calls of the login page and the shell: the user, permissions, languages (docs/api-shell.md). */
export const shellCalls = callTable({
  lookupOrgs: 'GET /hrs/user/searchLoginNameAndOrgCode',
  ssoLogin: 'POST /hrs/org/sourceLoginOfEf',
  currentUser: ['GET /hrs/user/current', 'currentUser'],
  changePassword: 'PUT /hrs/user/password',
  userLanguage: ['GET /hrs/user/paramText', 'currentUser'],
  menuTree: 'GET /hrs/permission',
  resourceDefs: 'GET /hrs/permission/resourceDefs',
  buttons: 'GET /hrs/permission/getButtonInfo',
  allPermissions: ['GET /hrs/permission/getAllPermissionAndHave', 'hrs_permission'],
  roleGrants: ['PUT /hrs/permission/role/:roleId', 'hrs_permission'],
  recordMenu: ['POST /hrs/userAccessRecord/recordMenu', 'accessRecords'],
  pageLanguage: 'GET /hrs/language/pages',
});
