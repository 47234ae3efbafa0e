import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/components/layout/menuModel';
import { createVisitRecorder, menuEntryOf, RECORD_DEDUP_MS } from '../../../src/components/layout/recordMenuVisit';
import type { MenuNode } from '../../../src/providers';

const TREE: MenuNode[] = [
  {
    id: 1,
    name: 'afManager',
    path: '/afManager',
    label: { 'zh-CN': '空运管理', 'en-US': 'Air' },
    children: [
      { id: 2, name: 'af_order', path: '/af_order', label: { 'zh-CN': '空运出口订单', 'en-US': 'Orders' } },
      { id: 3, name: 'af_tact', path: '/af_tact', unavailable: true, label: { 'zh-CN': 'TACT运价', 'en-US': 'TACT' } },
      { id: 4, name: 'placeholder', path: '/unDevelop', label: { 'zh-CN': '占位', 'en-US': 'Placeholder' } },
      { id: 5, name: 'hrs_user', path: '/hrs_user', label: { 'zh-CN': '用户', 'en-US': 'Users' } },
    ],
  },
];

function setup() {
  const model = buildMenu(TREE);
  const recorded: string[] = [];
  let clock = 1_000_000;
  const visit = createVisitRecorder(
    (n) => recorded.push(n.path),
    () => clock,
  );
  return { model, recorded, visit, tick: (ms: number) => (clock += ms) };
}

describe('recording menu visits on navigation', () => {
  it('finds the entry of a page path, including its detail and edit paths', () => {
    const model = buildMenu(TREE);
    expect(menuEntryOf(model, '/af_order')?.id).toBe(2);
    expect(menuEntryOf(model, '/af_order/edit/3')?.id).toBe(2);
    expect(menuEntryOf(model, '/dashboard')).toBeUndefined();
    expect(menuEntryOf(model, '/af_tact')).toBeUndefined();
    expect(menuEntryOf(model, '/unDevelop')).toBeUndefined();
  });

  it('records each navigation to a menu path, once per path within the dedup window', () => {
    const { model, recorded, visit, tick } = setup();
    expect(visit(model, '/af_order')).toBe(true);
    expect(visit(model, '/af_order')).toBe(false);
    expect(visit(model, '/af_order/show/9')).toBe(false);
    expect(visit(model, '/hrs_user')).toBe(true);
    tick(RECORD_DEDUP_MS - 1);
    expect(visit(model, '/af_order')).toBe(false);
    tick(1);
    expect(visit(model, '/af_order')).toBe(true);
    expect(recorded).toEqual(['/af_order', '/hrs_user', '/af_order']);
  });

  it('ignores paths that are not permitted menu entries or are unavailable', () => {
    const { model, recorded, visit } = setup();
    visit(model, '/dashboard');
    visit(model, '/af_tact');
    visit(model, '/unDevelop');
    visit(model, '/io_order');
    expect(recorded).toEqual([]);
  });
});
