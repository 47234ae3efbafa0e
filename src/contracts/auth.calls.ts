import { callTable } from './calls';

/** /auth: the password grant, the login page's options, logout (docs/api-shell.md). */
export const authCalls = callTable({
  token: 'POST /auth/oauth/token',
  loginOptions: 'GET /auth/loginOptions',
  logout: 'DELETE /auth/token/logout',
});
