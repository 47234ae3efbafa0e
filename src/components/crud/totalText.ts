import { t } from '../../providers';

/**
 * The pager's total. The server stops counting at 10000 and says so (`totalCapped`): then the
 * honest text is "共 10000+ 条", not a number that looks exact.
 */
export function totalText(total: number, capped = false): string {
  return t('crud.total', { total: capped ? `${total}+` : String(total) });
}
