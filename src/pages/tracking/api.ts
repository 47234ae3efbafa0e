import { api, call } from '../../api';
import { isHttpError, t } from '../../providers';
import type { SharePrefix } from '../../schemas';
import type { DeliveryNotice, NoticeFlag, TrackRecord } from './types';

/**
 * The login-free calls of the tracking pages (docs/api-tracking.md). They go through the shared
 * client without a token and without its own toast: the pages show the server's messageInfo, else
 * 数据获取失败 (docs/behaviour.md §2.4, §2.8).
 */
const PUBLIC = { anonymous: true, silent: true } as const;

/** The tracking record of a share code; `query` is the page's trimmed query (o, code). */
export async function fetchTrack(prefix: SharePrefix, query: Record<string, string>): Promise<TrackRecord> {
  const data = await (prefix === 'AF' || prefix === 'AI'
    ? call(api.tracking.airOrderTrack, { query }, PUBLIC)
    : prefix === 'LC'
      ? call(api.tracking.lcOrderTrack, { query }, PUBLIC)
      : call(api.tracking.seaOrderTrack, { query }, PUBLIC));
  return (data ?? {}) as TrackRecord;
}

/** SE/SI MORE: the third-party tracking address of the order's waybill number. */
export async function submitAwb(o: string): Promise<string> {
  return String((await call(api.tracking.awbSubmit, { query: { o } }, PUBLIC)) ?? '');
}

export async function fetchDeliveryNotice(uuid: string, flag: string): Promise<DeliveryNotice> {
  const data = await call(api.tracking.checkOrderDeliveryNotice, { params: { uuid, flag } }, PUBLIC);
  return (data ?? {}) as DeliveryNotice;
}

/** The text of a failed public call: 操作失败， and the server's messageInfo (docs/behaviour.md §2.8), else 数据获取失败. */
export function failureText(e: unknown): string {
  return isHttpError(e) && e.messageInfo ? `${t('error.failed')}${e.messageInfo}` : t('error.noData');
}

export type { NoticeFlag };
