import { moduleDesignTexts, moduleDesignZh } from '../../i18n/module-design';
import { textsOf } from '../../providers';
import type { FieldKind, RouteKind } from '../../resources';
import type { FieldCheck, ModuleChange } from '../../resources/module-diff';

/**
 * The module designer's `t()`: the catalogue's keys and the designer's own (src/i18n/module-design.ts),
 * whose dictionary comes with the page's chunk (docs/architecture.md "Texts").
 */
export const t = textsOf(moduleDesignTexts);

const has = (key: string): key is keyof typeof moduleDesignZh => key in moduleDesignZh;

/** A field kind's name; a kind this build does not know (a newer server's) shows as it is. */
export const kindText = (k: FieldKind) => (has(`design.kind.${k}`) ? t(`design.kind.${k}`) : k);

export const routeKindText = (k: RouteKind) => t(`design.routeKind.${k}`);

export const checkText = (c: FieldCheck | 'lossy') => t(`design.check.${c}`);

/** Where a version came from; an origin this build does not know shows as it is. */
export const originText = (o: string) => {
  const key = `design.origin.${o}`;
  return has(key) ? t(key) : o;
};

/** One change of the diff as a line. */
export function changeLine(c: ModuleChange): string {
  const what = (parts: readonly string[]) => parts.join(t('design.change.listSeparator'));
  switch (c.type) {
    case 'addRoute':
    case 'retireRoute':
    case 'restoreRoute':
    case 'purgeRoute':
      return t(`design.change.${c.type}`, { path: c.path });
    case 'renameRoute':
      return t('design.change.renameRoute', { from: c.from, to: c.to });
    case 'changeRoute':
      return t('design.change.changeRoute', { path: c.path, what: what(c.what) });
    case 'addField':
    case 'retireField':
    case 'restoreField':
    case 'purgeField':
      return t(`design.change.${c.type}`, { path: c.path, field: c.field });
    case 'renameField':
      return t('design.change.renameField', { path: c.path, from: c.from, to: c.to });
    case 'changeKind':
      return t('design.change.changeKind', { path: c.path, field: c.field, from: kindText(c.from), to: kindText(c.to) });
    case 'changeField':
      return t('design.change.changeField', { path: c.path, field: c.field, what: what(c.what) });
  }
}
