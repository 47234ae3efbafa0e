import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { http, lookupOrgs, t, type OrgChoice, type PasswordLogin } from '../../providers';
import { LOGIN_TYPES } from '../../schemas';
import { afterLoginPath } from '../../routes/paths';
import { loginOf, type LoginFormValues } from './loginSchema';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : t('error.other'));

/**
 * The login flow behind the form: find the organisation when it was left empty (one match is used,
 * several are offered, none is "用户不存在"), then log in through Refine and go back to the
 * redirect path. Failures are kept here for the form to show, not toasted.
 */
export function useLoginSubmit(fillOrgCode: (orgCode: string) => void) {
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<OrgChoice[]>();
  const [lookingUp, setLookingUp] = useState(false);
  const pending = useRef<LoginFormValues>(undefined);
  const invalidateAuth = useInvalidateAuthStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Refine's own handlers would toast the failure and follow a `to` query; this page shows the
  // failure inside the form and follows `redirect` instead.
  const { mutateAsync, isPending } = useLogin<PasswordLogin>({
    mutationOptions: { onSuccess: () => undefined, onError: () => undefined },
  });

  async function signIn(values: LoginFormValues, orgCode: string) {
    const result = await mutateAsync({
      loginType: values.loginType,
      login: loginOf(values),
      orgCode,
      password: values.password,
      ...(values.loginType === LOGIN_TYPES.phone ? { internationalCountryCode: values.countryCode } : {}),
    }).catch((e: unknown) => ({ success: false, error: { message: messageOf(e) } }));
    if (!result.success) {
      setError(result.error?.message || t('login.userNotFound'));
      return;
    }
    // The session check is cached as "logged out" from when this page opened.
    await invalidateAuth();
    navigate(afterLoginPath(search), { replace: true });
  }

  async function submit(values: LoginFormValues) {
    setError(undefined);
    const orgCode = values.orgCode.trim();
    if (orgCode) return signIn(values, orgCode);

    let orgs: OrgChoice[];
    setLookingUp(true);
    try {
      const found = await lookupOrgs(http, values.loginType, loginOf(values), values.countryCode);
      orgs = found.filter((o) => o.orgCode);
    } catch (e) {
      setError(messageOf(e));
      return;
    } finally {
      setLookingUp(false);
    }
    if (orgs.length === 0) return setError(t('login.userNotFound'));
    if (orgs.length > 1) {
      pending.current = values;
      return setChoices(orgs);
    }
    fillOrgCode(orgs[0].orgCode);
    return signIn(values, orgs[0].orgCode);
  }

  function choose(orgCode: string) {
    const values = pending.current;
    pending.current = undefined;
    setChoices(undefined);
    if (!values) return;
    fillOrgCode(orgCode);
    void signIn(values, orgCode);
  }

  function cancelChoice() {
    pending.current = undefined;
    setChoices(undefined);
  }

  return {
    submit,
    choose,
    cancelChoice,
    choices,
    error,
    clearError: () => setError(undefined),
    busy: isPending || lookingUp,
  };
}
