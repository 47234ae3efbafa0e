import { Refine } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router';
import {
  accessControlProvider,
  antdLocale,
  createAuthProvider,
  createDataProvider,
  currentLanguage,
  http,
  i18nProvider,
  prefersReducedMotion,
  subscribeLanguage,
  subscribeReducedMotion,
  subscribeTheme,
  t,
  themeColor,
} from './providers';
import { useAppNotificationProvider } from './providers/notification';
import { appRouterProvider } from './providers/router';
import { AppRoutes } from './routes/AppRoutes';
import { WARNING_DURATION_S } from './schemas/constants';
import { refineResources } from './routes/resources';
import { SessionBridge } from './routes/SessionBridge';
import { documentTitle } from './routes/title';

// Providers are created once: Refine re-reads its props on every render.
const dataProvider = createDataProvider(http);
const authProvider = createAuthProvider(http);

/** Default brand colour from spec 02 §9 (Klein blue); the top bar's picker can change it. */
export { DEFAULT_THEME_COLOR as PRIMARY_COLOR } from './providers';

/** Spec 01 §9: warning toasts last 5 s (the 403 notice says 3 s itself); notices sit bottom-right (spec 02 §8). */
const TOASTS = { duration: WARNING_DURATION_S };
const NOTICES = { duration: WARNING_DURATION_S, placement: 'bottomRight' as const };

const refineOptions = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  title: { text: t('app.brand') },
};

export function App() {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage);
  const primary = useSyncExternalStore(subscribeTheme, themeColor);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
  const theme = useMemo(() => ({ token: { colorPrimary: primary, motion: !reducedMotion } }), [primary, reducedMotion]);
  // Hash routing: the spec's share links are origin + /#/path.
  return (
    <HashRouter>
      <ConfigProvider key={lang} locale={antdLocale(lang)} theme={theme}>
        <AntdApp style={{ height: '100%' }} message={TOASTS} notification={NOTICES}>
          <Refine
            routerProvider={appRouterProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useAppNotificationProvider}
            resources={refineResources}
            options={refineOptions}
          >
            <SessionBridge />
            <AppRoutes />
            <DocumentTitleHandler handler={documentTitle} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
