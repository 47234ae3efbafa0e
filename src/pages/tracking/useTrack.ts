import { App } from 'antd';
import { useEffect, useState } from 'react';
import type { SharePrefix } from '../../schemas';
import { fetchDeliveryNotice, fetchTrack, failureText } from './api';
import type { NoticeFlag, TrackRecord } from './types';

/**
 * Loads a tracking record once; a failure (nonzero code) shows the server's messageInfo or
 * 数据获取失败 as an error toast (spec 02 §4).
 */
export function useTrack(prefix: SharePrefix, params: Record<string, string>) {
  const { message } = App.useApp();
  const [state, setState] = useState<{ loading: boolean; record: TrackRecord | null }>({ loading: true, record: null });
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    setState({ loading: true, record: null });
    fetchTrack(prefix, JSON.parse(key))
      .then((record) => live && setState({ loading: false, record }))
      .catch((e) => {
        if (!live) return;
        setState({ loading: false, record: null });
        void message.error(failureText(e));
      });
    return () => {
      live = false;
    };
  }, [prefix, key, message]);
  return state;
}

/**
 * The delivery notices a customer may open from the AF/LC pages: a flag counts only when the
 * order's service flag is set AND the check call succeeds (spec 02 §2.8). Failures stay silent.
 */
export function useNoticeFlags(uuid: string | null | undefined, flags: { warehouse?: boolean; storehouse?: boolean } | null | undefined) {
  const [ok, setOk] = useState<NoticeFlag[]>([]);
  const want = (['warehouse', 'storehouse'] as const).filter((f) => flags?.[f]).join(',');
  useEffect(() => {
    let live = true;
    setOk([]);
    if (!uuid || !want) return;
    const list = want.split(',') as NoticeFlag[];
    void Promise.all(list.map((f) => fetchDeliveryNotice(uuid, f).then(() => f, () => null))).then((res) => {
      if (live) setOk(res.filter((x): x is NoticeFlag => !!x));
    });
    return () => {
      live = false;
    };
  }, [uuid, want]);
  return ok;
}
