import { describe, expect, it } from 'vitest';
import { emptyLoginForm, validateLogin } from '../../../src/pages/login/loginSchema';
import { LOGIN_TYPES } from '../../../src/schemas';

/** The organisation code: looked up when left empty, unless the installation turned the lookup off (docs/security.md). */
describe('login form: organisation code', () => {
  const phone = { ...emptyLoginForm(LOGIN_TYPES.phone), phone: '13800138000', password: 'x' };

  it('may stay empty for phone and email logins while the lookup is on', () => {
    expect(validateLogin(phone, { orgLookup: true })).toEqual({});
    expect(validateLogin({ ...emptyLoginForm(LOGIN_TYPES.email), email: 'ops@example.com', password: 'x' })).toEqual({});
  });

  it('is asked on every tab when the lookup is off', () => {
    expect(validateLogin(phone, { orgLookup: false })).toEqual({ orgCode: '请输入公司代码' });
    expect(validateLogin({ ...phone, orgCode: 'DEMO' }, { orgLookup: false })).toEqual({});
  });

  it('is always asked for an administrator login name', () => {
    const admin = { ...emptyLoginForm(LOGIN_TYPES.admin), loginName: 'admin', password: 'x' };
    expect(validateLogin(admin, { orgLookup: true })).toEqual({ orgCode: '请输入公司代码' });
  });
});

describe('login form: the active tab decides what is asked', () => {
  it('asks the phone tab for a number of digits and dashes, and the password', () => {
    expect(validateLogin(emptyLoginForm(LOGIN_TYPES.phone))).toEqual({ phone: '请输入手机号', password: '请输入密码' });
    expect(validateLogin({ ...emptyLoginForm(LOGIN_TYPES.phone), phone: '138 0013', password: 'x' })).toEqual({
      phone: '请输入正确的手机号',
    });
    expect(validateLogin({ ...emptyLoginForm(LOGIN_TYPES.phone), phone: ' 138-0013-8000 ', password: 'x' })).toEqual({});
  });

  it('checks the email tab for an address of at most 80 characters', () => {
    const email = (value: string) => validateLogin({ ...emptyLoginForm(LOGIN_TYPES.email), email: value, password: 'x' });
    expect(email('')).toEqual({ email: '请输入邮箱' });
    expect(email('ops@example')).toEqual({ email: '请输入正确的邮箱地址' });
    expect(email(`${'a'.repeat(70)}@example.com`)).toEqual({ email: '长度不超过 80' });
  });

  it('ignores the identifiers of the other tabs', () => {
    const admin = {
      ...emptyLoginForm(LOGIN_TYPES.admin),
      loginName: 'admin',
      orgCode: 'DEMO',
      password: 'x',
      phone: 'not a phone',
      email: 'nope',
    };
    expect(validateLogin(admin)).toEqual({});
  });
});
