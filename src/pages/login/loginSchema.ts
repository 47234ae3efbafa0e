import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from '../../providers/i18n';
import { EMAIL } from '../../schemas/patterns';
import { LOGIN_TYPES, type LoginType } from '../../schemas/scopes';
import { DEFAULT_COUNTRY_CODE } from './countryCodes';

export interface LoginFormValues {
  loginType: LoginType;
  countryCode: string;
  phone: string;
  email: string;
  loginName: string;
  orgCode: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFormValues, string>>;

export const emptyLoginForm = (loginType: LoginType = LOGIN_TYPES.phone): LoginFormValues => ({
  loginType,
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  email: '',
  loginName: '',
  orgCode: '',
  password: '',
});

/** The login identifier of the active tab: phone number, email or administrator login name. */
export function loginOf(v: LoginFormValues): string {
  if (v.loginType === LOGIN_TYPES.phone) return v.phone.trim();
  if (v.loginType === LOGIN_TYPES.email) return v.email.trim().toLowerCase();
  return v.loginName.trim();
}

const PHONE = /^[0-9-]{5,20}$/;
const EMAIL_MAX = 80;

/**
 * The login form's rules, one function for the three tabs: only the active tab's identifier is
 * required. The organisation code may stay empty for phone and email (it is looked up) unless the
 * installation turned the lookup off; an administrator login name is only unique inside an
 * organisation, so there it is always required. A plain function rather than a yup schema: the
 * login page loads before the application (src/App.tsx) and yup alone would be 10 KB of it.
 */
export function validateLogin(v: LoginFormValues, { orgLookup = true }: { orgLookup?: boolean } = {}): LoginErrors {
  const errors: LoginErrors = {};
  if (v.loginType === LOGIN_TYPES.phone) {
    if (!v.countryCode) errors.countryCode = t('login.required.countryCode');
    const phone = v.phone.trim();
    if (!phone) errors.phone = t('login.required.phone');
    else if (!PHONE.test(phone)) errors.phone = t('login.invalid.phone');
  } else if (v.loginType === LOGIN_TYPES.email) {
    const email = v.email.trim();
    if (!email) errors.email = t('login.required.email');
    else if (!EMAIL.test(email)) errors.email = t('login.invalid.email');
    else if (email.length > EMAIL_MAX) errors.email = t('login.invalid.emailLength');
  } else if (!v.loginName.trim()) errors.loginName = t('login.required.admin');
  if ((v.loginType === LOGIN_TYPES.admin || !orgLookup) && !v.orgCode.trim()) errors.orgCode = t('login.required.orgCode');
  if (!v.password) errors.password = t('login.required.password');
  return errors;
}

/** validateLogin as react-hook-form's resolver. */
export const loginResolver =
  (options: { orgLookup?: boolean }): Resolver<LoginFormValues> =>
  (values) => {
    const errors = validateLogin(values, options);
    const names = Object.keys(errors) as (keyof LoginFormValues)[];
    if (names.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<LoginFormValues> = {};
    for (const name of names) fieldErrors[name] = { type: 'validate', message: errors[name] };
    return { values: {}, errors: fieldErrors };
  };
