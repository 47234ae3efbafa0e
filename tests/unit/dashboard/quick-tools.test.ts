import { describe, expect, it } from 'vitest';
import { QUICK_TOOLS, quickTools, registryPath, resolveTools } from '../../../src/pages/dashboard/quickTools';
import { findRoute, labelKey } from '../../../src/resources';
import { translateIn } from '../../../src/providers';

const zh = (key: string) => translateIn('zh-CN', key, undefined, '');

describe('quick tools', () => {
  it('has the 10 tiles of docs/behaviour.md §2.2.2, each a registry route with a label', () => {
    expect(QUICK_TOOLS).toHaveLength(10);
    for (const name of QUICK_TOOLS) expect(findRoute(`/${name}`), name).toBeTruthy();
    const tools = quickTools();
    expect(tools.map((t) => t.path.slice(1))).toEqual([...QUICK_TOOLS]);
    for (const tool of tools) {
      expect(tool.labelKey).toBe(labelKey(tool.path));
      expect(zh(tool.labelKey), tool.path).toBeTruthy();
    }
    expect(tools.map((t) => zh(t.labelKey)).slice(0, 2)).toEqual(['货物追踪', '我的询价']);
  });

  it('refuses a name that is not in the registry', () => {
    expect(() => resolveTools(['af_airprot'])).toThrow(/not a registry route/);
    expect(() => registryPath('contactUS')).toThrow(/not a registry route/);
    expect(registryPath('contactUs')).toBe(findRoute(registryPath('contactUs'))!.path);
  });
});
