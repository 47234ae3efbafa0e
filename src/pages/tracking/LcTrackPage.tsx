import { Skeleton } from 'antd';
import { t } from '../../providers';
import { FileList, PictureGallery } from './Attachments';
import { InfoGrid, PlanConfirm } from './Figures';
import { splitAttachments, stationsText } from '../../components/tracking/format';
import { TrackHeader } from './Header';
import { NoticeLinks } from './NoticeLinks';
import { EmptyText, Sections, type SectionDef } from './Section';
import type { Attachment, TrackRecord } from './types';
import { useTrack } from './useTrack';

/** The road transport (LC) tracking page (docs/behaviour.md §2.2.8): order info, files and pictures open. */
export function LcTrackBody({ o, record }: { o: string; record: TrackRecord }) {
  const { pictures, files } = splitAttachments<Attachment>(record.attachments);
  const c = 'red' as const;
  const unit = record.chargeWeightUnit || 'KG';
  const sections: SectionDef[] = [
    {
      key: 'order',
      title: t('tracking.section.order'),
      children: (
        <InfoGrid
          testId="order-info"
          items={[
            { key: 'goodsName', label: t('tracking.goodsName'), value: record.goodsNameCn },
            {
              key: 'pieces',
              label: `${t('tracking.pieces')} (${t('tracking.plan')}/${t('tracking.confirm')})`,
              value: (
                <PlanConfirm plan={record.planPieces} confirm={record.confirmPieces} kind="pieces" color={c} suffix={record.packageType} />
              ),
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
              label: `${t('tracking.chargeWeight').replace(/\(.*\)$/, '')}(${unit})`,
              value: <PlanConfirm plan={record.planChargeWeight} confirm={record.confirmChargeWeight} kind="chargeWeight" color={c} />,
            },
            { key: 'driverNumber', label: t('tracking.plateNumber'), value: record.driverNumber },
            { key: 'driverName', label: t('tracking.driverName'), value: record.driverName },
            { key: 'driverTel', label: t('tracking.driverTel'), value: record.driverTel },
            { key: 'orderStatus', label: t('tracking.status'), value: record.orderStatus },
          ]}
        />
      ),
    },
    { key: 'files', title: t('tracking.section.files'), children: <FileList files={files} /> },
    { key: 'pictures', title: t('tracking.section.pictures'), children: <PictureGallery pictures={pictures} autoplay /> },
  ];
  return (
    <>
      <TrackHeader
        number={record.orderCode || record.displayNumber || ''}
        o={o}
        qrBox="default"
        lines={[<span key="r">{stationsText(record)}</span>]}
        extra={<NoticeLinks prefix="lc" uuid={record.orderUUID} flags={record.deliveryNotice} />}
      />
      <Sections items={sections} open={['order', 'files', 'pictures']} />
    </>
  );
}

export function LcTrackPage({ o, params }: { o: string; params: Record<string, string> }) {
  const { loading, record } = useTrack('LC', params);
  if (loading) return <Skeleton active />;
  if (!record) return <EmptyText text={t('empty')} testId="track-failed" />;
  return <LcTrackBody o={o} record={record} />;
}
