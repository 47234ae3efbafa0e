// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  canOpenPath,
  createAuthProvider,
  createHttpClient,
  getToken,
  lookupOrgs,
  resetAccess,
  setToken,
  type Notifier,
} from '../../src/providers';
import { LOGIN_TYPES, STORAGE_KEYS, msg } from '../../src/schemas';
import { failure, fakeServer, ok, routes, type Recorded, type Reply } from './fake-server';
import { BUTTONS, TREE } from './fixtures';

const LOGIN_ANSWER = { access_token: 'tok-new', token_type: 'bearer', expires_in: 7200, userName: 'u' };
const USER = { userId: 7, userCname: '张三', orgCode: 'ORG1' };

function setup(overrides: Record<string, Reply | ((r: Recorded) => Reply)> = {}) {
  const server = fakeServer(
    routes({
      'POST /auth/oauth/token': { data: { code: 0, data: LOGIN_ANSWER, ...LOGIN_ANSWER } },
      'POST /hrs/org/sourceLoginOfEf': ok(LOGIN_ANSWER),
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok(BUTTONS),
      'GET /hrs/user/current': ok(USER),
      'DELETE /auth/token/logout': ok(true),
      ...overrides,
    }),
  );
  const warn = vi.fn<Notifier['warn']>();
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ adapter: server.adapter, notify: { warn }, onSessionEnd });
  return { auth: createAuthProvider(http), http, calls: server.calls, warn, onSessionEnd };
}

const phoneLogin = {
  loginType: LOGIN_TYPES.phone,
  login: '13800000000',
  orgCode: 'ORG1',
  password: 'p@ss word',
  internationalCountryCode: '86',
};

beforeEach(() => {
  sessionStorage.clear();
  resetAccess();
  location.hash = '';
});

describe('login', () => {
  it('sends the password grant form and Basic client header, stores the token and loads access', async () => {
    const { auth, calls, warn } = setup();
    const res = await auth.login({ ...phoneLogin, redirect: '/af_order?tab=2' });
    expect(res).toEqual({ success: true, redirectTo: '/af_order?tab=2' });
    const [token] = calls;
    expect(token.method).toBe('POST');
    expect(token.url).toBe('/auth/oauth/token');
    expect(token.body).toBe('grant_type=password&username=0%7C13800000000%7CORG1&password=p%40ss+word&internationalCountryCode=86');
    expect(token.headers.Authorization).toBe('Basic d2ViOndlYg==');
    expect(token.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    expect(getToken()).toBe('tok-new');
    // The user first (the sign-in the login page runs alone), then the permissions.
    expect(calls.slice(1).map((c) => [c.url, c.headers.Authorization])).toEqual([
      ['/hrs/user/current', 'Bearer tok-new'],
      ['/hrs/permission', 'Bearer tok-new'],
      ['/hrs/permission/getButtonInfo', 'Bearer tok-new'],
    ]);
    expect(canOpenPath('/af_order')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("applies the user's saved page language, whatever this tab had chosen, and keeps the identity it read", async () => {
    sessionStorage.setItem(STORAGE_KEYS.pageLanguage, 'zh-CN');
    const { auth, calls } = setup({ 'GET /hrs/user/current': ok({ ...USER, paramText: 'en-US' }) });
    await auth.login(phoneLogin);
    expect(sessionStorage.getItem(STORAGE_KEYS.pageLanguage)).toBe('en-US');
    expect(await auth.getIdentity!()).toMatchObject({ userId: 7, paramText: 'en-US' });
    expect(calls.filter((c) => c.url === '/hrs/user/current')).toHaveLength(1);
  });

  it('does not send the country code for email logins', async () => {
    const { auth, calls } = setup();
    await auth.login({ loginType: LOGIN_TYPES.email, login: 'a@b.cn', orgCode: 'ORG1', password: 'x' });
    expect(calls[0].body).toBe('grant_type=password&username=1%7Ca%40b.cn%7CORG1&password=x');
  });

  it('takes the redirect from the current route, and refuses other hosts', async () => {
    location.hash = '#/login?redirect=%2Fhrs_user';
    expect((await setup().auth.login(phoneLogin)).redirectTo).toBe('/hrs_user');
    for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com', '/login']) {
      resetAccess();
      expect((await setup().auth.login({ ...phoneLogin, redirect: evil })).redirectTo).toBe('/dashboard');
    }
  });

  it('logs in with a single-sign-on token', async () => {
    const { auth, calls } = setup();
    expect(await auth.login({ ssoToken: 'abc.def' })).toEqual({ success: true, redirectTo: '/dashboard' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/hrs/org/sourceLoginOfEf', body: 'token=abc.def' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(getToken()).toBe('tok-new');
  });

  it('returns the server message on a wrong password, silently, without ending anything', async () => {
    setToken('tok-other-tab-user');
    const { auth, warn, onSessionEnd } = setup({ 'POST /auth/oauth/token': failure(400, 'login.wrongPassword') });
    const res = await auth.login(phoneLogin);
    expect(res).toEqual({ success: false, error: { name: 'Login', message: msg('login.wrongPassword') } });
    expect(warn).not.toHaveBeenCalled();
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-other-tab-user');
  });

  it('a 401 with a credentials message on login does not end a session either', async () => {
    const { auth, onSessionEnd } = setup({ 'POST /auth/oauth/token': failure(401, 'Bad credentials') });
    expect(await auth.login(phoneLogin)).toMatchObject({ success: false });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('fails, and keeps no token, when the permissions cannot load after the token', async () => {
    const { auth } = setup({ 'GET /hrs/permission': failure(500, '权限加载失败') });
    expect(await auth.login(phoneLogin)).toEqual({ success: false, error: { name: 'Login', message: '权限加载失败' } });
    expect(getToken()).toBeNull();
  });
});

describe('lookupOrgs', () => {
  it('asks by login type, login and country code, and answers the list', async () => {
    const list = [{ orgCode: 'ORG1', orgName: '一号货代' }];
    const { http, calls } = setup({ 'GET /hrs/user/searchLoginNameAndOrgCode': ok(list) });
    expect(await lookupOrgs(http, LOGIN_TYPES.phone, '13800000000', '86')).toEqual(list);
    expect(calls[0].url).toBe('/hrs/user/searchLoginNameAndOrgCode?loginType=0&login=13800000000&internationalCountryCode=86');
  });

  it('answers an empty list when nobody matches', async () => {
    const { http } = setup({ 'GET /hrs/user/searchLoginNameAndOrgCode': ok([]) });
    expect(await lookupOrgs(http, LOGIN_TYPES.email, 'x@y.cn')).toEqual([]);
  });
});

describe('check', () => {
  it('without a token: not authenticated, to the login page', async () => {
    const { auth, calls } = setup();
    expect(await auth.check()).toEqual({ authenticated: false, redirectTo: '/login', logout: true });
    location.hash = '#/af_order?tab=2';
    expect(await auth.check()).toEqual({ authenticated: false, redirectTo: '/login?redirect=%2Faf_order%3Ftab%3D2', logout: true });
    expect(calls).toHaveLength(0);
  });

  it('with a token: loads the permitted set once', async () => {
    setToken('tok-1');
    const { auth, calls } = setup();
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(calls).toHaveLength(2);
  });

  it('when the permissions fail to load: clears the token and returns the error', async () => {
    setToken('tok-1');
    const { auth, warn } = setup({ 'GET /hrs/permission/getButtonInfo': failure(500, '服务异常') });
    const res = await auth.check();
    expect(res).toMatchObject({ authenticated: false, redirectTo: '/login' });
    expect(res.error).toBeInstanceOf(HttpError);
    expect(res.error?.message).toBe('服务异常');
    expect(warn).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token on the server, clears the session and remembers the page', async () => {
    setToken('tok-1');
    location.hash = '#/af_order';
    const { auth, calls } = setup();
    await auth.check();
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: '/login?redirect=%2Faf_order' });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/auth/token/logout' });
    expect(calls.at(-1)!.headers.Authorization).toBe('Bearer tok-1');
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.buttons)).toBeNull();
    expect(canOpenPath('/af_order')).toBe(false);
  });

  it('still logs out when the server call fails', async () => {
    setToken('tok-1');
    const { auth, warn } = setup({ 'DELETE /auth/token/logout': 'network' });
    expect(await auth.logout({})).toMatchObject({ success: true });
    expect(getToken()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('onError, identity, permissions', () => {
  it('401 logs out, 403 only reports, others are ignored', async () => {
    const { auth } = setup();
    expect(await auth.onError(new HttpError('x', 401))).toEqual({ logout: true, redirectTo: '/login' });
    const forbidden = new HttpError(msg('error.403'), 403);
    expect(await auth.onError(forbidden)).toEqual({ error: forbidden });
    expect(await auth.onError(new HttpError('x', 500))).toEqual({});
  });

  it('getIdentity asks once per token', async () => {
    setToken('tok-1');
    const { auth, calls } = setup();
    expect(await auth.getIdentity!()).toEqual(USER);
    expect(await auth.getIdentity!()).toEqual(USER);
    expect(calls.filter((c) => c.url === '/hrs/user/current')).toHaveLength(1);
    setToken('tok-2');
    await auth.getIdentity!();
    expect(calls.filter((c) => c.url === '/hrs/user/current')).toHaveLength(2);
  });

  it('getIdentity is null without a token', async () => {
    expect(await setup().auth.getIdentity!()).toBeNull();
  });

  it('getPermissions answers the button list', async () => {
    setToken('tok-1');
    expect(await setup().auth.getPermissions!()).toEqual(BUTTONS);
  });
});
