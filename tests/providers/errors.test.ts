import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, clearSession, errorMessage, getToken, isSessionEnd, setToken } from '../../src/providers';
import { STORAGE_KEYS, msg } from '../../src/schemas';

describe('errorMessage', () => {
  it('follows the catalogue in both languages', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      expect(errorMessage(401, '您的用户没有角色权限', lang)).toBe(msg('error.401.role', lang));
      expect(errorMessage(401, 'Token expired', lang)).toBe(msg('error.401', lang));
      expect(errorMessage(401, '验证码错误', lang)).toBe('验证码错误');
      expect(errorMessage(403, 'x', lang)).toBe(msg('error.403', lang));
      expect(errorMessage(404, undefined, lang)).toBe(msg('error.404', lang));
      expect(errorMessage(501, undefined, lang)).toBe(msg('error.501', lang));
      expect(errorMessage(503, undefined, lang)).toBe(msg('error.503', lang));
      expect(errorMessage(504, undefined, lang)).toBe(msg('error.504', lang));
      expect(errorMessage('timeout', undefined, lang)).toBe(msg('error.timeout', lang));
      expect(errorMessage(500, 'boom #c0ffee', lang)).toBe('boom #c0ffee');
      expect(errorMessage(502, undefined, lang)).toBe(msg('error.other', lang));
      expect(errorMessage(429, 'login.tooMany', lang)).toBe(msg('login.tooMany', lang));
    }
  });
});

describe('isSessionEnd', () => {
  it('is true only for a 401 whose message matches a session or role pattern', () => {
    expect(isSessionEnd(401, '登录已过期')).toBe(true);
    expect(isSessionEnd(401, 'no role permission')).toBe(true);
    expect(isSessionEnd(401, '用户名或密码错误')).toBe(false);
    expect(isSessionEnd(401, 'login.wrongPassword')).toBe(false);
    expect(isSessionEnd(401, undefined)).toBe(false);
    expect(isSessionEnd(403, 'token expired')).toBe(false);
  });
});

describe('HttpError', () => {
  it("has Refine's HttpError shape", () => {
    const e = new HttpError('校验失败', 400, { errors: { a: '必填' }, messageInfo: '校验失败' });
    expect(e).toBeInstanceOf(Error);
    expect({ message: e.message, statusCode: e.statusCode, errors: e.errors, messageInfo: e.messageInfo }).toEqual({
      message: '校验失败',
      statusCode: 400,
      errors: { a: '必填' },
      messageInfo: '校验失败',
    });
  });
});

describe('session', () => {
  beforeEach(() => sessionStorage.clear());

  it('clearSession removes the token and buttons but keeps language and version', () => {
    setToken('t');
    sessionStorage.setItem(STORAGE_KEYS.buttons, '[]');
    sessionStorage.setItem(STORAGE_KEYS.pageLanguage, 'en-US');
    sessionStorage.setItem(STORAGE_KEYS.version, '1');
    expect(sessionStorage.getItem('access_token')).toBe('t');
    clearSession();
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.buttons)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pageLanguage)).toBe('en-US');
    expect(sessionStorage.getItem(STORAGE_KEYS.version)).toBe('1');
  });
});
