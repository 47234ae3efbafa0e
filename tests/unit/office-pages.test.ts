import { describe, expect, it } from 'vitest';
import { screenPath } from '../../src/resources/screen-paths';
import { routes } from '../../src/resources';
import { DOCUMENT_DEFS, isDocumentKind } from '../../src/schemas/documents';

/** The registry's editor and document pages point at real data routes and cover their fields. */
describe('office pages in the registry', () => {
  const byName = new Map(routes.map((r) => [r.name, r]));
  const editors = routes.filter((r) => r.editorOf);

  it('gives each OS make/edit page one data route, whose create and edit open the page', () => {
    expect(editors.map((r) => r.path).sort()).toEqual([
      '/booking_manage_edit',
      '/os_apply_make',
      '/os_shipper_bill_make',
      '/os_ve_register_make',
    ]);
    for (const page of editors) {
      const source = byName.get(page.editorOf!)!;
      expect(source?.kind, page.path).toBe('crud');
      expect(page.component).toBe('RecordEditorPage');
      expect(screenPath.create(source)).toBe(page.path);
      expect(screenPath.edit(source, 7)).toBe(`${page.path}?id=7`);
    }
    // A list without an editor page keeps the generic form.
    expect(screenPath.create(byName.get('af_order')!)).toBe('/af_order/create');
  });

  it('places every writable field of the source in exactly one section', () => {
    for (const page of editors) {
      const source = byName.get(page.editorOf!)!;
      const named = page.sections!.flatMap((s) => s.fields);
      expect(new Set(named).size, page.path).toBe(named.length);
      const writable = source.fields!.filter((f) => !f.readOnly).map((f) => f.name);
      expect([...named].sort(), page.path).toEqual([...writable].sort());
    }
  });

  it('names a known document kind on each document page, made from an existing data route', () => {
    const pages = routes.filter((r) => r.document);
    expect(pages.map((r) => r.path).sort()).toEqual(['/hawb_info_page', '/osWaybillMake', '/seOrderWaybillMake']);
    for (const p of pages) {
      expect(isDocumentKind(p.document), p.path).toBe(true);
      expect(byName.get(DOCUMENT_DEFS[p.document as keyof typeof DOCUMENT_DEFS].source)?.kind, p.path).toBe('crud');
    }
  });
});
