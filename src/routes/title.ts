import type { Action, IResourceItem } from '@refinedev/core';
import { t } from '../providers/i18n';

/** Browser tab title: the screen's label, then the product, so several open tabs stay tellable apart. */
export const titleOf = (label: string | undefined) => (label ? `${label} - ${t('app.brand')}` : t('app.brand'));

export const documentTitle = ({ resource }: { resource?: IResourceItem; action?: Action }): string => titleOf(resource?.meta?.label);
