import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { labelKey } from '../../resources';
import { currentLanguage, type MenuNode, menuTree, t, tDynamic } from '../../providers';

/**
 * The container node of this path: the container itself (/afManager), or the one whose children
 * include it (the module a welcome page such as /af belongs to).
 */
function moduleOf(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.path === path && n.children?.length) return n;
    if (n.children?.some((c) => c.path === path)) return n;
    const deeper = moduleOf(n.children ?? [], path);
    if (deeper) return deeper;
  }
  return undefined;
}

/**
 * A module's welcome page (/prm, /hrs, /css, /af) and its area (/prmManager, ...): the screens of that module the user may open,
 * as a grid of links, so the module's home is a way in rather than an empty page.
 */
export default function ModuleHomePage() {
  const { pathname } = useLocation();
  const mod = moduleOf(menuTree(), pathname);
  const lang = currentLanguage();
  const label = (n: MenuNode) => tDynamic(labelKey(n.path ?? ''), n.label?.[lang]);
  const entries = (mod?.children ?? []).filter((c) => c.path && c.path !== pathname && !c.hidden && !c.unavailable);
  return (
    <Card title={mod ? label(mod) : tDynamic(labelKey(pathname))} data-testid="module-home">
      {entries.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {entries.map((e) => (
            <Col key={e.id} xs={12} sm={8} md={6} xl={4}>
              <Link to={e.path!}>
                <Card hoverable size="small" styles={{ body: { minHeight: 56, display: 'flex', alignItems: 'center' } }}>
                  <Typography.Text strong>{label(e)}</Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
