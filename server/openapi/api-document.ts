import { contractGroups } from '../../src/contracts';
import { routeContracts } from '../../src/contracts/crud';
import { transfer } from '../../src/contracts/transfer';
import { modules } from '../../src/resources';
import type { AppContext } from '../context';
import { openApiDocument, type DocumentGroup } from './document';

const VERSION = '0.1.0';

/** The document, made once per set of data resources (the registry with the configured routes). */
/** Generic calls of the transfer group made specific to each route whose buttons allow them. */
const EXTRA = [
  { contract: transfer.exportColumns, button: 'export' },
  { contract: transfer.exportStart, button: 'export' },
  { contract: transfer.importTemplate, button: 'import' },
  { contract: transfer.importUpload, button: 'import' },
  { contract: transfer.referenceFill, button: 'fill' },
];

const made = new WeakMap<AppContext['resources'], Record<string, unknown>>();

/**
 * The contracts of the calls (src/contracts) and, per registry module, the generic calls made
 * specific to each of its data routes (src/contracts/crud.ts routeContracts).
 */
export function apiDocument(ctx: Pick<AppContext, 'resources'>): Record<string, unknown> {
  let doc = made.get(ctx.resources);
  if (!doc) {
    const groups: DocumentGroup[] = contractGroups.map((g) => ({ name: g.name, description: g.description, contracts: Object.values(g.contracts) }));
    const byModule = new Map<string, DocumentGroup>();
    for (const res of ctx.resources.values()) {
      const code = res.route.module;
      let g = byModule.get(code);
      if (!g) {
        const m = modules.find((x) => x.code === code);
        g = { name: `data-${code}`, description: `${m ? `${m.label['zh-CN']} (${m.label['en-US']})` : code}: the generic calls of each data route`, contracts: [] };
        byModule.set(code, g);
      }
      (g.contracts as unknown[]).push(...routeContracts(res.route, EXTRA));
    }
    doc = openApiDocument([...groups, ...[...byModule.values()].sort((a, b) => a.name.localeCompare(b.name))], VERSION);
    made.set(ctx.resources, doc);
  }
  return doc;
}
