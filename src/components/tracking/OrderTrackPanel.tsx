import { Button, Card, Space } from 'antd';
import { t } from '../../providers';
import { manifestEvents } from '../../schemas';
import type { PanelProps } from '../panels/types';
import type { RouteTrackEvent } from './RouteTrackDialog';
import { newestFirst } from './timeline';
import { useTrackDialogs } from './useTrackDialogs';

/**
 * The order screens' view of what the customer's tracking page shows (docs/behaviour.md §1.2.4): 查看轨迹 opens
 * the route dialog from the record's route events (newest first), 查看舱单 the manifest dialog from
 * its manifest records (air orders).
 */
export default function OrderTrackPanel({ route, record }: PanelProps) {
  const mawb =
    (record.awbNumber as string | undefined) || (record.mlbNumber as string | undefined) || (record.orderCode as string | undefined);
  const { openRoute, openManifest, dialogs } = useTrackDialogs(mawb);
  const air = route.fields?.some((f) => f.name === 'manifestList') ?? false;
  const manifest = Array.isArray(record.manifestList) ? record.manifestList : [];
  return (
    <Card size="small" title={t('tracking.panel.track')} style={{ marginTop: 16 }} data-testid="order-track-panel">
      <Space wrap>
        <Button data-testid="panel-view-track" onClick={() => openRoute(newestFirst<RouteTrackEvent>(record.routeTracks))}>
          {t('tracking.panel.viewTrack')}
        </Button>
        {air ? (
          <Button data-testid="panel-view-manifest" onClick={() => openManifest(manifestEvents(manifest), manifest.length > 0)}>
            {t('tracking.panel.viewManifest')}
          </Button>
        ) : null}
      </Space>
      {dialogs}
    </Card>
  );
}
