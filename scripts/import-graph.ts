import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph, read with the compiler's own parser and module resolution (so paths,
 * extensions and index files resolve exactly as tsc resolves them). Only files under the project's
 * source folders are nodes; packages are left out.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const SOURCE_DIRS = ['src', 'server'];

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

export interface Edge {
  to: string;
  /** `import type` / `export type`: erased at run time, but still an arrow between layers. */
  typeOnly: boolean;
  /** `import './x'`: run for its side effect alone. */
  sideEffect: boolean;
}

/** file (relative to the root) → the project files it imports. */
export function importGraph(): Map<string, Edge[]> {
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)));
  const rel = (f: string) => path.relative(ROOT, f);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const edges: Edge[] = [];
    const add = (spec: ts.Expression | undefined, typeOnly: boolean, sideEffect = false) => {
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) return;
      const resolved = ts.resolveModuleName(spec.text, file, compilerOptions, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) return;
      edges.push({ to: rel(resolved.resolvedFileName), typeOnly, sideEffect });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const typeOnly =
          !!clause?.isTypeOnly ||
          (!!clause &&
            !clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly));
        add(node.moduleSpecifier, typeOnly, !clause);
      } else if (ts.isExportDeclaration(node)) {
        add(node.moduleSpecifier, node.isTypeOnly);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        // A lazy import() is still an arrow: the chunk it names depends on nothing above it.
        add(node.arguments[0], false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(rel(file), edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
export function cycles(graph: Map<string, Edge[]>, { withTypes }: { withTypes: boolean }): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  const next = (v: string) => (graph.get(v) ?? []).filter((e) => withTypes || !e.typeOnly).map((e) => e.to);
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || next(v).includes(v)) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out.sort((a, b) => b.length - a.length);
}
