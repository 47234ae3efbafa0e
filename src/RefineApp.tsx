import { Refine } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { useMemo } from 'react';
import { useAppQueryClient } from './api/query-client';
import { findDataRoute } from './components/crud/routeDefs';
import { accessControlProvider, createAuthProvider, createDataProvider, http, i18nProvider, startAppTexts, t } from './providers';
import { useAppNotificationProvider } from './providers/notification';
import { withLocalResources } from './providers/local-resources';
import { appRouterProvider } from './providers/router';
import { AppRoutes } from './routes/AppRoutes';
import { refineResources } from './routes/resources';
import { RegistryFollower } from './routes/RegistryFollower';
import { SessionBridge } from './routes/SessionBridge';
import { documentTitle } from './routes/title';
import { registerEngineExtensions } from './features/engine-extensions';
import { appTexts } from './i18n/catalogue';

/**
 * What the application sets up when its code has arrived, before it renders (src/App.tsx calls it):
 * its texts and the route labels join the login page's, and the features' parts of the generic CRUD
 * screens are registered. Nothing here happens by importing a module.
 */
export function startApp() {
  startAppTexts(appTexts());
  registerEngineExtensions();
}

// The login page, outside this chunk, calls it once the sign-in succeeds (src/App.tsx).
export { warmUp } from './routes/warmUp';

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

/** The table a data route is a view of: a change through one view reaches the others' screens. */
const tableOf = (resource: string) => findDataRoute(resource)?.table;

/**
 * The signed-in application: Refine with every route of the registry. A chunk of its own, loaded by
 * src/App.tsx for every page but the login page of a tab without a session.
 */
export default function RefineApp() {
  // One query cache for Refine's data hooks and the screens' calls (src/api/query-client.ts).
  const queryClient = useAppQueryClient(tableOf);
  const options = useMemo(() => ({ ...refineOptions, reactQuery: { clientConfig: queryClient } }), [queryClient]);
  return (
    <Refine
      routerProvider={appRouterProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useAppNotificationProvider}
      resources={refineResources}
      options={options}
    >
      <SessionBridge />
      <RegistryFollower />
      <AppRoutes />
      <DocumentTitleHandler handler={documentTitle} />
    </Refine>
  );
}
