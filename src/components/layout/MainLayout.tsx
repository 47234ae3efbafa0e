import { ConfigProvider, Drawer, Layout } from 'antd';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { applyUserLanguage, http, menuTree, t } from '../../providers';
import { useCurrentUser } from './useCurrentUser';
import { homePath } from '../../routes/paths';
import { buildMenu } from './menuModel';
import { PageLoading } from './PageLoading';
import { SiderMenu } from './SiderMenu';
import { TopBar } from './TopBar';
import { useCollapsed } from './useCollapsed';
import { useIsMobile } from './useIsMobile';

const SIDER_BG = '#001d66';

/** The sider in the brand's dark blue rather than antd's default navy. */
const siderTheme = {
  components: {
    Layout: { siderBg: SIDER_BG, headerBg: '#fff', headerPadding: '0 16px', headerHeight: 56 },
    Menu: { darkItemBg: SIDER_BG, darkSubMenuItemBg: '#00144d', darkItemSelectedBg: '#002FA7' },
  },
};

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to={homePath()}
      style={{
        display: 'block',
        height: 56,
        lineHeight: '56px',
        padding: '0 16px',
        color: '#fff',
        fontWeight: 600,
        fontSize: collapsed ? 14 : 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textAlign: collapsed ? 'center' : 'left',
      }}
    >
      {collapsed ? t('app.shortTitle').slice(0, 2) : t('app.brand')}
    </Link>
  );
}

/** The signed-in frame: sider menu (a drawer below 992 px), top bar, and the page. */
export default function MainLayout({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The layout mounts once per login (AccessGate has loaded the tree by then), and the tree only
  // changes with the user, so the menu is built once here and shared by sider and drawer.
  const menu = useMemo(() => buildMenu(menuTree()), []);
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user) void applyUserLanguage(http, user.paramText);
  }, [user]);

  return (
    <ConfigProvider theme={siderTheme}>
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
            <Brand collapsed={false} />
            <SiderMenu model={menu} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            width={232}
            collapsed={collapsed}
            trigger={null}
            style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
          >
            <Brand collapsed={collapsed} />
            <SiderMenu model={menu} collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header style={{ boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)', position: 'sticky', top: 0, zIndex: 10 }}>
            <TopBar
              mobile={mobile}
              collapsed={collapsed}
              onToggleMenu={() => (mobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
            />
          </Layout.Header>
          <Layout.Content style={{ margin: mobile ? 8 : 16 }}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
