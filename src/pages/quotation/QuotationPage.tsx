import { Alert, App, Button, Card, Descriptions, Input, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { routeLabel } from '../../components/crud/routeDefs';
import { api, call } from '../../api';
import { isHttpError, routeRoot, t, tDynamic } from '../../providers';
import { findRoute } from '../../resources';
import { PublicFrame } from '../../components/layout/PublicFrame';

/**
 * 询价报价 (/af_order_inquiry_quotation?t=..., docs/quotation-pouch.md): the customer's quotation page,
 * opened by the signed link staff make on an enquiry. It shows the lane, the cargo, the validity and
 * the quotation lines, and takes the customer's one answer: accept, or decline with a reason. Opened
 * without a link it says so and asks nothing of the server.
 */

interface QuoteLine {
  carrierCode: string | null;
  weightBreak: string | null;
  pricePerKg: string | null;
  minCharge: string | null;
  transitTime: string | null;
  lineRemark: string | null;
}
interface Quotation {
  issuer: string;
  enquiryNumber: string | null;
  departureAirport: string | null;
  arrivalAirport: string | null;
  goodsName: string | null;
  pieces: number | null;
  grossWeight: string | null;
  volume: string | null;
  expectedDate: string | null;
  quotedPrice: string | null;
  currency: string | null;
  quoteValidUntil: string | null;
  lines: QuoteLine[];
  status: string;
  answeredAt: string | null;
  answerRemark: string | null;
  expired: boolean;
  answerable: boolean;
}

const STATUS_COLOR: Record<string, string> = { ACCEPTED: 'green', REJECTED: 'red', EXPIRED: 'default', QUOTED: 'blue', PENDING: 'gold' };
const dash = (v: unknown) => (v == null || v === '' ? '-' : String(v));

export default function QuotationPage() {
  const { pathname, search } = useLocation();
  const route = findRoute(routeRoot(pathname))!;
  const token = new URLSearchParams(search).get('t');
  return (
    <PublicFrame title={routeLabel(route)}>{token ? <QuotationView token={token} /> : <InvalidLink testId="quote-invalid" />}</PublicFrame>
  );
}

/** What a failed call says on the page: any 404 of a link is a dead link; otherwise the server's own words. */
export const failureText = (e: unknown) =>
  isHttpError(e) ? (e.statusCode === 404 ? t('office.doc.invalidLink') : (e.messageInfo ?? e.message)) : String(e);

export function InvalidLink({ testId, message }: { testId: string; message?: string }) {
  // Result keeps data-* attributes to itself: the test id sits on a wrapper.
  return (
    <div data-testid={testId}>
      <Result status="warning" title={message ?? t('office.doc.invalidLink')} subTitle={t('links.invalidHint')} />
    </div>
  );
}

function QuotationView({ token }: { token: string }) {
  const { message } = App.useApp();
  const [view, setView] = useState<Quotation | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setView((await call(api.office.externalQuotation, { query: { t: token } }, { silent: true })) as Quotation);
    } catch (e) {
      setFailed(failureText(e));
    }
  }, [token]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) return <InvalidLink testId="quote-failed" message={failed} />;
  if (!view) return <Spin style={{ display: 'block', margin: 48 }} />;

  const answer = async (kind: 'ACCEPT' | 'DECLINE') => {
    if (kind === 'DECLINE' && !remark.trim()) {
      setRemarkError(t('quote.declineReason'));
      return;
    }
    setRemarkError(null);
    setBusy(true);
    try {
      const answered = await call(
        api.office.answerExternalQuotation,
        { query: { t: token }, body: { answer: kind, remark: remark.trim() } },
        { silent: true },
      );
      setView(answered as Quotation);
      message.success(t('quote.thanks'));
    } catch (e) {
      const text = isHttpError(e) ? (e.messageInfo ?? e.message) : String(e);
      message.warning(text);
      const field = isHttpError(e) ? e.errors?.remark : undefined;
      if (typeof field === 'string') setRemarkError(field);
      await load();
    } finally {
      setBusy(false);
    }
  };

  const cargo = t('quote.cargoText', { pieces: dash(view.pieces), weight: dash(view.grossWeight), volume: dash(view.volume) });
  return (
    <Card
      data-testid="quotation"
      title={
        <Space>
          {view.enquiryNumber}
          <Tag color={STATUS_COLOR[view.status]} data-testid="quote-status">
            {tDynamic(`quote.status.${view.status}`)}
          </Tag>
        </Space>
      }
    >
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('quote.lane')}>
          <span data-testid="quote-lane">
            {dash(view.departureAirport)} → {dash(view.arrivalAirport)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.goods')}>{dash(view.goodsName)}</Descriptions.Item>
        <Descriptions.Item label={t('quote.cargo')}>
          <span data-testid="quote-cargo">{cargo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.expectedDate')}>{dash(view.expectedDate)}</Descriptions.Item>
        <Descriptions.Item label={t('quote.price')}>
          {view.quotedPrice ? `${view.quotedPrice} ${view.currency ?? ''}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.validUntil')}>
          <span data-testid="quote-valid">{dash(view.quoteValidUntil)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.issuer')}>{view.issuer}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('quote.lines')}</Typography.Title>
      <Table<QuoteLine>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={view.lines}
        locale={{ emptyText: t('quote.noLines') }}
        data-testid="quote-lines"
        scroll={{ x: true }}
        columns={[
          { title: t('quote.carrier'), dataIndex: 'carrierCode' },
          { title: t('quote.break'), dataIndex: 'weightBreak' },
          { title: `${t('quote.perKg')}${view.currency ? ` (${view.currency})` : ''}`, dataIndex: 'pricePerKg', align: 'right' },
          { title: t('quote.minCharge'), dataIndex: 'minCharge', align: 'right', render: dash },
          { title: t('quote.transit'), dataIndex: 'transitTime', render: dash },
          { title: t('quote.lineRemark'), dataIndex: 'lineRemark', render: dash },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        {view.answeredAt ? (
          <Alert
            type={view.status === 'ACCEPTED' ? 'success' : 'info'}
            showIcon
            data-testid="quote-answered"
            message={`${tDynamic(`quote.status.${view.status}`)} · ${t('quote.answered', { time: new Date(view.answeredAt).toLocaleString() })}`}
            description={view.answerRemark ?? undefined}
          />
        ) : view.expired ? (
          <Alert type="warning" showIcon message={t('quote.expired')} data-testid="quote-expired" />
        ) : view.answerable ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              value={remark}
              placeholder={t('quote.remarkHint')}
              status={remarkError ? 'error' : undefined}
              onChange={(e) => setRemark(e.target.value)}
              aria-label={t('quote.remark')}
              data-testid="quote-remark"
            />
            {remarkError ? (
              <Typography.Text type="danger" data-testid="quote-remark-error">
                {remarkError}
              </Typography.Text>
            ) : null}
            <Space wrap>
              <Button type="primary" loading={busy} onClick={() => void answer('ACCEPT')} data-testid="quote-accept">
                {t('quote.accept')}
              </Button>
              <Button danger loading={busy} onClick={() => void answer('DECLINE')} data-testid="quote-decline">
                {t('quote.decline')}
              </Button>
            </Space>
          </Space>
        ) : null}
      </div>
    </Card>
  );
}
