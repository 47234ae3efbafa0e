import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/layout/PageLoading';
import { t } from '../../providers';
import { homePath } from '../../resources';
import { forgetSsoToken, ssoToken } from './ssoToken';

type Phase = 'loading' | 'invalid';

/**
 * /efForLogin?token=...: another system hands the user over with a single-sign-on token
 * (docs/behaviour.md §2.2.9). Success goes to the dashboard; no token or a refused one shows the invalid text.
 * The token has left the address bar before this page loads (./ssoToken.ts).
 */
export default function SsoEntryPage() {
  // Taken out of the address when the app started (./ssoToken.ts): never in the address bar or history.
  const [token] = useState(() => ssoToken());
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'invalid');
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutateAsync } = useLogin<{ ssoToken: string }>({
    mutationOptions: { onSuccess: () => undefined, onError: () => undefined },
  });
  // A token is single-use on some issuers: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    forgetSsoToken();
    mutateAsync({ ssoToken: token })
      .then(async (result) => {
        if (!result.success) return setPhase('invalid');
        await invalidateAuth();
        navigate(homePath(), { replace: true });
      })
      .catch(() => setPhase('invalid'));
  }, [token, mutateAsync, invalidateAuth, navigate]);

  if (phase === 'loading') {
    return (
      <div data-testid="sso-loading" style={{ height: '100vh' }}>
        <PageLoading tip={t('login.ssoLoading')} />
      </div>
    );
  }
  return (
    <div data-testid="sso-invalid">
      <Result status="warning" title={t('login.ssoInvalid')} />
    </div>
  );
}
