import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router';
import {
  accessControlProvider,
  antdLocale,
  createAuthProvider,
  createDataProvider,
  currentLanguage,
  http,
  i18nProvider,
  subscribeLanguage,
  t,
} from './providers';
import { useAppNotificationProvider } from './providers/notification';
import { AppRoutes } from './routes/AppRoutes';
import { refineResources } from './routes/resources';
import { SessionBridge } from './routes/SessionBridge';
import { documentTitle } from './routes/title';

// Providers are created once: Refine re-reads its props on every render.
const dataProvider = createDataProvider(http);
const authProvider = createAuthProvider(http);

/** Brand colour from spec 02 §9 (Klein blue); the theme picker of the top bar is a later issue. */
export const PRIMARY_COLOR = '#002FA7';
const theme = { token: { colorPrimary: PRIMARY_COLOR } };

const refineOptions = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  title: { text: t('app.brand') },
};

export function App() {
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage);
  // Hash routing: the spec's share links are origin + /#/path.
  return (
    <HashRouter>
      <ConfigProvider key={lang} locale={antdLocale(lang)} theme={theme}>
        <AntdApp style={{ height: '100%' }}>
          <Refine
            routerProvider={routerProvider}
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
