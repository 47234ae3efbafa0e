import { importGraph, cycles, type Edge } from './import-graph';

/**
 * The layers of the code, bottom first (docs/architecture.md "Layers"). A file may import its own
 * layer and the layers below it, never one above: the shared vocabulary sits where everything can
 * reach it, and a screen can be deleted without breaking what it uses.
 */
export const SRC_LAYERS: readonly (readonly string[])[] = [
  // Field vocabulary, rules, constants: no React, no registry.
  ['src/schemas'],
  // The route registry built of them.
  ['src/resources'],
  // One typed contract per server call.
  ['src/contracts'],
  // The browser's client of the server: the HTTP client and session, the typed calls, the texts.
  ['src/providers', 'src/api', 'src/i18n'],
  // Screens' building blocks: the generic CRUD engine, layout, panels, dialogs.
  ['src/components'],
  // Feature folders (src/features/<feature>/: a feature's screens and components together), and at its
  // root the wiring that hands features to the engine (the lazy panel map, registerEngineExtensions).
  ['src/features'],
  // Whole screens.
  ['src/pages'],
  // The router: which screen a path opens, and its guards.
  ['src/routes'],
  // The app itself.
  ['src/RefineApp.tsx', 'src/App.tsx', 'src/main.tsx'],
];

/** What the server may take from the browser's tree: the shared layers only. */
export const SHARED_WITH_SERVER = ['src/schemas', 'src/resources', 'src/contracts'];

/** The only cycles allowed: a field that is a list of fields, shown and edited recursively. */
export const ALLOWED_CYCLES = [
  ['src/components/crud/FieldInput.tsx', 'src/components/crud/ListInput.tsx'],
  ['src/components/crud/FieldValue.tsx', 'src/components/crud/ListValue.tsx'],
];

/**
 * The generic CRUD engine knows features only through its extension points (crud/extensions.ts, filled
 * at start by features/engine-extensions.ts; docs/architecture.md "How a feature extends the CRUD
 * engine"), so a feature can be removed without touching it. Of the rest of src/components it takes
 * only these building blocks, which every screen shares and which add no feature of their own:
 */
export const CRUD_ENGINE = 'src/components/crud';
export const ENGINE_BUILDING_BLOCKS = [
  // How an empty value, a date, an amount is shown everywhere.
  'src/components/display',
  // Whether the screen is shown on a phone; the rest of the layout (sider, top bar, frames) is not
  // the engine's business.
  'src/components/layout/useIsMobile.ts',
  // The input of a field of kind `lookup`: the reference data's codes, a field kind like the others.
  'src/components/reference',
  // The shortcuts every screen follows (Ctrl+S saves a form).
  'src/components/keyboard',
  // The tabbed detail screen of a route declaring RouteDef.tabs: the engine's own, in a lazy chunk.
  'src/components/workspace',
];

/** A file inside a folder, or the file itself. */
const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** An import from the CRUD engine into a feature folder of src/components (none is allowed). */
export const engineImportsFeature = (from: string, to: string) =>
  under(from, CRUD_ENGINE) &&
  under(to, 'src/components') &&
  !under(to, CRUD_ENGINE) &&
  !ENGINE_BUILDING_BLOCKS.some((block) => under(to, block));

export const FEATURES = 'src/features';
/** The feature folder a file belongs to (src/features/money/…: 'money'), or undefined outside one. */
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * An import from a feature folder into anything else of src/features: another feature, or the wiring at
 * its root (which imports every feature, so that would loop). Features meet in the shared layers below.
 */
export const featureImportsOtherFeature = (from: string, to: string) => {
  const feature = featureOf(from);
  return feature !== undefined && under(to, FEATURES) && featureOf(to) !== feature;
};

const layerOf = (file: string) => SRC_LAYERS.findIndex((l) => l.some((p) => file === p || file.startsWith(`${p}/`)));

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** Every arrow that breaks a layer rule. */
export function layerViolations(graph: Map<string, Edge[]>): Violation[] {
  const out: Violation[] = [];
  for (const [from, edges] of graph) {
    for (const { to } of edges) {
      if (from.startsWith('src/') && to.startsWith('server/')) out.push({ from, to, rule: 'the browser never imports the server' });
      if (from.startsWith('server/') && to.startsWith('src/') && !SHARED_WITH_SERVER.some((p) => to.startsWith(`${p}/`))) {
        out.push({ from, to, rule: `the server takes only ${SHARED_WITH_SERVER.join(', ')} from src` });
      }
      // The HTTP layer sits on top of the server's domain code: only the app mounts a plugin.
      if (to.startsWith('server/plugins/') && !from.startsWith('server/plugins/') && from !== 'server/app.ts') {
        out.push({ from, to, rule: 'only server/app.ts imports an HTTP plugin' });
      }
      if (engineImportsFeature(from, to)) {
        out.push({ from, to, rule: 'the CRUD engine imports no feature: it reads crud/extensions.ts' });
      }
      if (featureImportsOtherFeature(from, to)) {
        out.push({ from, to, rule: 'a feature folder imports no other part of src/features: features meet in the layers below' });
      }
      const a = layerOf(from);
      const b = layerOf(to);
      if (a >= 0 && b > a) out.push({ from, to, rule: `${SRC_LAYERS[a].join('|')} imports a layer above it (${SRC_LAYERS[b].join('|')})` });
    }
  }
  return out;
}

/** The import cycles (type-only imports count: they tie the files' meaning together all the same). */
export function forbiddenCycles(graph: Map<string, Edge[]>): string[][] {
  const allowed = new Set(ALLOWED_CYCLES.map((c) => [...c].sort().join(' ')));
  return cycles(graph, { withTypes: true }).filter((c) => !allowed.has(c.join(' ')));
}

// `npx tsx scripts/layers.ts`: the same check as tests/unit/architecture, with the graph's size.
if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = importGraph();
  const found = [
    ...forbiddenCycles(graph).map((c) => `cycle: ${c.join(' -> ')}`),
    ...layerViolations(graph).map((v) => `${v.from} -> ${v.to}: ${v.rule}`),
  ];
  console.log(`${graph.size} files, ${[...graph.values()].reduce((n, e) => n + e.length, 0)} imports; ${found.length} problems`);
  for (const line of found) console.log(`  ${line}`);
  process.exit(found.length ? 1 : 0);
}
