import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../providers';
import { pathOf } from '../../resources';
import { fetchDeliveryNotice } from './api';
import { usePublicLoad } from './useTrack';
import { formatFigure, noticeFileName, trimQuery } from '../../components/tracking/format';
import { dash } from '../../components/display/empty';
import { formatTime } from '../../components/display/dates';
import { PublicFrame } from '../../components/layout/PublicFrame';
import type { DeliveryNotice } from './types';

/**
 * Which order a delivery-notice address names (docs/behaviour.md §2.2.1): /externalOrderDeliveryNotice takes
 * o = "af"|"lc" + uuid (from the AF and LC tracking pages); the sea and rail pages take the uuid
 * itself. Null without o or flag.
 */
export function noticeTarget(pathname: string, query: Record<string, string>): { uuid: string; flag: string } | null {
  const { o, flag } = query;
  if (!o || !flag) return null;
  const prefixed = pathname === pathOf('DeliveryNoticePage');
  const uuid = prefixed ? o.slice(2) : o;
  return uuid ? { uuid, flag } : null;
}

/**
 * Public delivery notice (docs/behaviour.md §2.2.1, §2.5): where and by when to deliver the cargo, with a
 * download/print button naming the file after the declaration number in the instructions.
 */
export default function DeliveryNoticePage() {
  const { pathname, search } = useLocation();
  const { message } = App.useApp();
  const target = useMemo(() => noticeTarget(pathname, trimQuery(search)), [pathname, search]);
  const { loading, data: notice } = usePublicLoad<DeliveryNotice>(
    target ? () => fetchDeliveryNotice(target.uuid, target.flag) : null,
    JSON.stringify(target),
  );
  useEffect(() => {
    if (!target) void message.error(t('tracking.noQuery'));
  }, [target, message]);

  const title =
    target?.flag === 'storehouse'
      ? t('tracking.notice.storehouse')
      : target?.flag === 'warehouse'
        ? t('tracking.notice.warehouse')
        : t('tracking.notice.title');
  let body;
  if (!target)
    body = (
      <div data-testid="notice-no-query">
        <Result status="warning" title={t('tracking.noQuery')} />
      </div>
    );
  else if (loading) body = <Skeleton active />;
  else if (!notice)
    body = (
      <div data-testid="notice-failed">
        <Result status="warning" title={t('empty')} />
      </div>
    );
  else {
    const n = notice;
    const fileName = noticeFileName(n.deliveryNoticeText, n.orderCode);
    const print = () => {
      // Browsers name a printed PDF after the document title: the declaration number (docs/behaviour.md §2.5).
      const before = document.title;
      document.title = fileName;
      window.print();
      document.title = before;
    };
    body = (
      <Card
        data-testid="delivery-notice"
        title={title}
        extra={
          <Button
            className="no-print"
            type="primary"
            icon={<PrinterOutlined />}
            onClick={print}
            data-testid="notice-print"
            data-filename={fileName}
          >
            {t('tracking.notice.download')}
          </Button>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={[
            { key: 'orderCode', label: t('tracking.orderCode'), children: dash(n.orderCode) },
            {
              key: 'number',
              label: n.awbNumber ? t('tracking.awbNumber') : t('tracking.mlbNumber'),
              children: dash(n.awbNumber || n.mlbNumber),
            },
            { key: 'goods', label: t('tracking.goodsName'), children: dash(n.goodsNameCn) },
            { key: 'route', label: t('tracking.route'), children: [n.departureStation, n.arrivalStation].map(dash).join(' → ') },
            { key: 'expectDeparture', label: t('tracking.expectDepartureDate'), children: dash(n.expectDeparture) },
            {
              key: 'figures',
              label: `${t('tracking.pieces')} / ${t('tracking.weight')} / ${t('tracking.volume')}`,
              children: [
                formatFigure(n.planPieces, 'pieces'),
                formatFigure(n.planWeight, 'weight'),
                formatFigure(n.planVolume, 'volume'),
              ].join(' / '),
            },
            {
              key: 'warehouseName',
              label: t('tracking.notice.warehouseName'),
              children: <span data-testid="notice-warehouse">{dash(n.warehouseName)}</span>,
            },
            { key: 'warehouseAddress', label: t('tracking.notice.address'), children: dash(n.warehouseAddress) },
            { key: 'warehouseContact', label: t('tracking.notice.contact'), children: dash(n.warehouseContact) },
            { key: 'warehouseTel', label: t('tracking.notice.tel'), children: dash(n.warehouseTel) },
            { key: 'deliveryDeadline', label: t('tracking.notice.deadline'), children: dash(formatTime(n.deliveryDeadline)) },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('tracking.notice.instructions')}
        </Typography.Title>
        <Typography.Paragraph data-testid="notice-text" style={{ whiteSpace: 'pre-wrap' }}>
          {dash(n.deliveryNoticeText)}
        </Typography.Paragraph>
      </Card>
    );
  }
  return <PublicFrame title={title}>{body}</PublicFrame>;
}
