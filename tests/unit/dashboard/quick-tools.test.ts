import { describe, expect, it } from 'vitest';
import { QUICK_TOOL_PATHS, quickTools, resolveTools } from '../../../src/pages/dashboard/quickTools';
import { findRoute, labelKey } from '../../../src/resources';
import { zhCN } from '../../../src/i18n/zh-CN';

describe('quick tools', () => {
  it('has the 10 tiles of spec 02 §2.2, each a registry route with a label', () => {
    expect(QUICK_TOOL_PATHS).toHaveLength(10);
    for (const p of QUICK_TOOL_PATHS) expect(findRoute(p), p).toBeTruthy();
    const tools = quickTools();
    expect(tools.map((t) => t.path)).toEqual([...QUICK_TOOL_PATHS]);
    for (const tool of tools) {
      expect(tool.labelKey).toBe(labelKey(tool.path));
      expect(zhCN[tool.labelKey], tool.path).toBeTruthy();
    }
    expect(zhCN[labelKey('/newCargoTracking')]).toBe('货物追踪');
    expect(zhCN[labelKey('/af_order_inquiry')]).toBe('我的询价');
  });

  it('refuses a path that is not in the registry', () => {
    expect(() => resolveTools(['/af_airprot'])).toThrow(/not a registry route/);
  });
});
