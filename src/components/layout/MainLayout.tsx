import { ConfigProvider, Drawer, Layout } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { accessLoads, applyUserLanguage, http, menuTree, subscribeTheme, t, themeColor } from '../../providers';
import { useStore } from '../../api/store';
import { useCurrentUser } from './useCurrentUser';
import { loadPersonalSettings } from '../settings/store';
import { loadListViews } from '../views/store';
import { homePath } from '../../resources';
import { buildMenu } from './menuModel';
import { ONLINE_BOOKING_VERSION } from '../../schemas';
import { FrequentMenuBlock } from './FrequentMenuBlock';
import { PageLoading } from './PageLoading';
import { isPrivateSaas } from './privateSaas';
import { createVisitRecorder } from './recordMenuVisit';
import { SiderMenu } from './SiderMenu';
import { TopBar } from './TopBar';
import { useCollapsed } from './useCollapsed';
import { useIsMobile } from './useIsMobile';

const SIDER_BG = '#001d66';

/** The sider in the brand's dark blue rather than antd's default navy; the selection in the user's colour. */
const siderTheme = (primary: string) => ({
  components: {
    Layout: { siderBg: SIDER_BG, headerBg: '#fff', headerPadding: '0 16px', headerHeight: 56 },
    Menu: { darkItemBg: SIDER_BG, darkSubMenuItemBg: '#00144d', darkItemSelectedBg: primary },
  },
});

/** The product's mark; private SaaS installations show none (docs/behaviour.md §2.2.3, §2.6). */
function Logo() {
  return (
    <svg data-testid="brand-logo" width="22" height="22" viewBox="0 0 22 22" aria-hidden style={{ flex: 'none' }}>
      <rect width="22" height="22" rx="5" fill="#fff" />
      <path d="M5 16 L11 5 L17 16 Z" fill="#002FA7" />
    </svg>
  );
}

function Brand({ collapsed, logo }: { collapsed: boolean; logo: boolean }) {
  return (
    <Link
      to={homePath()}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 8,
        height: 56,
        padding: '0 16px',
        color: '#fff',
        fontWeight: 600,
        fontSize: collapsed ? 14 : 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textAlign: collapsed ? 'center' : 'left',
      }}
    >
      {logo ? <Logo /> : null}
      {collapsed && logo ? null : (
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{collapsed ? t('app.shortTitle').slice(0, 2) : t('app.brand')}</span>
      )}
    </Link>
  );
}

/**
 * The signed-in frame: sider menu (a drawer below 992 px), top bar, and the page.
 * `onIntent`: the pointer rests on a menu entry (its path): the router fetches that screen's chunk
 * ahead of the click (src/routes/warmUp.ts); the layout itself knows no screens.
 */
export default function MainLayout({ children, onIntent }: { children: ReactNode; onIntent?: (path: string) => void }) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The layout mounts once per login (AccessGate has loaded the tree by then); the tree changes with
  // the registry (a module published, src/routes/RegistryFollower.tsx), so the menu is built again
  // only then, and shared by sider and drawer.
  const { generation } = useStore(accessLoads);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation counts the loads of the tree that menuTree() reads.
  const menu = useMemo(() => buildMenu(menuTree()), [generation]);
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user) void applyUserLanguage(http, user.paramText);
  }, [user]);
  // The personal settings shape every order list and form (digits, defaults, windows). Loaded with
  // the layout, they are there when the first such screen opens, which then renders once instead of
  // again (all its rows) when they arrive.
  const userId = user?.userId;
  useEffect(() => {
    if (userId !== undefined) {
      void loadPersonalSettings(userId);
      // The saved list views too: a list then opens with its default view at once (docs/lists.md).
      void loadListViews();
    }
  }, [userId]);
  const primary = useSyncExternalStore(subscribeTheme, themeColor);
  const theme = useMemo(() => siderTheme(primary), [primary]);
  const logo = !isPrivateSaas(user);
  // The online-booking edition has no frequent menus (docs/behaviour.md §2.2.2, §2.6).
  const frequent = !!user && user.orgVersion !== ONLINE_BOOKING_VERSION;

  // Every visit of a menu entry's page is recorded for the frequent menus (docs/behaviour.md §2.2.4), however
  // the user got there; the recorder drops repeats of a path within a few seconds.
  const { pathname, search } = useLocation();
  const record = useRef(createVisitRecorder());
  // The top bar's home action adds ?t=<now>: a new value remounts the page, reloading its data.
  const reloadKey = new URLSearchParams(search).get('t') ?? '';
  useEffect(() => {
    record.current(menu, pathname);
  }, [menu, pathname]);

  return (
    <ConfigProvider theme={theme}>
      <Layout style={{ minHeight: '100vh' }}>
        {mobile ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={256}
            closable={false}
            styles={{ body: { padding: 0, background: SIDER_BG } }}
          >
            <Brand collapsed={false} logo={logo} />
            {frequent ? <FrequentMenuBlock onNavigate={() => setDrawerOpen(false)} /> : null}
            <SiderMenu model={menu} onNavigate={() => setDrawerOpen(false)} onIntent={onIntent} />
          </Drawer>
        ) : (
          <Layout.Sider
            width={232}
            collapsed={collapsed}
            trigger={null}
            style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
          >
            <Brand collapsed={collapsed} logo={logo} />
            {frequent && !collapsed ? <FrequentMenuBlock /> : null}
            <SiderMenu model={menu} collapsed={collapsed} onIntent={onIntent} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header style={{ boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)', position: 'sticky', top: 0, zIndex: 10 }}>
            <TopBar mobile={mobile} collapsed={collapsed} onToggleMenu={() => (mobile ? setDrawerOpen(true) : setCollapsed(!collapsed))} />
          </Layout.Header>
          <Layout.Content style={{ margin: mobile ? 8 : 16 }}>
            <Suspense key={reloadKey} fallback={<PageLoading />}>
              {children}
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
