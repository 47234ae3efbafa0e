import { App } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../providers';
import type { ManifestEvent } from '../../schemas';
import { ManifestDialog } from './ManifestDialog';
import { RouteTrackDialog, type RouteTrackEvent } from './RouteTrackDialog';

/**
 * The two track dialogs and their openers, shared by the public pages and the order screens. The
 * route dialog opens only when events exist, else 暂无运单信息; the manifest dialog only when manifest
 * records exist, else 暂无舱单信息 (docs/behaviour.md §2.2.8).
 */
export function useTrackDialogs(mawbNum?: string | null): {
  openRoute: (tracks: RouteTrackEvent[]) => void;
  openManifest: (events: ManifestEvent[], hasRecords?: boolean) => void;
  dialogs: ReactNode;
} {
  const { message } = App.useApp();
  const [route, setRoute] = useState<RouteTrackEvent[] | null>(null);
  const [manifest, setManifest] = useState<ManifestEvent[] | null>(null);

  const openRoute = useCallback(
    (tracks: RouteTrackEvent[]) => {
      if (!tracks.length) void message.error(t('tracking.noRoute'));
      else setRoute(tracks);
    },
    [message],
  );

  const openManifest = useCallback(
    (events: ManifestEvent[], hasRecords = events.length > 0) => {
      if (!hasRecords) void message.error(t('tracking.noManifest'));
      else setManifest(events);
    },
    [message],
  );

  const dialogs = (
    <>
      <RouteTrackDialog open={!!route} onClose={() => setRoute(null)} mawbNum={mawbNum} tracks={route ?? []} />
      <ManifestDialog open={!!manifest} onClose={() => setManifest(null)} mawbNum={mawbNum} events={manifest ?? []} />
    </>
  );
  return { openRoute, openManifest, dialogs };
}
