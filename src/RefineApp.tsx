// First: the application's texts, before any screen module may ask for one.
import './i18n/app-texts';
import { Refine } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { accessControlProvider, createAuthProvider, createDataProvider, http, i18nProvider, t } from './providers';
import { useAppNotificationProvider } from './providers/notification';
import { withLocalResources } from './providers/local-resources';
import { appRouterProvider } from './providers/router';
import { AppRoutes } from './routes/AppRoutes';
import { refineResources } from './routes/resources';
import { RegistryFollower } from './routes/RegistryFollower';
import { SessionBridge } from './routes/SessionBridge';
import { documentTitle } from './routes/title';
import { registerEngineExtensions } from './components/engine-extensions';

// The features' parts of the generic CRUD screens, before the first screen renders.
registerEngineExtensions();

// Providers are created once: Refine re-reads its props on every render.
// The module designer's preview answers its draft routes in memory (providers/local-resources.ts).
const dataProvider = withLocalResources(createDataProvider(http));
const authProvider = createAuthProvider(http);

const refineOptions = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  title: { text: t('app.brand') },
};

/**
 * The signed-in application: Refine with every route of the registry. A chunk of its own, loaded by
 * src/App.tsx for every page but the login page of a tab without a session.
 */
export default function RefineApp() {
  return (
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
      <RegistryFollower />
      <AppRoutes />
      <DocumentTitleHandler handler={documentTitle} />
    </Refine>
  );
}
