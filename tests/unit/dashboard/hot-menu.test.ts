import { describe, expect, it } from 'vitest';
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
  type AccessRecord,
  type HotItem,
} from '../../../src/components/hot-menu/model';
import type { MenuNode } from '../../../src/providers';

const label = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const TREE: MenuNode[] = [
  {
    id: 'afManager',
    name: 'route.afManager',
    path: '/afManager',
    label: label('空运管理'),
    children: [
      { id: 'af_order', name: 'route.af_order', path: '/af_order', label: label('空运出口订单') },
      { id: 'af_airport', name: 'route.af_airport', path: '/af_airport', label: label('机场') },
      { id: 'secret', name: 'x', path: '/unPermission', label: label('无权') },
      { id: 'af_tact', name: 'route.af_tact', path: '/af_tact', unavailable: true, label: label('TACT运价') },
    ],
  },
  {
    id: 'empty',
    name: 'x',
    path: '/emptyGroup',
    label: label('空组'),
    children: [{ id: 'np', name: 'x', path: '/unPermission', label: label('无权2') }],
  },
];

const item = (i: number): HotItem => ({ id: `m${i}`, name: `菜单${i}`, path: `/m${i}` });

describe('hot-menu editor rules', () => {
  it('drops /unPermission and unavailable entries and empty parents; only leaves are checkable', () => {
    const nodes = editorTree(TREE);
    expect(nodes).toHaveLength(1);
    expect(nodes[0].checkable).toBe(false);
    expect(nodes[0].children!.map((c) => [c.key, c.checkable])).toEqual([
      ['af_order', true],
      ['af_airport', true],
    ]);
    expect([...leavesOf(nodes).keys()]).toEqual(['af_order', 'af_airport']);
  });

  it('adds ticked leaves in order, removes unticked ones, and refuses an 11th tick', () => {
    let list: HotItem[] = [];
    for (let i = 0; i < HOT_MENU_MAX; i++) {
      const r = toggle(list, item(i), true);
      expect(r.refused).toBe(false);
      list = r.list;
    }
    expect(list).toHaveLength(10);
    const eleventh = toggle(list, item(10), true);
    expect(eleventh.refused).toBe(true);
    expect(eleventh.list.map((x) => x.id)).toEqual(list.map((x) => x.id));
    const removed = toggle(list, item(3), false);
    expect(removed.list).toHaveLength(9);
    expect(removed.list.some((x) => x.id === 'm3')).toBe(false);
    expect(toggle(removed.list, item(10), true).list.at(-1)!.id).toBe('m10');
    // Ticking an already selected entry does not duplicate it.
    expect(toggle([item(1)], item(1), true).list).toHaveLength(1);
  });

  it('moves up and down but never past the ends', () => {
    const list = [item(0), item(1), item(2)];
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(2, 3)).toBe(false);
    expect(canMoveDown(1, 3)).toBe(true);
    expect(move(list, 1, -1).map((x) => x.id)).toEqual(['m1', 'm0', 'm2']);
    expect(move(list, 1, 1).map((x) => x.id)).toEqual(['m0', 'm2', 'm1']);
    expect(move(list, 0, -1).map((x) => x.id)).toEqual(['m0', 'm1', 'm2']);
    expect(move(list, 2, 1).map((x) => x.id)).toEqual(['m0', 'm1', 'm2']);
  });

  it('starts from the saved selection in saved order, skipping entries no longer in the tree', () => {
    const leaves = leavesOf(editorTree(TREE));
    const records: AccessRecord[] = [
      { recordId: 1, permissionId: 'af_airport', permissionName: '机场', path: '/af_airport', status: 1, sort: 1 },
      { recordId: 2, permissionId: 'af_order', permissionName: '订单', path: '/af_order', status: 1, sort: 0 },
      { recordId: 3, permissionId: 'gone', permissionName: '旧', path: '/gone', status: 1, sort: 2 },
    ];
    expect(initialSelection(records, leaves).map((x) => x.id)).toEqual(['af_order', 'af_airport']);
  });

  it('saves selected as status 1 with their position, previously saved unselected as status 0 / sort -1, no duplicates', () => {
    const saved: AccessRecord[] = [
      { recordId: 11, permissionId: 'm1', permissionName: '菜单1', path: '/m1', status: 1, sort: 0 },
      { recordId: 12, permissionId: 'm2', permissionName: '菜单2', path: '/m2', status: 1, sort: 1 },
      { recordId: 13, permissionId: 'm5', permissionName: '菜单5', path: '/m5', status: 0, sort: -1 },
      { recordId: 14, permissionId: 'm2', permissionName: '菜单2', path: '/m2', status: 0, sort: -1 },
    ];
    const payload = savePayload([item(3), item(1), item(3)], saved);
    expect(payload).toEqual([
      { permissionId: 'm3', permissionName: '菜单3', status: 1, sort: 0 },
      { permissionId: 'm1', permissionName: '菜单1', recordId: 11, status: 1, sort: 1 },
      { permissionId: 'm2', permissionName: '菜单2', recordId: 12, status: 0, sort: -1 },
      { permissionId: 'm5', permissionName: '菜单5', recordId: 13, status: 0, sort: -1 },
    ]);
    expect(new Set(payload.map((p) => p.permissionId)).size).toBe(payload.length);
  });
});
