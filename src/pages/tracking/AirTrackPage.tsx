import { FlagFilled } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton, Space, Table, Typography } from 'antd';
import { t } from '../../providers';
import { displayNumber, manifestEvents, pieceWeightText, type SharePrefix } from '../../schemas';
import { newestFirst, statusName } from '../../components/tracking/timeline';
import { useTrackDialogs } from '../../components/tracking/useTrackDialogs';
import { FileList, PictureGallery } from './Attachments';
import { DimensionTable, InfoGrid, PlanConfirm } from './Figures';
import { formatFigure, splitAttachments, stationsText } from '../../components/tracking/format';
import { dash } from '../../components/display/empty';
import { formatTime } from '../../components/display/dates';
import { TrackHeader } from './Header';
import { NoticeLinks } from './NoticeLinks';
import { EmptyText, Sections, type SectionDef } from './Section';
import type { AwbRouteLeg, Attachment, ManifestRecord, RouteTrack, TrackRecord, WeighingRow } from './types';
import { useTrack } from './useTrack';

const TEMPORARY_COLOR = '#722ed1';
/** A button that reads as the text link beside it: focusable, and pressed with Enter or Space. */
const INLINE_LINK = { padding: 0, height: 'auto' };

/** A manifest time with a flag icon when it is set. */
function FlagTime({ v, color }: { v?: string | null; color?: string }) {
  if (!v) return <>-</>;
  return (
    <span data-testid="manifest-flag" style={color ? { color } : undefined}>
      <FlagFilled style={{ color: color ?? '#52c41a', marginRight: 4 }} />
      {formatTime(v)}
    </span>
  );
}

/**
 * The master record of the manifest section (docs/behaviour.md §2.4): the record flagged master; none when
 * the order has no manifest records.
 */
function masterOf(list: ManifestRecord[]) {
  return list.find((r) => r.masterFlag) ?? null;
}

function ManifestSection({ list }: { list: ManifestRecord[] }) {
  if (!list.length) return <EmptyText text={t('tracking.empty.manifest')} testId="empty-manifest" />;
  const master = masterOf(list);
  const houses = list.filter((r) => r !== master);
  return (
    <div data-testid="manifest-section">
      <InfoGrid
        testId="manifest-master"
        items={[
          { key: 'originalTime', label: t('tracking.originalTime'), value: <FlagTime v={master?.originalTime} /> },
          { key: 'tallyTime', label: t('tracking.tallyTime'), value: <FlagTime v={master?.tallyTime} /> },
          { key: 'passedTime', label: t('tracking.passedTime'), value: <FlagTime v={master?.passedTime} /> },
          { key: 'applyTime', label: t('tracking.applyTime'), value: <FlagTime v={master?.applyTime} /> },
          { key: 'arriveTime', label: t('tracking.arriveTime'), value: <FlagTime v={master?.arriveTime} /> },
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        {houses.map((h, i) => (
          <Col key={i} xs={24} md={12} lg={8}>
            <Card size="small" data-testid="manifest-house" title={`${t('tracking.hawb')} ${dash(h.hawbNumber)}`}>
              <div>
                {t('tracking.pieceWeight')}: {dash(h.pieceWeightInfo || pieceWeightText(h.quantity, h.grossWeight))}
              </div>
              <div>
                {t('tracking.declarationNumber')}: {dash(h.declarationNumber)}
              </div>
              <div>
                {t('tracking.originalTime')}: <FlagTime v={h.originalTime} />
              </div>
              <div>
                {t('tracking.tallyTime')}: <FlagTime v={h.tallyTime} />
              </div>
              <div>
                {t('tracking.passedTime')}: <FlagTime v={h.passedTime} />
              </div>
              {h.temporaryArrivalTime ? (
                <div data-testid="manifest-temporary" style={{ color: TEMPORARY_COLOR }}>
                  {t('tracking.temporaryArrivalTime')}: <FlagTime v={h.temporaryArrivalTime} color={TEMPORARY_COLOR} />
                </div>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

function RouteTable({ legs }: { legs: AwbRouteLeg[] }) {
  return (
    <Table
      data-testid="route-table"
      size="small"
      pagination={false}
      scroll={{ y: 450, x: 'max-content' }}
      dataSource={legs.map((l, i) => ({ ...l, key: String(i) }))}
      onRow={(r) => (r.errorMessage ? ({ style: { color: '#f5222d' }, 'data-error': 'true' } as object) : {})}
      columns={[
        { key: 'leg', title: t('tracking.leg'), render: (_, r) => `${dash(r.depPort)} - ${dash(r.arrPort)}` },
        {
          key: 'flight',
          title: t('tracking.flightNo'),
          render: (_, r) => (
            <>
              {dash(r.flightNo)}
              {r.errorMessage ? (
                <div data-testid="route-error" style={{ color: '#f5222d' }}>
                  {r.errorMessage}
                </div>
              ) : null}
            </>
          ),
        },
        { key: 'etd', title: t('tracking.etd'), render: (_, r) => dash(formatTime(r.etd)) },
        { key: 'atd', title: t('tracking.atd'), render: (_, r) => dash(formatTime(r.atd)) },
        { key: 'eta', title: t('tracking.eta'), render: (_, r) => dash(formatTime(r.eta)) },
        { key: 'ata', title: t('tracking.ata'), render: (_, r) => dash(formatTime(r.ata)) },
        { key: 'pw', title: t('tracking.pieceWeight'), render: (_, r) => dash(pieceWeightText(r.piece, r.weight)) },
      ]}
    />
  );
}

function WeighingTable({ rows }: { rows: WeighingRow[] }) {
  return (
    <Table
      data-testid="weighing-table"
      size="small"
      pagination={false}
      scroll={{ y: 205, x: 'max-content' }}
      dataSource={rows.map((r, i) => ({ ...r, key: String(i) }))}
      columns={[
        {
          key: 'no',
          title: `${t('tracking.master')}/${t('tracking.hawb')}`,
          render: (_, r) => [r.awbNumber, r.hawbNumber].filter(Boolean).join(' / ') || '-',
        },
        {
          key: 'pwv',
          title: `${t('tracking.pieces')}/${t('tracking.weight')}/${t('tracking.volume')}`,
          render: (_, r) =>
            [formatFigure(r.totalPieces, 'pieces'), formatFigure(r.totalWeight, 'weight'), formatFigure(r.totalVolume, 'volume')].join(
              ' / ',
            ),
        },
        { key: 'measure', title: t('tracking.measure'), render: (_, r) => dash(r.measure) },
      ]}
    />
  );
}

/** The air export (AF) and air import (AI) tracking page (docs/behaviour.md §2.2.8). */
export function AirTrackBody({ prefix, o, record }: { prefix: 'AF' | 'AI'; o: string; record: TrackRecord }) {
  const number = record.displayNumber || displayNumber(prefix, record);
  const awb = record.awbNumber || record.customerNumber || '';
  const tracks = newestFirst<RouteTrack>(record.routeTracks);
  const manifestList = (record.manifestList ?? []) as ManifestRecord[];
  const events = record.trackManifest ?? manifestEvents(manifestList);
  const { pictures, files } = splitAttachments<Attachment>(record.attachments);
  const info = record.awbRouteApiInfoVO;
  const legs = info?.awbRouteApiRouteList ?? [];
  const weighing = record.cargoWeighingList ?? [];
  const { openRoute, openManifest, dialogs } = useTrackDialogs(awb);
  // Orange on the AF page, red on the other pages (docs/behaviour.md §2.2.8).
  const c = prefix === 'AF' ? ('orange' as const) : ('red' as const);
  const current = tracks[0];

  const chain = [record.departureStation, record.transitStation, record.transitStation2, record.arrivalStation].filter(Boolean).join(' → ');
  const sections: SectionDef[] = [];
  if (record.orderId) {
    sections.push({
      key: 'order',
      title: t('tracking.section.order'),
      children: (
        <Space direction="vertical" style={{ width: '100%' }} size={12}>
          <InfoGrid
            testId="order-info"
            items={[
              {
                key: 'pieces',
                label: `${t('tracking.pieces')} (${t('tracking.plan')}/${t('tracking.confirm')})`,
                value: (
                  <PlanConfirm
                    plan={record.planPieces}
                    confirm={record.confirmPieces}
                    kind="pieces"
                    color={c}
                    suffix={record.packageType}
                  />
                ),
              },
              {
                key: 'volume',
                label: t('tracking.volume'),
                value: <PlanConfirm plan={record.planVolume} confirm={record.confirmVolume} kind="volume" color={c} />,
              },
              {
                key: 'density',
                label: t('tracking.density'),
                value: <PlanConfirm plan={record.planDensity} confirm={record.confirmDensity} kind="density" color={c} />,
              },
              {
                key: 'weight',
                label: t('tracking.weight'),
                value: <PlanConfirm plan={record.planWeight} confirm={record.confirmWeight} kind="weight" color={c} />,
              },
              {
                key: 'chargeWeight',
                label: t('tracking.chargeWeight'),
                value: <PlanConfirm plan={record.planChargeWeight} confirm={record.confirmChargeWeight} kind="chargeWeight" color={c} />,
              },
              { key: 'route', label: t('tracking.route'), value: chain },
              { key: 'goodsNameCn', label: t('tracking.goodsNameCn'), value: record.goodsNameCn },
              { key: 'goodsNameEn', label: t('tracking.goodsNameEn'), value: record.goodsNameEn },
              { key: 'goodsType', label: t('tracking.goodsType'), value: record.goodsType },
              {
                key: 'flightInfo',
                label: t('tracking.flightInfo'),
                value: [record.expectFlight, record.expectDepartureStr || record.expectDeparture].filter(Boolean).join(' / '),
              },
              { key: 'orderStatus', label: t('tracking.status'), value: record.orderStatus },
            ]}
          />
          <Row gutter={[12, 12]}>
            <Col xs={24} md={12}>
              <DimensionTable text={record.planDimensions} title={t('tracking.planDimensions')} testId="plan-dimensions" />
            </Col>
            <Col xs={24} md={12}>
              <DimensionTable text={record.confirmDimensions} title={t('tracking.confirmDimensions')} testId="confirm-dimensions" />
            </Col>
          </Row>
          <InfoGrid
            testId="order-dates"
            items={[
              { key: 'inboundDate', label: t('tracking.inboundDate'), value: record.inboundDate },
              { key: 'outboundDate', label: t('tracking.outboundDate'), value: record.outboundDate },
              { key: 'inspectionDate', label: t('tracking.inspectionDate'), value: record.inspectionDate },
              { key: 'clearanceDate', label: t('tracking.clearanceDate'), value: record.clearanceDate },
            ]}
          />
        </Space>
      ),
    });
  }
  sections.push({
    key: 'flight',
    title: t('tracking.section.flight'),
    children: (
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <InfoGrid
          testId="flight-info"
          items={[
            { key: 'awbNumber', label: t('tracking.awbNumber'), value: info?.mawbNum || awb },
            {
              key: 'depPort',
              label: t('tracking.depPort'),
              value: info?.depPort || record.departureStationName || record.departureStation,
            },
            { key: 'arrPort', label: t('tracking.arrPort'), value: info?.arrPort || record.arrivalStationName || record.arrivalStation },
            {
              key: 'pieceWeight',
              label: t('tracking.pieceWeight'),
              value: info?.pieceWeightInfo || pieceWeightText(record.planPieces, record.planWeight),
            },
          ]}
        />
        <div data-testid="current-track" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
          <Typography.Text strong>{t('tracking.currentTrack')}:</Typography.Text>
          {current ? (
            <span data-testid="current-track-text">
              {[
                current.flightStatusCode,
                statusName(current.flightStatusCode, current.flightStatusName),
                current.airportCode,
                formatTime(current.eventTime),
              ]
                .filter(Boolean)
                .join(' ')}
            </span>
          ) : (
            <Typography.Text type="secondary" data-testid="empty-track">
              {t('tracking.empty.track')}
            </Typography.Text>
          )}
          <Button type="link" size="small" style={INLINE_LINK} data-testid="view-route" onClick={() => openRoute(tracks)}>
            {t('tracking.viewDetails')}
          </Button>
        </div>
        <RouteTable legs={legs} />
      </Space>
    ),
  });
  sections.push({
    key: 'manifest',
    title: t('tracking.section.manifest'),
    extra: (
      <Button
        type="link"
        size="small"
        style={INLINE_LINK}
        data-testid="view-manifest"
        onClick={(e) => {
          e.stopPropagation();
          openManifest(events, manifestList.length > 0);
        }}
      >
        {t('tracking.viewDetails')}
      </Button>
    ),
    children: <ManifestSection list={manifestList} />,
  });
  if (weighing.length)
    sections.push({ key: 'weighing', title: t('tracking.section.weighing'), children: <WeighingTable rows={weighing} /> });
  sections.push({ key: 'files', title: t('tracking.section.files'), children: <FileList files={files} /> });
  sections.push({ key: 'pictures', title: t('tracking.section.pictures'), children: <PictureGallery pictures={pictures} autoplay /> });

  const open = ['order', 'flight'];
  if (prefix === 'AI' && manifestList.length) open.push('manifest');
  if (weighing.length) open.push('weighing');
  if (awb && files.length) open.push('files');
  if (pictures.length) open.push('pictures');

  return (
    <>
      <TrackHeader
        number={number}
        o={o}
        qrBox={prefix === 'AF' ? 'AF' : 'default'}
        lines={[
          <span key="r">{stationsText(record)}</span>,
          record.orderStatus ? (
            <span key="s">
              {t('tracking.status')}: {record.orderStatus}
            </span>
          ) : null,
        ].filter(Boolean)}
        extra={prefix === 'AF' ? <NoticeLinks prefix="af" uuid={record.orderUUID} flags={record.deliveryNotice} /> : null}
      />
      <Sections items={sections} open={open} />
      {dialogs}
    </>
  );
}

export function AirTrackPage({ prefix, o, params }: { prefix: 'AF' | 'AI'; o: string; params: Record<string, string> }) {
  const { loading, record } = useTrack(prefix as SharePrefix, params);
  if (loading) return <Skeleton active />;
  if (!record) return <EmptyText text={t('empty')} testId="track-failed" />;
  return <AirTrackBody prefix={prefix} o={o} record={record} />;
}
