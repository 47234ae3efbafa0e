import { mixed, object, string, type ObjectSchema } from 'yup';
import { t } from '../../providers/i18n';
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

/**
 * One schema for the three tabs: only the active tab's identifier is required. The organisation
 * code may stay empty for phone and email (it is looked up) unless the installation turned the
 * lookup off; an administrator login name is only unique inside an organisation, so there it is
 * always required.
 */
export function loginSchema({ orgLookup = true }: { orgLookup?: boolean } = {}): ObjectSchema<LoginFormValues> {
  return object({
    loginType: mixed<LoginType>().oneOf([LOGIN_TYPES.phone, LOGIN_TYPES.email, LOGIN_TYPES.admin]).required(),
    countryCode: string().default('').when('loginType', {
      is: LOGIN_TYPES.phone,
      then: (s) => s.required(t('login.required.countryCode')),
    }),
    phone: string().default('').trim().when('loginType', {
      is: LOGIN_TYPES.phone,
      then: (s) => s.required(t('login.required.phone')).matches(/^[0-9-]{5,20}$/, t('login.invalid.phone')),
    }),
    email: string().default('').trim().when('loginType', {
      is: LOGIN_TYPES.email,
      then: (s) => s.required(t('login.required.email')).email(t('login.invalid.email')).max(80, t('login.invalid.emailLength')),
    }),
    loginName: string().default('').trim().when('loginType', {
      is: LOGIN_TYPES.admin,
      then: (s) => s.required(t('login.required.admin')),
    }),
    orgCode: string().default('').trim().when('loginType', {
      is: (type: LoginType) => type === LOGIN_TYPES.admin || !orgLookup,
      then: (s) => s.required(t('login.required.orgCode')),
    }),
    password: string().default('').required(t('login.required.password')),
  });
}
