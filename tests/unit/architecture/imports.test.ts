import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../scripts/import-graph';
import { ALLOWED_CYCLES, forbiddenCycles, layerViolations } from '../../../scripts/layers';

/**
 * The architecture as the compiler's module resolution sees it (docs/architecture.md "Layers"): a
 * newcomer can trust that arrows run down and that no file is part of a loop.
 */
describe('the import graph', () => {
  const graph = importGraph();

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(500);
    // The two recursions it allows are real imports, so the reader would see them if they went.
    for (const [a, b] of ALLOWED_CYCLES) expect(graph.get(a)?.some((e) => e.to === b)).toBe(true);
  });

  it('has no import cycle but the two recursions of list fields', () => {
    expect(forbiddenCycles(graph)).toEqual([]);
  });

  it('runs every arrow down the layers; the browser never imports the server, nor the domain an HTTP plugin', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('flags the CRUD engine importing a feature, and only that', () => {
    const edge = (to: string) => ({ to, typeOnly: false, sideEffect: false });
    const engine = 'src/components/crud/ResourceForm.tsx';
    const graph = new Map([
      // What the engine took before its extension points: personal settings, the partner-lock offer, a panel's lazy map.
      [engine, [edge('src/components/settings/usePersonalDefaults.ts'), edge('src/components/approvals/PartnerLockOffer.tsx')]],
      ['src/components/crud/ResourceShow.tsx', [edge('src/components/panels/index.ts')]],
      // Of the layout, only whether the screen is a phone's.
      ['src/components/crud/ResourceList.tsx', [edge('src/components/layout/useIsMobile.ts'), edge('src/components/layout/TopBar.tsx')]],
      // Its own files and the shared building blocks are fine; so is a feature importing the engine.
      ['src/components/crud/FieldInput.tsx', [edge('src/components/crud/ListInput.tsx'), edge('src/components/reference/LookupInput.tsx')]],
      ['src/components/crud/format.ts', [edge('src/components/display/empty.ts')]],
      ['src/components/views/ListViewBar.tsx', [edge('src/components/crud/extensions.ts')]],
    ]);
    expect(layerViolations(graph).map((v) => `${v.from} -> ${v.to}`)).toEqual([
      `${engine} -> src/components/settings/usePersonalDefaults.ts`,
      `${engine} -> src/components/approvals/PartnerLockOffer.tsx`,
      'src/components/crud/ResourceShow.tsx -> src/components/panels/index.ts',
      'src/components/crud/ResourceList.tsx -> src/components/layout/TopBar.tsx',
    ]);
    expect(layerViolations(graph)[0].rule).toMatch(/CRUD engine imports no feature/);
  });

  it('flags a feature folder importing another feature or the wiring at src/features, and a building block importing a feature', () => {
    const edge = (to: string) => ({ to, typeOnly: false, sideEffect: false });
    const charges = 'src/features/money/OrderChargesPanel.tsx';
    const graph = new Map([
      // Another feature's folder, and the lazy panel map at the root that imports every feature.
      [charges, [edge('src/features/partner-share/LinkBox.tsx'), edge('src/features/panels.ts')]],
      // A building block below reaching up into a feature (the orders head once took the money panel's scopeOfRoute).
      ['src/components/orders/OrderSummaryPanel.tsx', [edge('src/features/money/OrderChargesPanel.tsx')]],
      // Its own folder and the shared layers are fine; so are the root wiring and a page importing a feature.
      [
        'src/features/money/IncidentalsPanel.tsx',
        [edge('src/features/money/api.ts'), edge('src/components/display/money.ts'), edge('src/schemas/scopes.ts')],
      ],
      ['src/features/panels.ts', [edge('src/features/money/BillLinesPanel.tsx'), edge('src/components/orders/OrderSummaryPanel.tsx')]],
      ['src/pages/index.ts', [edge('src/features/money/IncidentalsPage.tsx')]],
    ]);
    const found = layerViolations(graph);
    expect(found.map((v) => `${v.from} -> ${v.to}`)).toEqual([
      `${charges} -> src/features/partner-share/LinkBox.tsx`,
      `${charges} -> src/features/panels.ts`,
      'src/components/orders/OrderSummaryPanel.tsx -> src/features/money/OrderChargesPanel.tsx',
    ]);
    expect(found[0].rule).toMatch(/feature folder imports no other part of src\/features/);
    expect(found[1].rule).toMatch(/feature folder imports no other part of src\/features/);
    expect(found[2].rule).toMatch(/src\/components imports a layer above it \(src\/features\)/);
  });

  it('adds table rules and texts at start only, never as an import side effect', () => {
    const sideEffects = [...graph]
      .filter(([, edges]) => edges.some((e) => e.sideEffect))
      .map(
        ([f, edges]) =>
          `${f}: ${edges
            .filter((e) => e.sideEffect)
            .map((e) => e.to)
            .join(', ')}`,
      );
    // The app's texts join the catalogue when src/App.tsx starts the app (docs/architecture.md "Texts").
    expect(sideEffects).toEqual([]);
  });
});
