import { describe, expect, it } from 'vitest';
import { routes, screenProblems } from '../../src/resources';
import { ORDER_TABLES } from '../../src/schemas/scopes';
import { fieldGroups } from '../../src/components/crud/sections';

const orderRoutes = routes.filter((r) => Object.values(ORDER_TABLES).includes(r.table ?? r.name) && r.fields?.length);

describe('field sections and workspace tabs in the registry', () => {
  it('names only fields a route has, each at most once, in its sections and tabs', () => {
    const withSections = routes.filter((r) => r.sections?.length || r.tabs?.length);
    expect(withSections.length).toBeGreaterThan(10);
    for (const r of withSections) {
      const own = new Set((r.fields ?? []).map((f) => f.name));
      // Editor pages name the fields of the route they edit.
      const of = r.editorOf ? new Set(routes.find((x) => x.name === r.editorOf)!.fields!.map((f) => f.name)) : own;
      const named = [...(r.sections ?? []).flatMap((s) => s.fields), ...(r.tabs ?? []).flatMap((t) => t.fields ?? [])];
      for (const n of named) expect(of.has(n), `${r.path}: ${n}`).toBe(true);
      expect(named.length, r.path).toBe(new Set(named).size);
      for (const s of r.sections ?? []) expect(s.label['zh-CN'] && s.label['en-US'], r.path).toBeTruthy();
    }
  });

  it('gives every order screen of every scope the workspace: summary, the six sections and the tabs', () => {
    expect(new Set(orderRoutes.map((r) => r.table ?? r.name))).toEqual(new Set(Object.values(ORDER_TABLES)));
    for (const r of orderRoutes) {
      expect(r.header, r.path).toBe('OrderSummaryPanel');
      const sections = (r.sections ?? []).map((s) => s.label['zh-CN']);
      expect(sections[0], r.path).toBe('订单');
      for (const s of sections) expect(['订单', '运输', '货物', '收发货人', '仓库与送货', '其他']).toContain(s);
      const tabs = (r.tabs ?? []).map((t) => t.key);
      expect(tabs, r.path).toContain('log');
      expect(tabs, r.path).toContain('money');
      // The history and the audit trail are on 日志.
      expect(r.tabs!.find((t) => t.key === 'log')!.panels).toEqual(['OrderEventsPanel', 'AuditTrailPanel']);
      // Every list field of an order (route events, manifests, legs, weighing, attachments) is on a tab.
      const tabbed = new Set(r.tabs!.flatMap((t) => t.fields ?? []));
      for (const f of r.fields!.filter((x) => x.kind === 'list')) expect(tabbed.has(f.name), `${r.path}: ${f.name}`).toBe(true);
    }
    const ae = routes.find((r) => r.path === '/af_order')!;
    expect(ae.tabs!.map((t) => t.key)).toEqual(['track', 'docs', 'money', 'talk', 'log']);
    expect(ae.sections!.map((s) => s.label['zh-CN'])).toEqual(['订单', '运输', '货物', '收发货人', '仓库与送货', '其他']);
    expect(ae.tabs!.find((t) => t.key === 'docs')!.panels).toEqual(['WaybillPrintPanel', 'CargoPouchPanel', 'HouseWaybillPanel']);
  });

  it('declares sections for the partner and the waybill forms', () => {
    for (const path of ['/prm_coop', '/fhl_operation', '/os_waybill'])
      expect(routes.find((r) => r.path === path)!.sections?.length, path).toBeGreaterThan(1);
  });

  it('refuses a tab naming a panel the route does not show, and an unknown header', () => {
    expect(
      screenProblems([
        {
          path: '/x',
          panels: ['OrderEventsPanel'],
          tabs: [{ key: 'a', label: { 'zh-CN': 'a', 'en-US': 'a' }, panels: ['AuditTrailPanel'] }],
        },
      ]),
    ).toEqual(['/x: tab a names panel AuditTrailPanel, which the route does not show']);
    expect(screenProblems([{ path: '/y', header: 'NoSuchPanel' }])).toEqual([
      '/y: panel NoSuchPanel is not a panel (src/resources/screens.ts)',
    ]);
  });

  it("groups a form by the sections, then the tabs' list fields, then what no section names", () => {
    const r = routes.find((x) => x.path === '/af_order')!;
    const form = fieldGroups(r.fields!, r, true);
    expect(form.map((g) => g.label?.['zh-CN'])).toEqual(['订单', '运输', '货物', '收发货人', '仓库与送货', '其他', '跟踪', '单证']);
    expect(form.flatMap((g) => g.fields).length).toBe(r.fields!.length);
    const show = fieldGroups(
      r.fields!.filter((f) => f.kind !== 'list'),
      r,
      false,
    );
    expect(show.some((g) => g.fields.some((f) => f.kind === 'list'))).toBe(false);
  });
});
