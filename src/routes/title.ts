import type { Action, IResourceItem } from '@refinedev/core';
import { t } from '../providers';

/** Browser tab title: the screen's label, then the product, so several open tabs stay tellable apart. */
export function documentTitle({ resource }: { resource?: IResourceItem; action?: Action }): string {
  const label = resource?.meta?.label;
  return label ? `${label} - ${t('app.brand')}` : t('app.brand');
}
