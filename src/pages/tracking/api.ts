import { endpoints, http, isHttpError, t } from '../../providers';
import type { SharePrefix } from '../../schemas';
import type { DeliveryNotice, NoticeFlag, TrackRecord } from './types';

/**
 * The login-free calls of the tracking pages (docs/api-tracking.md). They go through the shared
 * client without a token and without its own toast: the pages show the server's messageInfo, else
 * 数据获取失败 (docs/behaviour.md §2.4, §2.8).
 */
const PUBLIC = { anonymous: true, silent: true } as const;

export const trackEndpoint = (prefix: SharePrefix) =>
  prefix === 'AF' || prefix === 'AI' ? endpoints.airOrderTrack : prefix === 'LC' ? endpoints.lcOrderTrack : endpoints.seaOrderTrack;

/** The tracking record of a share code; `params` are the page's trimmed query (o, code). */
export async function fetchTrack(prefix: SharePrefix, params: Record<string, string>): Promise<TrackRecord> {
  const { data } = await http.get(trackEndpoint(prefix), { ...PUBLIC, params });
  return (data?.data ?? {}) as TrackRecord;
}

/** SE/SI MORE: the third-party tracking address of the order's waybill number. */
export async function submitAwb(o: string): Promise<string> {
  const { data } = await http.post(endpoints.awbSubmit, null, { ...PUBLIC, params: { o } });
  return String(data?.data ?? '');
}

export async function fetchDeliveryNotice(uuid: string, flag: string): Promise<DeliveryNotice> {
  const { data } = await http.get(endpoints.checkOrderDeliveryNotice(uuid, flag), PUBLIC);
  return (data?.data ?? {}) as DeliveryNotice;
}

/** The text of a failed public call: 操作失败， and the server's messageInfo (docs/behaviour.md §2.8), else 数据获取失败. */
export function failureText(e: unknown): string {
  return isHttpError(e) && e.messageInfo ? `${t('error.failed')}${e.messageInfo}` : t('error.noData');
}

export type { NoticeFlag };
