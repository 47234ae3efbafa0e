import { describe, expect, it } from 'vitest';
import type { ModuleDef } from '../../src/resources';
import { definitionOf, draftOf, previewRoute, previewShown, sampleRows } from '../../src/pages/module-design/draft';

/** The module designer's working copy (src/pages/module-design/draft.ts): renames made in the editor are published as renames. */
const L = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const published: ModuleDef = {
  code: 'wh',
  label: L('仓库'),
  routes: [
    {
      path: '/wh_dock',
      kind: 'crud',
      label: L('月台'),
      fields: [
        { name: 'code', kind: 'text', label: L('编号') },
        { name: 'qty', kind: 'text', label: L('数量') },
      ],
    },
  ],
};

describe("the designer's draft of a module", () => {
  it('publishes a field or route renamed in the editor with renamedFrom, and a new one without', () => {
    const d = draftOf(published, published, 3);
    d.routes[0].def = { ...d.routes[0].def, path: '/wh_bay' };
    d.routes[0].fields[0].def = { ...d.routes[0].fields[0].def, name: 'dockNo' };
    d.routes[0].fields.push({ key: 'x', def: { name: 'memo', kind: 'text', label: L('备注') } });
    const def = definitionOf(d);
    expect(def.routes[0]).toMatchObject({ path: '/wh_bay', renamedFrom: '/wh_dock' });
    expect(def.routes[0].fields!.map((f) => [f.name, f.renamedFrom])).toEqual([
      ['dockNo', 'code'],
      ['qty', undefined],
      ['memo', undefined],
    ]);
    // A saved draft keeps the markers: opened again, the names it was made from are known.
    const again = draftOf(def, published, 3);
    expect(again.routes[0].published).toBe('/wh_dock');
    expect(again.routes[0].fields.map((f) => f.published)).toEqual(['code', 'qty', undefined]);
    expect(definitionOf(again)).toEqual(def);
  });

  it("previews a draft route on the designer's own path, as a local resource with example rows", () => {
    const d = draftOf(published, published, 1);
    const r = previewRoute(d, d.routes[0], '/hrs_module_design');
    expect(r.path.startsWith('/hrs_module_design?preview=')).toBe(true);
    expect(r.name).toMatch(/^__preview_wh_/);
    expect(previewShown(`?preview=${r.name}/show/-2`)).toBe(-2);
    expect(previewShown('?preview=x')).toBeNull();
    expect(sampleRows(published.routes[0].fields!)).toHaveLength(2);
  });
});
