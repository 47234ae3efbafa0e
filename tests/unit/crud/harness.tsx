import { useNotificationProvider } from '@refinedev/antd';
import { Refine } from '@refinedev/core';
import { appRouterProvider as routerProvider } from '../../../src/providers/router';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import CrudScreen from '../../../src/components/crud/CrudScreen';
import { registerEngineExtensions } from '../../../src/features/engine-extensions';
import {
  accessControlProvider,
  antdLocale,
  createDataProvider,
  http,
  i18nProvider,
  loadAccess,
  resetAccess,
  setNotifier,
} from '../../../src/providers';
import { findRoute, type ResolvedRoute } from '../../../src/resources';
import { actionPaths, type Action } from '../../../src/resources/screen-paths';
import { STORAGE_KEYS } from '../../../src/schemas';
import { fakeServer, ok, routes as table, type Recorded, type Reply } from '../../providers/fake-server';

// The screens with the features' parts, as the app starts them (src/RefineApp.tsx).
registerEngineExtensions();

export const AF_ORDER = findRoute('/af_order')!;
export const PRM_COOP = findRoute('/prm_coop')!;

const TREE = [
  { id: 1, name: 'af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Orders' } },
  { id: 2, name: 'prm_coop', path: '/prm_coop', label: { 'zh-CN': '合作伙伴', 'en-US': 'Partners' } },
];

export const ALL_BUTTONS = ['af_order:create', 'af_order:edit', 'af_order:delete'];

type Handler = Reply | ((r: Recorded) => Reply | Promise<Reply>);

/**
 * The shared http client answering from a table of `METHOD /path` handlers, with the user's menu
 * (af_order, prm_coop) and the given button codes loaded the way a login loads them.
 */
export async function serve(handlers: Record<string, Handler>, buttons: string[] = ALL_BUTTONS) {
  const server = fakeServer(
    table({
      'GET /hrs/permission': ok(TREE),
      'GET /hrs/permission/getButtonInfo': ok(buttons),
      'GET /hrs/permission/resourceDefs': { status: 404, data: { code: 404, data: null, messageInfo: 'no route' } },
      ...handlers,
    }),
  );
  http.defaults.adapter = server.adapter;
  resetAccess();
  sessionStorage.removeItem(STORAGE_KEYS.buttons);
  await loadAccess(http);
  return server.calls;
}

const dataProvider = createDataProvider(http);
const options = { disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false };

/** Where the router is, for assertions on navigation. */
export let currentPath = '';
function Where() {
  currentPath = useLocation().pathname;
  return null;
}

function Providers({ children, path }: { children: ReactNode; path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ConfigProvider locale={antdLocale('zh-CN')}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            options={options}
          >
            {children}
            <Where />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </MemoryRouter>
  );
}

/** Renders a data route's generic screens (all of them, so navigation between them works) at `path`. */
export function renderScreens(path: string, route: ResolvedRoute = AF_ORDER) {
  setNotifier(undefined);
  const screens = Object.entries(actionPaths(route)) as [Action, string][];
  return render(
    <Providers path={path}>
      <Routes>
        {screens.map(([action, p]) => (
          <Route key={p} path={p} element={<CrudScreen route={route} screen={action} />} />
        ))}
      </Routes>
    </Providers>,
  );
}

/** Renders any element inside the same providers. */
export const renderInApp = (ui: ReactNode, path = '/') => render(<Providers path={path}>{ui}</Providers>);

/** A list answer of the CRUD contract. */
export const page = (records: unknown[], total = records.length, extra: Record<string, unknown> = {}) =>
  ok({ records, total, current: 1, size: 20, ...extra });

/** The query of a recorded request as ordered pairs. */
export const query = (r: Recorded) => [...new URL(r.url, 'http://x').searchParams.entries()];
