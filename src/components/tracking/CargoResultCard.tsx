import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t, tDynamic } from '../../providers';
import { pathOf } from '../../resources';
import { displayNumber, shareLink, type SharePrefix } from '../../schemas';
import type { CargoHit } from '../../schemas/cargo-search';
import { formatFigure } from './format';
import { dash } from '../display/empty';
import { formatTime } from '../display/dates';
import { statusName } from './timeline';
import { useTrackDialogs } from './useTrackDialogs';

export type { CargoHit };

const AIR = new Set(['AE', 'AI']);

/** The public tracking link of a result (the same page the order's share panel gives customers). */
export function trackingLinkOf(hit: CargoHit): string | null {
  if (!hit.shareCode) return null;
  const prefix = hit.shareCode.slice(0, 2) as SharePrefix;
  return shareLink(window.location.origin, pathOf('ExternalOrderTrackPage'), hit.shareCode, displayNumber(prefix, hit));
}

/** The waybill a result is about: master (and house) waybill, else the bills of lading, else the order code. */
export const hitNumber = (h: CargoHit) =>
  [h.awbNumber ?? h.mlbNumber, h.hawbNumber ?? h.hlbNumber].filter(Boolean).join(' / ') || h.orderCode || '-';

/**
 * A search result: the order's number, scope, status, lane and cargo, its latest route event, and
 * the route-track and manifest dialogs of src/components/tracking (docs/behaviour.md §1.2.4) on demand.
 */
export function CargoResultCard({ hit, extra }: { hit: CargoHit; extra?: ReactNode }) {
  const number = hitNumber(hit);
  const { openRoute, openManifest, dialogs } = useTrackDialogs(hit.awbNumber ?? hit.mlbNumber ?? hit.orderCode);
  const latest = hit.routeTracks[0];
  return (
    <Card
      size="small"
      data-testid="cargo-hit"
      style={{ marginBottom: 12 }}
      title={
        <Space wrap>
          <Tag color="blue">{tDynamic(`dashboard.scope.${hit.scope}`)}</Tag>
          <Typography.Text strong data-testid="cargo-hit-number">
            {number}
          </Typography.Text>
          {hit.orderStatusName ? (
            <Tag color="green" data-testid="cargo-hit-status">
              {hit.orderStatusName}
            </Tag>
          ) : null}
        </Space>
      }
      extra={extra}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        {hit.orderCode ? <Descriptions.Item label={t('cargo.orderCode')}>{hit.orderCode}</Descriptions.Item> : null}
        <Descriptions.Item label={t('cargo.lane')}>{`${dash(hit.departureStation)} → ${dash(hit.arrivalStation)}`}</Descriptions.Item>
        <Descriptions.Item label={t('cargo.goods')}>{dash(hit.goodsNameCn)}</Descriptions.Item>
        <Descriptions.Item
          label={t('cargo.cargo')}
        >{`${formatFigure(hit.pieces, 'pieces')} ${t('cargo.pcs')} / ${formatFigure(hit.weight, 'weight')} KG`}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ margin: '8px 0' }} data-testid="cargo-hit-latest">
        {latest
          ? `${t('cargo.latest')}: ${[latest.flightStatusCode, statusName(latest.flightStatusCode, latest.flightStatusName)].filter(Boolean).join(' ')}` +
            `${latest.airportCode ? ` · ${latest.airportCode}` : ''} · ${dash(formatTime(latest.eventTime))}`
          : t('cargo.noEvents')}
      </Typography.Paragraph>
      <Space wrap>
        <Button size="small" data-testid="cargo-view-route" onClick={() => openRoute(hit.routeTracks)}>
          {t('tracking.panel.viewTrack')}
        </Button>
        {AIR.has(hit.scope) ? (
          <Button size="small" data-testid="cargo-view-manifest" onClick={() => openManifest(hit.trackManifest, hit.manifestCount > 0)}>
            {t('tracking.panel.viewManifest')}
          </Button>
        ) : null}
      </Space>
      {dialogs}
    </Card>
  );
}
