import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, App, Button, Card, Empty, Input, List, Spin, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { buttonCode } from '../../resources';
import { api, call } from '../../api';
import { currentLanguage, hasButton, t } from '../../providers';
import { allKeys, filterTree, grantedCodes, toTreeData, type PermissionNode } from './permissionTree';

interface Role {
  id: number;
  roleCode: string;
  roleName: string;
  isAdmin: boolean | null;
}

/**
 * /hrs_permission: pick a role, tick the menus and buttons it may use, save. The server enforces the
 * new grants from the next call of every session; users' menus follow at their next login.
 */
export default function RolePermissionPage() {
  const { message } = App.useApp();
  const lang = currentLanguage();
  const { result, query } = useList<Role>({
    resource: 'hrs_role',
    pagination: { pageSize: 500 },
    sorters: [{ field: 'roleCode', order: 'asc' }],
  });
  const roles = result?.data ?? [];
  const [roleId, setRoleId] = useState<number>();
  const [tree, setTree] = useState<PermissionNode[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const role = roles.find((r) => r.id === roleId);
  const canEdit = hasButton(buttonCode('hrs_permission', 'edit'));

  useEffect(() => {
    if (roleId === undefined) return;
    setLoading(true);
    call(api.shell.allPermissions, { query: { roleId: String(roleId) } })
      .then((answer) => {
        const { tree: nodes, have } = answer as unknown as { tree: PermissionNode[]; have: string[] };
        setTree(nodes);
        setChecked(have);
      })
      .finally(() => setLoading(false));
  }, [roleId]);

  const shown = useMemo(() => filterTree(tree, search, lang), [tree, search, lang]);
  const treeData = useMemo(() => toTreeData(shown, lang), [shown, lang]);
  // A search opens every branch that matched; otherwise the user opens what they need.
  const expandedKeys = search.trim() ? allKeys(shown) : expanded;

  async function save() {
    if (roleId === undefined) return;
    setSaving(true);
    try {
      await call(api.shell.roleGrants, { params: { roleId }, body: { codes: grantedCodes(checked, tree) } });
      message.success(t('permission.saved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card title={t('permission.roles')} style={{ width: 280 }} loading={query.isLoading}>
        <List
          dataSource={roles}
          locale={{ emptyText: t('empty') }}
          renderItem={(r) => (
            <List.Item
              data-testid={`role-${r.roleCode}`}
              onClick={() => setRoleId(r.id)}
              style={{ cursor: 'pointer', paddingInline: 8, background: r.id === roleId ? '#e6edff' : undefined }}
            >
              <List.Item.Meta avatar={<SafetyCertificateOutlined />} title={r.roleName} description={r.roleCode} />
            </List.Item>
          )}
        />
      </Card>
      <Card
        title={role ? `${t('permission.grantsOf')}${role.roleName}` : t('permission.grants')}
        style={{ flex: 1, minWidth: 320 }}
        extra={
          canEdit && role && !role.isAdmin ? (
            <Button type="primary" loading={saving} onClick={save} data-testid="save-grants">
              {t('button.save')}
            </Button>
          ) : null
        }
      >
        {!role ? (
          <Empty description={t('permission.pickRole')} />
        ) : role.isAdmin ? (
          <Alert type="info" showIcon message={t('permission.adminHasAll')} />
        ) : loading ? (
          <Spin />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('permission.nextLogin')}</Typography.Paragraph>
            <Input.Search
              allowClear
              placeholder={t('permission.search')}
              onChange={(e) => setSearch(e.target.value)}
              style={{ marginBottom: 12, maxWidth: 360 }}
              data-testid="permission-search"
            />
            {/* Each node on its own: a page may be granted without its buttons. */}
            <Tree
              checkable
              checkStrictly
              disabled={!canEdit}
              treeData={treeData}
              checkedKeys={checked}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys as string[])}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as string[])}
              height={560}
            />
          </>
        )}
      </Card>
    </div>
  );
}
