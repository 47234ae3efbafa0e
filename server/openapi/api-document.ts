import { contractGroups } from '../../src/contracts';
import { routeContracts } from '../../src/contracts/crud';
import { transfer } from '../../src/contracts/transfer';
import { modules } from '../../src/resources';
import type { AppContext } from '../context';
import { openApiDocument, type DocumentGroup } from './document';

const VERSION = '0.1.0';

/** Generic calls of the transfer group made specific to each route whose buttons allow them. */
const EXTRA = [
  { contract: transfer.exportColumns, button: 'export' },
  { contract: transfer.exportStart, button: 'export' },
  { contract: transfer.importTemplate, button: 'import' },
  { contract: transfer.importUpload, button: 'import' },
  { contract: transfer.referenceFill, button: 'fill' },
];

/**
 * The document, made once per set of data resources (the registry with the configured routes). The
 * module designer changes that set in place (server/schema/registry.ts), so the registry's version is
 * part of the key: a publication is described at the next request.
 */
const made = new WeakMap<AppContext['resources'], { version: number; doc: Record<string, unknown> }>();

/**
 * The contracts of the calls (src/contracts) and, per registry module, the generic calls made
 * specific to each of its data routes (src/contracts/crud.ts routeContracts).
 */
export function apiDocument(ctx: Pick<AppContext, 'resources'> & { schema?: { version: number } }): Record<string, unknown> {
  const version = ctx.schema?.version ?? 0;
  const cached = made.get(ctx.resources);
  let doc = cached?.version === version ? cached.doc : undefined;
  if (!doc) {
    const groups: DocumentGroup[] = contractGroups.map((g) => ({
      name: g.name,
      description: g.description,
      contracts: Object.values(g.contracts),
    }));
    const byModule = new Map<string, DocumentGroup>();
    for (const res of ctx.resources.values()) {
      const code = res.route.module;
      let g = byModule.get(code);
      if (!g) {
        const m = modules.find((x) => x.code === code);
        g = {
          name: `data-${code}`,
          description: `${m ? `${m.label['zh-CN']} (${m.label['en-US']})` : code}: the generic calls of each data route`,
          contracts: [],
        };
        byModule.set(code, g);
      }
      (g.contracts as unknown[]).push(...routeContracts(res.route, EXTRA));
    }
    doc = openApiDocument([...groups, ...[...byModule.values()].sort((a, b) => a.name.localeCompare(b.name))], VERSION);
    made.set(ctx.resources, { version, doc });
  }
  return doc;
}
