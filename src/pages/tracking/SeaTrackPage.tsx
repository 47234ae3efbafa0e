import { App, Button, Skeleton, Table } from 'antd';
import { t } from '../../providers';
import { displayNumber, pieceWeightText } from '../../schemas';
import { newestFirst, statusName } from '../../components/tracking/timeline';
import { failureText, submitAwb } from './api';
import { FileList, PictureGallery } from './Attachments';
import { InfoGrid, PlanConfirm, type InfoItem } from './Figures';
import { splitAttachments, stationsText } from '../../components/tracking/format';
import { dash } from '../../components/display/empty';
import { formatTime } from '../../components/display/dates';
import { TrackHeader } from './Header';
import { openLink, useIsMobile } from './media';
import { EmptyText, Sections, type SectionDef } from './Section';
import type { Attachment, RouteTrack, TrackRecord } from './types';
import { useTrack } from './useTrack';

/** MORE: asks the server for the third-party tracking address of the waybill number and opens it. */
function MoreButton({ o }: { o: string }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const onClick = (e: React.MouseEvent) => {
    e.stopPropagation();
    submitAwb(o)
      .then((url) => (url && openLink(url, mobile) ? undefined : void message.error(t('error.noData'))))
      .catch((err) => void message.error(failureText(err)));
  };
  return (
    <Button size="small" type="primary" data-testid="track-more" onClick={onClick}>
      {t('tracking.more')}
    </Button>
  );
}

function TrackTable({ tracks }: { tracks: RouteTrack[] }) {
  if (!tracks.length) return <EmptyText text={t('tracking.empty.track')} testId="empty-track" />;
  return (
    <Table
      data-testid="track-table"
      size="small"
      pagination={false}
      scroll={{ y: 450, x: 'max-content' }}
      dataSource={tracks.map((r, i) => ({ ...r, key: r.trackAwbId ?? String(i) }))}
      columns={[
        {
          key: 'status',
          title: t('tracking.statusCol'),
          render: (_, r) =>
            dash(
              [statusName(r.flightStatusCode, r.flightStatusName), r.flightStatusCode ? `(${r.flightStatusCode})` : '']
                .filter(Boolean)
                .join(' '),
            ),
        },
        { key: 'remark', title: t('tracking.remark'), render: (_, r) => dash(r.remark) },
        { key: 'flightNum', title: t('tracking.flightNum'), render: (_, r) => dash(r.flightNum) },
        { key: 'eventTime', title: t('tracking.eventTime'), render: (_, r) => dash(formatTime(r.eventTime)) },
        { key: 'cargo', title: t('tracking.pieceWeight'), render: (_, r) => dash(pieceWeightText(r.quantity, r.grossWeight)) },
      ]}
    />
  );
}

/** The sea export (SE) and sea import (SI) tracking page (docs/behaviour.md §2.2.8). */
export function SeaTrackBody({ prefix, o, record }: { prefix: 'SE' | 'SI'; o: string; record: TrackRecord }) {
  const number = record.displayNumber || displayNumber(prefix, record);
  const waybill = record.mlbNumber || record.awbNumber || record.customerNumber || '';
  const tracks = newestFirst<RouteTrack>(record.routeTracks);
  const { pictures, files } = splitAttachments<Attachment>(record.attachments);
  const c = 'red' as const;
  const se = prefix === 'SE';
  const goods = se ? [record.goodsNameCn, record.goodsType ? `(${record.goodsType})` : ''].filter(Boolean).join(' ') : record.goodsNameCn;
  const items: InfoItem[] = [
    { key: 'contractNumber', label: t('tracking.contractNumber'), value: record.contractNumber },
    { key: 'mlbNumber', label: t('tracking.mlbNumber'), value: record.mlbNumber },
    ...(se ? [] : [{ key: 'hlbNumber', label: t('tracking.hlbNumber'), value: record.hlbNumber }]),
    { key: 'containerMethod', label: t('tracking.containerMethod'), value: record.containerMethod },
    { key: 'containerList', label: t('tracking.containerList'), value: record.containerList },
    { key: 'teu', label: t('tracking.teu'), value: record.containerNumber ? String(record.containerNumber) : null },
    {
      key: 'pieces',
      label: `${t('tracking.pieces')} (${t('tracking.plan')}/${t('tracking.confirm')})`,
      value: <PlanConfirm plan={record.planPieces} confirm={record.confirmPieces} kind="pieces" color={c} suffix={record.packageType} />,
    },
    {
      key: 'weight',
      label: t('tracking.weight'),
      value: <PlanConfirm plan={record.planWeight} confirm={record.confirmWeight} kind="weight" color={c} />,
    },
    {
      key: 'volume',
      label: t('tracking.volume'),
      value: <PlanConfirm plan={record.planVolume} confirm={record.confirmVolume} kind="volume" color={c} />,
    },
    {
      key: 'chargeWeight',
      label: se ? t('tracking.chargeTon') : t('tracking.chargeWeight'),
      value: <PlanConfirm plan={record.planChargeWeight} confirm={record.confirmChargeWeight} kind="chargeWeight" color={c} />,
    },
    ...(se
      ? [{ key: 'goodsName', label: t('tracking.goodsName'), value: goods }]
      : [
          { key: 'goodsType', label: t('tracking.goodsType'), value: record.goodsType },
          { key: 'goodsName', label: t('tracking.goodsName'), value: goods },
          { key: 'inboundDate', label: t('tracking.inboundDate'), value: record.inboundDate },
          { key: 'outboundDate', label: t('tracking.outboundDate'), value: record.outboundDate },
          { key: 'inspectionDate', label: t('tracking.inspectionDate'), value: record.inspectionDate },
          { key: 'clearanceDate', label: t('tracking.clearanceDate'), value: record.clearanceDate },
        ]),
  ];
  const sections: SectionDef[] = [
    { key: 'order', title: t('tracking.section.order'), children: <InfoGrid testId="order-info" items={items} /> },
    {
      key: 'track',
      title: t('tracking.section.track'),
      extra: waybill ? <MoreButton o={o} /> : null,
      children: <TrackTable tracks={tracks} />,
    },
    {
      key: 'manifest',
      title: t('tracking.section.manifest'),
      children: <EmptyText text={t('tracking.empty.manifest')} testId="empty-manifest" />,
    },
    { key: 'files', title: t('tracking.section.files'), children: <FileList files={files} /> },
    { key: 'pictures', title: t('tracking.section.pictures'), children: <PictureGallery pictures={pictures} autoplay={false} /> },
  ];
  const open = ['order'];
  if (tracks.length) open.push('track');
  if (waybill && files.length) open.push('files');
  if (pictures.length) open.push('pictures');
  return (
    <>
      <TrackHeader
        number={number}
        o={o}
        qrBox="SEA"
        lines={[
          <span key="r">{stationsText(record)}</span>,
          <span key="s">
            {t('tracking.ship')}: {[record.shipName, record.shipVoyageNumber].map(dash).join(' / ')}
          </span>,
          <span key="d">
            {t('tracking.expectDeparture')}: {dash(record.expectDepartureStr || record.expectDeparture)}
          </span>,
        ]}
      />
      <Sections items={sections} open={open} />
    </>
  );
}

export function SeaTrackPage({ prefix, o, params }: { prefix: 'SE' | 'SI'; o: string; params: Record<string, string> }) {
  const { loading, record } = useTrack(prefix, params);
  if (loading) return <Skeleton active />;
  if (!record) return <EmptyText text={t('empty')} testId="track-failed" />;
  return <SeaTrackBody prefix={prefix} o={o} record={record} />;
}
