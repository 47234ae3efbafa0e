import { Button, Card, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { BaseKey } from '@refinedev/core';
import { RefSelect } from '../../components/crud/RefSelect';
import { routeLabel } from '../../components/crud/routeDefs';
import { dayOf, LinkBox, linkUrl } from './LinkBox';
import { api, call } from '../../api';
import { dash } from '../../components/display/empty';
import { currentLanguage, getToken, inLanguage, isHttpError, routeRoot, t } from '../../providers';
import { findRoute, pathOf } from '../../resources';
import { STATUS_LABELS, isOrderStatus } from '../../schemas/order-lifecycle';
import { shareLink } from '../../schemas/share';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { failureText, LinkHeader, LinkPending, NeedLink } from './linkStates';

/**
 * /orderShareQrcodeTrack (docs/partner-share.md): a partner's order-track address. By its signed link
 * (`?t=`) the partner sees its recent orders of every business with status, lane and dates, each with
 * its public tracking link and QR code; signed-in staff choose a partner, see the same list (of the
 * businesses they may read) and issue the partner's address; bare, how to get a link.
 */
export default function PartnerOrderTrackPage() {
  const { pathname, search } = useLocation();
  const route = findRoute(routeRoot(pathname))!;
  const token = useMemo(() => new URLSearchParams(search).get('t'), [search]);
  const body = token ? <PartnerOrders token={token} /> : getToken() ? <StaffOrders /> : <NeedLink />;
  return <PublicFrame title={routeLabel(route)}>{body}</PublicFrame>;
}

export interface PartnerOrder {
  scope: string;
  orderCode: string | null;
  status: string | null;
  departure: string | null;
  arrival: string | null;
  expectDeparture: string | null;
  expectArrival: string | null;
  createTime: string | null;
  shareCode: string | null;
  displayNumber: string | null;
}

const trackUrl = (o: PartnerOrder) =>
  o.shareCode ? shareLink(window.location.origin, pathOf('ExternalOrderTrackPage'), o.shareCode, o.displayNumber) : null;

function OrdersTable({ orders }: { orders: PartnerOrder[] }) {
  const lang = currentLanguage();
  return (
    <Table<PartnerOrder>
      size="small"
      rowKey={(o) => `${o.scope}-${o.orderCode}-${o.shareCode}`}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="partner-orders"
      locale={{ emptyText: t('partnerShare.noOrders') }}
      columns={[
        { title: t('partnerShare.scope'), dataIndex: 'scope', width: 70 },
        {
          title: t('partnerShare.orderCode'),
          key: 'code',
          render: (_, o) => (
            <span data-testid="partner-order-code">
              {o.orderCode}
              {o.displayNumber && o.displayNumber !== o.orderCode ? (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {o.displayNumber}
                </Typography.Text>
              ) : null}
            </span>
          ),
        },
        {
          title: t('partnerShare.status'),
          dataIndex: 'status',
          render: (s) => (isOrderStatus(s) ? <Tag>{inLanguage(STATUS_LABELS[s], lang)}</Tag> : dash(s)),
        },
        { title: t('partnerShare.lane'), key: 'lane', render: (_, o) => `${dash(o.departure)} → ${dash(o.arrival)}` },
        { title: t('partnerShare.expectDeparture'), dataIndex: 'expectDeparture', render: dayOf },
        { title: t('partnerShare.expectArrival'), dataIndex: 'expectArrival', render: dayOf },
        { title: t('partnerShare.orderDate'), dataIndex: 'createTime', render: dayOf },
        {
          title: t('partnerShare.track'),
          key: 'track',
          render: (_, o) => {
            const url = trackUrl(o);
            if (!url) return <Typography.Text type="secondary">{t('partnerShare.noTrack')}</Typography.Text>;
            return (
              <Space align="center">
                <div style={{ background: '#fff', lineHeight: 0 }} data-testid="partner-order-qr">
                  <QRCodeSVG value={url} size={72} marginSize={2} title={url} />
                </div>
                <a href={url} target="_blank" rel="noopener noreferrer" data-testid="partner-order-track">
                  {t('partnerShare.openTrack')}
                </a>
              </Space>
            );
          },
        },
      ]}
    />
  );
}

interface TrackView {
  forwarderName: string;
  partner: { coopName: string | null; coopNameEn: string | null };
  orders: PartnerOrder[];
  expiresAt: string;
}

function PartnerOrders({ token }: { token: string }) {
  const [view, setView] = useState<TrackView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    call(api.partnerShare.externalCoopTrack, { query: { t: token } }, { silent: true })
      .then((data) => setView(data as TrackView))
      .catch((e) => setFailed(failureText(e)));
  }, [token]);
  if (failed || !view) return <LinkPending failed={failed} />;
  return (
    <Card title={t('partnerShare.orders')} data-testid="partner-track">
      <LinkHeader view={view} />
      <OrdersTable orders={view.orders} />
    </Card>
  );
}

function StaffOrders() {
  const [partner, setPartner] = useState<BaseKey | null>(null);
  const [orders, setOrders] = useState<PartnerOrder[] | null>(null);
  const [canIssue, setCanIssue] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    setOrders(null);
    setLink(null);
    setFailed(null);
    if (partner === null) return;
    let live = true;
    Promise.all([
      call(api.partnerShare.partnerOrders, { params: { coopId: partner } }, { silent: true }),
      call(api.partnerShare.partner, { params: { coopId: partner } }, { silent: true }),
    ])
      .then(([o, p]) => {
        if (!live) return;
        setOrders((o as { orders: PartnerOrder[] }).orders);
        setCanIssue(!!(p as { canIssue: boolean }).canIssue);
      })
      .catch((e) => live && setFailed(isHttpError(e) && e.statusCode === 403 ? t('partnerShare.noAccess') : failureText(e)));
    return () => {
      live = false;
    };
  }, [partner]);

  const issue = async () => {
    try {
      const issued = await call(api.partnerShare.issueLink, { params: { coopId: partner! }, body: { kind: 'coopTrack' } });
      const { token, expiresAt } = issued as { token: string; expiresAt: string };
      setLink({ url: linkUrl(pathOf('PartnerOrderTrackPage'), token), expiresAt });
    } catch {
      /* the client's toast says why */
    }
  };

  return (
    <Card title={t('partnerShare.choosePartner')} data-testid="partner-track-staff">
      <Space wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 320 }}>
          <RefSelect
            resource="prm_coop"
            id="partner-track-partner"
            value={partner}
            onChange={setPartner}
            placeholder={t('partnerShare.choosePartner')}
          />
        </div>
        {partner !== null && canIssue ? (
          <Button onClick={() => void issue()} data-testid="partner-track-link">
            {t('partnerShare.trackLink')}
          </Button>
        ) : null}
      </Space>
      {link ? (
        <div style={{ marginBottom: 12 }}>
          <LinkBox url={link.url} hint={t('partnerShare.linkHint', { date: dayOf(link.expiresAt) })} testId="partner-track-url" />
        </div>
      ) : null}
      {failed ? <Result status="warning" title={failed} /> : null}
      {partner === null ? (
        <Typography.Paragraph type="secondary" data-testid="partner-track-pick">
          {t('partnerShare.choosePartnerHint')}
        </Typography.Paragraph>
      ) : null}
      {partner !== null && !failed ? orders ? <OrdersTable orders={orders} /> : <Spin style={{ display: 'block', margin: 24 }} /> : null}
    </Card>
  );
}
