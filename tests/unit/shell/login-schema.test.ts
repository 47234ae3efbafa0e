import { describe, expect, it } from 'vitest';
import { emptyLoginForm, loginSchema } from '../../../src/pages/login/loginSchema';
import { LOGIN_TYPES } from '../../../src/schemas';

/** The organisation code: looked up when left empty, unless the installation turned the lookup off (docs/security.md). */
describe('login form: organisation code', () => {
  const phone = { ...emptyLoginForm(LOGIN_TYPES.phone), phone: '13800138000', password: 'x' };

  it('may stay empty for phone and email logins while the lookup is on', async () => {
    await expect(loginSchema({ orgLookup: true }).validate(phone)).resolves.toBeTruthy();
  });

  it('is asked on every tab when the lookup is off', async () => {
    await expect(loginSchema({ orgLookup: false }).validate(phone)).rejects.toThrow();
    await expect(loginSchema({ orgLookup: false }).validate({ ...phone, orgCode: 'DEMO' })).resolves.toBeTruthy();
  });

  it('is always asked for an administrator login name', async () => {
    const admin = { ...emptyLoginForm(LOGIN_TYPES.admin), loginName: 'admin', password: 'x' };
    await expect(loginSchema({ orgLookup: true }).validate(admin)).rejects.toThrow();
  });
});
