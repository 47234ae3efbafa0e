import { useContext, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { http } from '../../providers/http';
import { t } from '../../providers/i18n';
import { afterLoginPath } from '../../providers/redirect';
import { lookupOrgs, signIn as signInWith, type OrgChoice } from '../../providers/sign-in';
import { LOGIN_TYPES } from '../../schemas/scopes';
import { AfterSignIn } from './afterSignIn';
import { loginOf, type LoginFormValues } from './loginSchema';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : t('error.other'));

/**
 * The login flow behind the form: find the organisation when it was left empty (one match is used,
 * several are offered, none is "用户不存在"), then sign in and go back to the redirect path.
 * Failures are kept here for the form to show, not toasted. It needs neither Refine nor the route
 * registry: the page is shown before the app is loaded (src/App.tsx).
 */
export function useLoginSubmit(fillOrgCode: (orgCode: string) => void) {
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<OrgChoice[]>();
  const [lookingUp, setLookingUp] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const pending = useRef<LoginFormValues>(undefined);
  const afterSignIn = useContext(AfterSignIn);
  const navigate = useNavigate();
  const { search } = useLocation();

  async function signIn(values: LoginFormValues, orgCode: string) {
    setSigningIn(true);
    try {
      await signInWith(http, {
        loginType: values.loginType,
        login: loginOf(values),
        orgCode,
        password: values.password,
        ...(values.loginType === LOGIN_TYPES.phone ? { internationalCountryCode: values.countryCode } : {}),
      });
    } catch (e) {
      setError(messageOf(e));
      return;
    } finally {
      setSigningIn(false);
    }
    await afterSignIn();
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
    busy: signingIn || lookingUp,
  };
}
