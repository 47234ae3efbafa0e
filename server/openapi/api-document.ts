import { contractGroups } from '../../src/contracts';
import type { AppContext } from '../context';
import { openApiDocument, type DocumentGroup } from './document';

const VERSION = '0.1.0';

/** The document, made once per set of data resources (the registry; configured routes included). */
const made = new WeakMap<AppContext['resources'], Record<string, unknown>>();

export function apiDocument(ctx: Pick<AppContext, 'resources'>): Record<string, unknown> {
  let doc = made.get(ctx.resources);
  if (!doc) {
    const groups: DocumentGroup[] = contractGroups.map((g) => ({ name: g.name, description: g.description, contracts: Object.values(g.contracts) }));
    doc = openApiDocument(groups, VERSION);
    made.set(ctx.resources, doc);
  }
  return doc;
}
