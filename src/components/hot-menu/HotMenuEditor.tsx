import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, List, Modal, Row, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api, call } from '../../api';
import { menuTree, t } from '../../providers';
import {
  HOT_MENU_MAX,
  canMoveDown,
  canMoveUp,
  editorTree,
  initialSelection,
  leavesOf,
  move,
  savePayload,
  toggle,
  type EditorNode,
  type HotItem,
} from './model';
import { reloadAccessRecords, useAccessRecords } from './useAccessRecords';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';

export interface HotMenuEditorProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful save (the access-record list has been reloaded by then). */
  onSaved?: () => void;
}

const toTreeData = (nodes: EditorNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: n.title,
    checkable: n.checkable,
    selectable: n.checkable,
    children: n.children ? toTreeData(n.children) : undefined,
  }));

const parentKeys = (nodes: EditorNode[]): string[] => nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));

/**
 * The hot-menu editor (docs/behaviour.md §2.2.6): tick up to 10 leaves of the permitted menu, order them, save.
 */
export function HotMenuEditor({ open, onClose, onSaved }: HotMenuEditorProps) {
  const { message } = App.useApp();
  const { records } = useAccessRecords();
  const nodes = useMemo(() => editorTree(menuTree()), []);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const leaves = useMemo(() => leavesOf(nodes), [nodes]);
  const [selected, setSelected] = useState<HotItem[]>([]);
  const [saving, setSaving] = useState(false);
  const [expanded, setExpanded] = useState<string[]>(() => parentKeys(nodes));

  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) setSelected(initialSelection(records, leaves));
  }, [open, records, leaves]);

  const onCheck = (key: string, checked: boolean) => {
    const item = leaves.get(key);
    if (!item) return;
    const next = toggle(selected, item, checked);
    if (next.refused) void message.warning(t('hotMenu.max'));
    setSelected(next.list);
  };

  const save = async () => {
    setSaving(true);
    try {
      // Nonzero codes are toasted by the client with the server's messageInfo.
      await call(api.dashboard.saveAccessRecordList, { body: savePayload(selected, records) });
      await reloadAccessRecords();
      void message.success(t('notifications.success'));
      onSaved?.();
      onClose();
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  // Ctrl+S saves (not while saving); Esc (×, 取消) asks before a changed list is thrown away.
  useSaveShortcut(() => void save(), open, !saving);
  const ids = (l: HotItem[]) => l.map((s) => s.id).join(',');
  const close = useGuardedClose(() => ids(selected) !== ids(initialSelection(records, leaves)), onClose);

  return (
    <Modal
      open={open}
      title={t('hotMenu.title')}
      width={730}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('button.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={save} data-testid="hot-menu-save">
          {t('button.save')}
        </Button>,
      ]}
    >
      <Row gutter={16} data-testid="hot-menu-editor">
        <Col span={12}>
          <Typography.Text strong>{t('hotMenu.menus')}</Typography.Text>
          <div style={{ height: 400, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, marginTop: 8, padding: 8 }}>
            <Tree
              checkable
              checkStrictly
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              selectable={false}
              treeData={treeData}
              checkedKeys={selected.map((s) => s.id)}
              onCheck={(_, info) => onCheck(String(info.node.key), info.checked)}
            />
          </div>
        </Col>
        <Col span={12}>
          <Typography.Text strong>{t('hotMenu.selected', { count: selected.length, max: HOT_MENU_MAX })}</Typography.Text>
          <div style={{ height: 400, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, marginTop: 8 }}>
            {selected.length ? (
              <List
                size="small"
                dataSource={selected}
                renderItem={(item, i) => (
                  <List.Item
                    data-testid={`hot-menu-item-${i}`}
                    actions={[
                      <Button
                        key="up"
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        title={t('hotMenu.up')}
                        aria-label={t('hotMenu.up')}
                        disabled={!canMoveUp(i)}
                        data-testid={`hot-menu-up-${i}`}
                        onClick={() => setSelected((l) => move(l, i, -1))}
                      />,
                      <Button
                        key="down"
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        title={t('hotMenu.down')}
                        aria-label={t('hotMenu.down')}
                        disabled={!canMoveDown(i, selected.length)}
                        data-testid={`hot-menu-down-${i}`}
                        onClick={() => setSelected((l) => move(l, i, 1))}
                      />,
                    ]}
                  >
                    <span>
                      {i + 1}. {item.name}
                    </span>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hotMenu.empty')} />
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}
