import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnHeightOutlined,
  DownOutlined,
  HolderOutlined,
  SettingOutlined,
  StarFilled,
} from '@ant-design/icons';
import { App, Button, Checkbox, Dropdown, Form, Input, Modal, Popover, Select, Space, Tag, type MenuProps } from 'antd';
import { useState } from 'react';
import { t } from '../../providers';
import type { FieldDef } from '../../resources';
import type { Density, ListView, ViewColumn, ViewSettings } from '../../schemas/list-views';
import { VIEW_NAME_MAX } from '../../schemas/list-views';
import { fieldLabel } from '../crud/routeDefs';
import { useListViews, type ListViews } from './store';
import type { Layout, ListViewBarProps } from '../crud/extensions';
import { dropsAfter, moveColumn, stepColumn } from './columnOrder';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';

type Props = Omit<ListViewBarProps, 'resource'> & { views: ListViews };

const DENSITY_KEYS: Density[] = ['small', 'middle', 'large'];

/**
 * A list's saved views (docs/lists.md "Saved views"): pick one (★ the user's default, 共享 shared by
 * a colleague), choose and order the columns, the row density, and save the list as it is now (its
 * columns and widths, density, filters, sort and page size) as a new view or into the current one,
 * make it the default, share it with the organisation, or delete it. Shared views of others are
 * read-only: save a copy instead.
 */
export function ListViewBar({ views, fields, layout, onLayout, current }: Props) {
  const { message, modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const active = views.active;
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      void message.success(t('success'));
    } catch {
      // The http client has shown the server's message.
    }
  };

  const menu: MenuProps['items'] = [
    ...(active?.canEdit ? [{ key: 'save', label: t('views.save') }] : []),
    { key: 'saveAs', label: t('views.saveAs') },
    ...(active
      ? [
          views.defaultId === active.id
            ? { key: 'undefault', label: t('views.unsetDefault') }
            : { key: 'default', label: t('views.setDefault') },
        ]
      : []),
    ...(active?.canEdit
      ? [
          { key: 'share', label: active.shared ? t('views.unshare') : t('views.share') },
          { key: 'delete', label: t('views.delete'), danger: true },
        ]
      : []),
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'saveAs') setSaving(true);
    else if (key === 'save' && active) void run(() => views.update(active.id, { settings: current() }));
    else if (key === 'default' && active) void run(() => views.setDefault(active.id));
    else if (key === 'undefault') void run(() => views.setDefault(null));
    else if (key === 'share' && active) void run(() => views.update(active.id, { shared: !active.shared }));
    else if (key === 'delete' && active) {
      modal.confirm({ title: t('views.deleteConfirm', { name: active.name }), onOk: () => run(() => views.remove(active.id)) });
    }
  };

  return (
    <Space wrap size={4} data-testid="view-bar">
      <Select<number>
        size="middle"
        style={{ minWidth: 150 }}
        value={active?.id ?? 0}
        onChange={(id) => views.select(id === 0 ? null : id)}
        data-testid="view-select"
        popupMatchSelectWidth={false}
        options={[
          { value: 0, label: t('views.plain') },
          ...views.views.map((v) => ({
            value: v.id,
            label: (
              <span data-testid={`view-option-${v.id}`}>
                {views.defaultId === v.id ? <StarFilled style={{ color: '#faad14', marginRight: 4 }} /> : null}
                {v.name}
                {v.shared ? (
                  <Tag style={{ marginLeft: 6 }} color={v.mine ? 'blue' : 'default'}>
                    {v.mine ? t('views.sharedMine') : t('views.sharedBy', { name: v.ownerName ?? '' })}
                  </Tag>
                ) : null}
              </span>
            ),
          })),
        ]}
      />
      <Popover trigger="click" placement="bottomRight" content={<ColumnPicker fields={fields} layout={layout} onLayout={onLayout} />}>
        <Button icon={<SettingOutlined />} data-testid="column-settings">
          {t('views.columns')}
        </Button>
      </Popover>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [layout.density],
          items: DENSITY_KEYS.map((d) => ({ key: d, label: <span data-testid={`density-${d}`}>{t(`views.density.${d}`)}</span> })),
          onClick: ({ key }) => onLayout({ ...layout, density: key as Density }),
        }}
      >
        <Button icon={<ColumnHeightOutlined />} aria-label={t('views.densityTitle')} data-testid="density-button" />
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: menu.map((i) => ({
            ...i!,
            label: <span data-testid={`view-action-${String(i!.key)}`}>{(i as { label: string }).label}</span>,
          })),
          onClick: onMenu,
        }}
      >
        <Button data-testid="view-actions">
          {t('views.views')} <DownOutlined />
        </Button>
      </Dropdown>
      {saving ? <SaveAsDialog views={views} current={current} onClose={() => setSaving(false)} /> : null}
    </Space>
  );
}

/**
 * Which columns show, in which order: ticked ones first in their order, then the rest. A ticked
 * column is dragged (by its ⠿ handle or anywhere on its row) to its place, or moved by ↑ ↓.
 */
function ColumnPicker({ fields, layout, onLayout }: { fields: FieldDef[]; layout: Layout; onLayout: (l: Layout) => void }) {
  const shown = layout.columns;
  const names = new Set(shown.map((c) => c.name));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const set = (columns: ViewColumn[]) => {
    if (columns !== shown) onLayout({ ...layout, columns });
  };
  // The column being dragged, and where it would land now (shown as a line on that side of the row).
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ onto: string; after: boolean } | null>(null);
  const endDrag = () => {
    setDragged(null);
    setDrop(null);
  };
  const line = '2px solid #1677ff';
  return (
    // A list of the columns: shown ones first (dragged, or moved with their up and down buttons), then the others.
    <ul style={{ maxHeight: 360, overflowY: 'auto', minWidth: 220, listStyle: 'none', margin: 0, padding: 0 }} data-testid="column-picker">
      {shown.map((c, i) =>
        byName.get(c.name) ? (
          <li
            key={c.name}
            draggable
            data-testid={`column-row-${c.name}`}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', c.name);
              setDragged(c.name);
            }}
            onDragOver={(e) => {
              if (!dragged) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              const box = e.currentTarget.getBoundingClientRect();
              const after = dropsAfter(e.clientY, box.top, box.height);
              if (drop?.onto !== c.name || drop.after !== after) setDrop({ onto: c.name, after });
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged && drop) set(moveColumn(shown, dragged, drop.onto, drop.after));
              endDrag();
            }}
            onDragEnd={endDrag}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              opacity: dragged === c.name ? 0.5 : 1,
              borderTop: drop?.onto === c.name && !drop.after ? line : '2px solid transparent',
              borderBottom: drop?.onto === c.name && drop.after ? line : '2px solid transparent',
            }}
          >
            <HolderOutlined
              style={{ cursor: 'grab', color: '#8c8c8c' }}
              aria-label={t('views.dragColumn')}
              data-testid={`column-drag-${c.name}`}
            />
            <Checkbox
              checked
              disabled={shown.length === 1}
              onChange={() => set(shown.filter((x) => x.name !== c.name))}
              data-testid={`column-toggle-${c.name}`}
              style={{ flex: 1 }}
            >
              {fieldLabel(byName.get(c.name)!)}
            </Checkbox>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              onClick={() => set(stepColumn(shown, i, -1))}
              aria-label={t('transfer.moveUp')}
              data-testid={`column-up-${c.name}`}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={i === shown.length - 1}
              onClick={() => set(stepColumn(shown, i, 1))}
              aria-label={t('transfer.moveDown')}
              data-testid={`column-down-${c.name}`}
            />
          </li>
        ) : null,
      )}
      {fields
        .filter((f) => !names.has(f.name))
        .map((f) => (
          <li key={f.name} style={{ paddingLeft: 18 }}>
            <Checkbox checked={false} onChange={() => set([...shown, { name: f.name }])} data-testid={`column-toggle-${f.name}`}>
              {fieldLabel(f)}
            </Checkbox>
          </li>
        ))}
    </ul>
  );
}

function SaveAsDialog({ views, current, onClose }: { views: ListViews; current: () => ViewSettings; onClose: () => void }) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const save = async () => {
    if (busy) return;
    if (!name.trim()) return setError(t('views.nameRequired'));
    setBusy(true);
    try {
      await views.create({ name: name.trim(), shared, makeDefault, settings: current() });
      void message.success(t('success'));
      onClose();
    } catch (e) {
      setError((e as { messageInfo?: string; message?: string }).messageInfo ?? (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  // Ctrl+S is 确定 (not while saving); Esc (×, 取消) asks before a typed name or ticks are dropped.
  useSaveShortcut(() => void save(), true, !busy);
  const close = useGuardedClose(() => !!name.trim() || shared || makeDefault, onClose);
  return (
    <Modal
      open
      title={t('views.saveAs')}
      onCancel={close}
      onOk={() => void save()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'view-save-ok' } as never}
      data-testid="view-save-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('views.name')} required validateStatus={error ? 'error' : undefined} help={error}>
          <Input
            value={name}
            maxLength={VIEW_NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={() => void save()}
            data-testid="view-name"
            autoFocus
          />
        </Form.Item>
        <Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} data-testid="view-shared">
          {t('views.shareWithOrg')}
        </Checkbox>
        <br />
        <Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} data-testid="view-default">
          {t('views.makeDefault')}
        </Checkbox>
      </Form>
    </Modal>
  );
}

export type { ListView };

/** The bar of a list's own views: the CRUD engine's ListViewBar (src/features/engine-extensions.ts). */
export default function ListViewsOf({ resource, ...props }: ListViewBarProps) {
  return <ListViewBar views={useListViews(resource)} {...props} />;
}
