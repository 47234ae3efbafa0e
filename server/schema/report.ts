import type { ModuleChange } from '../../src/resources/module-diff';
import type { DryRun } from './dry-run';

/**
 * A plan as text for a terminal: what `npm run config:plan` prints and what a start that refuses a
 * change shows (the changes, the dry run with the rows it names, the SQL).
 */

export function changeText(c: ModuleChange): string {
  switch (c.type) {
    case 'addRoute':
      return `+ route ${c.path}`;
    case 'renameRoute':
      return `~ route ${c.from} -> ${c.to} (renamed, rows kept)`;
    case 'retireRoute':
      return `- route ${c.path} (hidden, table kept)`;
    case 'restoreRoute':
      return `+ route ${c.path} (restored)`;
    case 'changeRoute':
      return `~ route ${c.path}: ${c.what.join(', ')}`;
    case 'addField':
      return `+ field ${c.path}.${c.field}`;
    case 'renameField':
      return `~ field ${c.path}.${c.from} -> ${c.to} (renamed, values kept)`;
    case 'retireField':
      return `- field ${c.path}.${c.field} (hidden, column kept)`;
    case 'restoreField':
      return `+ field ${c.path}.${c.field} (restored)`;
    case 'changeKind':
      return `~ field ${c.path}.${c.field}: ${c.from} -> ${c.to}`;
    case 'changeField':
      return `~ field ${c.path}.${c.field}: ${c.what.join(', ')}`;
    case 'purgeRoute':
      return `x route ${c.path} (table destroyed)`;
    case 'purgeField':
      return `x field ${c.path}.${c.field} (column destroyed)`;
  }
}

export function planText(p: { changes: ModuleChange[]; statements: string[]; dryRun: DryRun }, indent = '  '): string {
  const lines: string[] = [];
  lines.push(`${indent}changes:`);
  if (!p.changes.length) lines.push(`${indent}  (none)`);
  for (const c of p.changes) lines.push(`${indent}  ${changeText(c)}`);
  lines.push(`${indent}dry run:`);
  for (const t of p.dryRun.tables) lines.push(`${indent}  ${t.table}: ${t.rows} rows`);
  const found = p.dryRun.checks.filter((c) => c.count > 0);
  if (!found.length) lines.push(`${indent}  every row passes`);
  for (const c of found) {
    lines.push(`${indent}  ${c.path}.${c.field} (${c.label['zh-CN']}): ${c.count} rows ${c.check}: ${c.why['en-US']}`);
    for (const s of c.samples)
      lines.push(
        `${indent}    id ${s.id}${s.org ? ` (${s.org})` : ''}: ${JSON.stringify(s.value)}${c.check === 'lossy' ? ` -> ${JSON.stringify(s.converted)}` : ''}`,
      );
    if (c.count > c.samples.length) lines.push(`${indent}    ... and ${c.count - c.samples.length} more`);
  }
  lines.push(`${indent}SQL:`);
  if (!p.statements.length) lines.push(`${indent}  (none)`);
  for (const s of p.statements) lines.push(`${indent}  ${s};`);
  return lines.join('\n');
}
