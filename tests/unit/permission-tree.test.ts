import { describe, expect, it } from 'vitest';
import { grantedCodes, toTreeData, type PermissionNode } from '../../src/pages/permission/permissionTree';

const node = (id: string, kind: 'menu' | 'button', children: PermissionNode[] = []): PermissionNode => ({
  id,
  kind,
  path: kind === 'menu' ? `/${id}` : null,
  label: { 'zh-CN': `中${id}`, 'en-US': `en ${id}` },
  children,
});

const tree = [
  node('afManager', 'menu', [
    node('af_order', 'menu', [node('af_order:create', 'button'), node('af_order:delete', 'button')]),
    node('af_airport', 'menu'),
  ]),
  node('prmManager', 'menu', [node('prm_coop', 'menu')]),
];

describe('role grants from the permission tree', () => {
  it('adds the menus above every ticked node so nothing granted is unreachable', () => {
    expect(grantedCodes(['af_order:create'], tree)).toEqual(['afManager', 'af_order', 'af_order:create']);
    expect(grantedCodes(['af_airport', 'prm_coop'], tree)).toEqual(['afManager', 'af_airport', 'prmManager', 'prm_coop']);
  });

  it('grants a page without its buttons', () => {
    expect(grantedCodes(['af_order'], tree)).toEqual(['afManager', 'af_order']);
  });

  it('grants nothing for nothing ticked', () => {
    expect(grantedCodes([], tree)).toEqual([]);
  });

  it('labels nodes in the interface language', () => {
    const en = toTreeData(tree, 'en-US');
    expect(en[0].title).toBe('en afManager');
    expect(en[0].children![0].children![0].title).toContain('en af_order:create');
  });
});

describe('searching the permission tree', () => {
  it('keeps matches with the menus above them', async () => {
    const { filterTree, allKeys } = await import('../../src/pages/permission/permissionTree');
    const found = filterTree(tree, '中af_air', 'zh-CN');
    expect(allKeys(found)).toEqual(['afManager', 'af_airport']);
    expect(filterTree(tree, '  ', 'zh-CN')).toBe(tree);
    expect(filterTree(tree, 'nothing', 'zh-CN')).toEqual([]);
  });
});
