import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SharePrefix } from '../../schemas';
import { fetchDeliveryNotice, fetchTrack, failureText } from './api';
import type { NoticeFlag, TrackRecord } from './types';

/**
 * Runs a public call once per `key` (null: no call); a failure (nonzero code) shows the server's
 * messageInfo or 数据获取失败 as an error toast (docs/behaviour.md §2.4) and leaves `data` null.
 */
export function usePublicLoad<T>(load: (() => Promise<T>) | null, key: string) {
  const { message } = App.useApp();
  const [state, setState] = useState<{ loading: boolean; data: T | null }>({ loading: !!load, data: null });
  // `load` is a new closure each render; the key says when the call is really another one.
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key says when the call is another one (see above); load is read through the ref.
  useEffect(() => {
    const run = latest.current;
    if (!run) {
      setState({ loading: false, data: null });
      return;
    }
    let live = true;
    setState({ loading: true, data: null });
    run()
      .then((data) => live && setState({ loading: false, data }))
      .catch((e) => {
        if (!live) return;
        setState({ loading: false, data: null });
        void message.error(failureText(e));
      });
    return () => {
      live = false;
    };
  }, [key, message]);
  return state;
}

/** Loads a tracking record once per scope and query. */
export function useTrack(prefix: SharePrefix, params: Record<string, string>) {
  const { loading, data } = usePublicLoad<TrackRecord>(() => fetchTrack(prefix, params), `${prefix}:${JSON.stringify(params)}`);
  return { loading, record: data };
}

/**
 * The delivery notices a customer may open from the AF/LC pages: a flag counts only when the
 * order's service flag is set AND the check call succeeds (docs/behaviour.md §2.2.8). Failures stay silent.
 */
export function useNoticeFlags(uuid: string | null | undefined, flags: { warehouse?: boolean; storehouse?: boolean } | null | undefined) {
  const [ok, setOk] = useState<NoticeFlag[]>([]);
  const want = (['warehouse', 'storehouse'] as const).filter((f) => flags?.[f]).join(',');
  useEffect(() => {
    let live = true;
    setOk([]);
    if (!uuid || !want) return;
    const list = want.split(',') as NoticeFlag[];
    void Promise.all(
      list.map((f) =>
        fetchDeliveryNotice(uuid, f).then(
          () => f,
          () => null,
        ),
      ),
    ).then((res) => {
      if (live) setOk(res.filter((x): x is NoticeFlag => !!x));
    });
    return () => {
      live = false;
    };
  }, [uuid, want]);
  return ok;
}
